import { createHmac, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeServer, type Handler, type JsonRequest } from './fake-server.ts';
import type { WebhookDelivery } from './myfatoorah.ts';

// A local Tamara (direct online checkout, as docs.tamara.co documents it): Create Checkout Session (`POST /checkout`),
// Check payment options availability (`POST /checkout/payment-options-pre-check`), Get Order Details
// (`GET /orders/{order_id}`), Authorise Order (`POST /orders/{order_id}/authorise`, only of an approved order),
// Capture Order (`POST /payments/capture`, only of an authorised one, never more than authorised), Simplified Refund
// (`POST /payments/simplified-refund/{order_id}`, never more than captured), Bearer authorisation with the API token,
// `{ message, errors }` refusals, and notifications (`{ order_id, order_reference_id, event_type, data }`) carrying
// `tamaraToken`, an HS256 JWT signed with the notification token, in `Authorization: Bearer` (and the query). The
// shopper's steps on Tamara's page are methods the tests call (`pay`), as are the notifications.

export interface FakeTamaraOrder {
  orderId: string;
  checkoutId: string;
  /** The total as the session body wrote it (the JSON literal, e.g. `40.690`). */
  rawAmount: string;
  /** What Tamara's books say (a test may make it differ): a KWD decimal. */
  amount: string;
  currency: string;
  status:
    | 'new'
    | 'approved'
    | 'declined'
    | 'expired'
    | 'authorised'
    | 'fully_captured'
    | 'fully_refunded'
    | 'partially_refunded';
  reference: string;
  consumer: { first_name?: string; last_name?: string; phone_number?: string; email?: string };
  countryCode: string;
  locale: string;
  merchantUrl: { success: string; failure: string; cancel: string; notification: string };
  captured: number;
  refunded: number;
  refunds: { refundId: string; rawAmount: string; comment: string; merchantRefundId: string }[];
}

const refused = (status: number, message: string, code = 'invalid_request') => ({
  status,
  body: { message, errors: [{ error_code: code }] },
});
/** The literal a JSON body wrote for `"amount"` inside `field`, e.g. `40.690` of `"total_amount":{"amount":40.690`. */
const literal = (rawBody: string, field: string) =>
  new RegExp(`"${field}"\\s*:\\s*\\{\\s*"amount"\\s*:\\s*(-?[0-9.eE+-]+)`).exec(rawBody)?.[1] ?? null;
const isKwd = (text: string | null): text is string => text !== null && /^\d+(\.\d{1,3})?$/.test(text);
const toFils = (kwd: string) => Math.round(Number(kwd) * 1000);
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Tamara's tamaraToken: an HS256 JWT (iss Tamara, one hour), signed here without jose to check the shop's reading. */
export function tamaraToken(secret: string, claims: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));
  const payload = base64url(JSON.stringify({ iat: now, exp: now + 3600, iss: 'Tamara', ...claims }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export interface FakeTamara extends FakeServer {
  apiToken: string;
  notificationToken: string;
  orders: Map<string, FakeTamaraOrder>;
  /** Phones Tamara has no payment option for (its pre-check answers false), and the largest total it takes (fils). */
  scoring: { rejectedPhones: Set<string>; limit: number };
  orderOf(reference: string): FakeTamaraOrder;
  /** The shopper on Tamara's page: answers where Tamara sends the browser (`orderId`, `paymentStatus` appended). */
  pay(orderId: string, outcome: 'success' | 'decline'): string;
  /** The notification Tamara posts for the order's last event, with its token (signed with `secret` to forge one). */
  orderEvent(orderId: string, options?: { secret?: string }): WebhookDelivery;
}

export async function startFakeTamara(
  options: { apiToken?: string; notificationToken?: string } = {},
): Promise<FakeTamara> {
  const apiToken = options.apiToken ?? 'eyJhbGciOiJSUzI1NiJ9.merchant-api-token-of-the-local-fake';
  const notificationToken = options.notificationToken ?? 'a6b0c3d9-6d4f-4f1c-9b8e-2f7a1c5e3d40';
  const orders = new Map<string, FakeTamaraOrder>();
  const scoring = { rejectedPhones: new Set<string>(), limit: 5_000_000 };

  const authorised =
    (handler: Handler): Handler =>
    (request: JsonRequest) =>
      request.headers.authorization === `Bearer ${apiToken}`
        ? handler(request)
        : refused(401, 'Unauthorized', 'unauthorized');

  const orderBody = (order: FakeTamaraOrder) => ({
    order_id: order.orderId,
    order_reference_id: order.reference,
    order_number: order.reference,
    status: order.status,
    total_amount: { amount: Number(order.amount), currency: order.currency },
    captured_amount: { amount: order.captured / 1000, currency: order.currency },
    refunded_amount: { amount: order.refunded / 1000, currency: order.currency },
    consumer: order.consumer,
    country_code: order.countryCode,
    payment_type: 'PAY_BY_INSTALMENTS',
  });

  const preCheck: Handler = ({ rawBody, body }) => {
    const fields = body as { country?: string; phone_number?: string; order_value?: { currency?: string } };
    const amount = literal(rawBody, 'order_value');
    if (!isKwd(amount) || fields.order_value?.currency !== 'KWD') return refused(400, 'Invalid order_value');
    if (fields.country !== 'KW') return refused(400, 'Invalid country');
    const available = !scoring.rejectedPhones.has(String(fields.phone_number)) && toFils(amount) <= scoring.limit;
    return {
      status: 200,
      body: {
        has_available_payment_options: available,
        single_checkout_enabled: false,
        available_payment_labels: available ? [{ payment_type: 'PAY_BY_INSTALMENTS', instalment: 4 }] : [],
      },
    };
  };

  const checkout: Handler = ({ rawBody, body }) => {
    const fields = body as {
      order_reference_id?: string;
      total_amount?: { currency?: string };
      consumer?: FakeTamaraOrder['consumer'];
      country_code?: string;
      locale?: string;
      items?: unknown[];
      shipping_address?: unknown;
      merchant_url?: Partial<FakeTamaraOrder['merchantUrl']>;
    };
    const amount = literal(rawBody, 'total_amount');
    if (!isKwd(amount) || fields.total_amount?.currency !== 'KWD') return refused(400, 'Invalid total_amount');
    if (!fields.order_reference_id) return refused(400, 'order_reference_id is required');
    if (!fields.items?.length || !fields.shipping_address)
      return refused(400, 'items and shipping_address are required');
    if (!fields.consumer?.phone_number) return refused(400, 'consumer.phone_number is required');
    const urls = fields.merchant_url ?? {};
    if (!urls.success || !urls.failure || !urls.cancel) return refused(400, 'merchant_url is required');
    if (scoring.rejectedPhones.has(fields.consumer.phone_number) || toFils(amount) > scoring.limit)
      return refused(400, 'Order is not eligible for Tamara', 'consumer_not_eligible');
    const order: FakeTamaraOrder = {
      orderId: randomUUID(),
      checkoutId: randomUUID(),
      rawAmount: amount,
      amount,
      currency: 'KWD',
      status: 'new',
      reference: fields.order_reference_id,
      consumer: fields.consumer,
      countryCode: String(fields.country_code),
      locale: String(fields.locale ?? ''),
      merchantUrl: {
        success: urls.success,
        failure: urls.failure,
        cancel: urls.cancel,
        notification: String(urls.notification ?? ''),
      },
      captured: 0,
      refunded: 0,
      refunds: [],
    };
    orders.set(order.orderId, order);
    return {
      status: 200,
      body: {
        order_id: order.orderId,
        checkout_id: order.checkoutId,
        checkout_url: `${server.url}/checkout/${order.checkoutId}`,
        status: 'new',
      },
    };
  };

  const withOrder =
    (id: string, handler: (order: FakeTamaraOrder, request: JsonRequest) => ReturnType<Handler>): Handler =>
    (request) => {
      const order = orders.get(decodeURIComponent(id));
      return order ? handler(order, request) : refused(404, 'Order not found', 'order_not_found');
    };

  const capture: Handler = (request) => {
    const fields = request.body as { order_id?: string; total_amount?: { currency?: string }; shipping_info?: object };
    return withOrder(String(fields.order_id), (order) => {
      const amount = literal(request.rawBody, 'total_amount');
      if (!isKwd(amount)) return refused(400, 'Invalid total_amount');
      if (!fields.shipping_info) return refused(400, 'shipping_info is required');
      if (order.status !== 'authorised') return refused(400, `Order is ${order.status}`, 'order_not_authorised');
      if (order.captured + toFils(amount) > toFils(order.amount))
        return refused(400, 'Capture amount exceeds the authorised amount');
      order.captured += toFils(amount);
      if (order.captured === toFils(order.amount)) order.status = 'fully_captured';
      return {
        status: 200,
        body: {
          capture_id: randomUUID(),
          order_id: order.orderId,
          status: order.status === 'fully_captured' ? 'fully_captured' : 'partially_captured',
          captured_amount: { amount: Number(amount), currency: order.currency },
        },
      };
    })(request);
  };

  const refund = (order: FakeTamaraOrder, { rawBody, body }: JsonRequest) => {
    const fields = body as { comment?: string; merchant_refund_id?: string };
    const amount = literal(rawBody, 'total_amount');
    if (!isKwd(amount)) return refused(400, 'Invalid total_amount');
    if (!fields.comment) return refused(400, 'comment is required');
    if (order.captured === 0) return refused(400, 'Order is not captured', 'order_not_captured');
    if (order.refunded + toFils(amount) > order.captured)
      return refused(400, 'Total refund amount is greater than the captured amount', 'refund_amount_exceeded');
    order.refunded += toFils(amount);
    order.status = order.refunded === order.captured ? 'fully_refunded' : 'partially_refunded';
    const made = {
      refundId: randomUUID(),
      rawAmount: amount,
      comment: fields.comment,
      merchantRefundId: String(fields.merchant_refund_id ?? ''),
    };
    order.refunds.push(made);
    return {
      status: 200,
      body: {
        order_id: order.orderId,
        comment: made.comment,
        refund_id: made.refundId,
        capture_id: randomUUID(),
        status: order.status,
        refunded_amount: { amount: Number(amount), currency: order.currency },
      },
    };
  };

  const server = await startFakeServer((method, path) => {
    if (method === 'POST' && path === '/checkout') return authorised(checkout);
    if (method === 'POST' && path === '/checkout/payment-options-pre-check') return authorised(preCheck);
    if (method === 'POST' && path === '/payments/capture') return authorised(capture);
    const refundOf = /^\/payments\/simplified-refund\/([^/]+)$/.exec(path);
    if (method === 'POST' && refundOf) return authorised(withOrder(refundOf[1]!, refund));
    const order = /^\/orders\/([^/]+)(\/authorise)?$/.exec(path);
    if (!order) return null;
    if (method === 'GET' && !order[2])
      return authorised(withOrder(order[1]!, (found) => ({ status: 200, body: orderBody(found) })));
    if (method === 'POST' && order[2])
      return authorised(
        withOrder(order[1]!, (found) => {
          if (found.status !== 'approved') return refused(400, `Order is ${found.status}`, 'order_not_approved');
          found.status = 'authorised';
          return {
            status: 200,
            body: {
              order_id: found.orderId,
              status: 'authorised',
              order_expiry_time: new Date(Date.now() + 86_400_000).toISOString(),
              payment_type: 'PAY_BY_INSTALMENTS',
              auto_captured: false,
              authorized_amount: { amount: Number(found.amount), currency: found.currency },
            },
          };
        }),
      );
    return null;
  });

  const EVENTS: Partial<Record<FakeTamaraOrder['status'], string>> = {
    new: 'order_created',
    approved: 'order_approved',
    declined: 'order_declined',
    expired: 'order_expired',
    authorised: 'order_authorised',
    fully_captured: 'order_captured',
  };

  return {
    ...server,
    apiToken,
    notificationToken,
    orders,
    scoring,

    orderOf(reference) {
      const found = [...orders.values()].filter((order) => order.reference === reference).at(-1);
      if (!found) throw new Error(`No Tamara order for ${reference}`);
      return found;
    },

    pay(orderId, outcome) {
      const order = orders.get(orderId)!;
      order.status = outcome === 'success' ? 'approved' : 'declined';
      const back = new URL(outcome === 'success' ? order.merchantUrl.success : order.merchantUrl.failure);
      back.searchParams.set('orderId', order.orderId);
      back.searchParams.set('paymentStatus', order.status);
      return back.toString();
    },

    orderEvent(orderId, eventOptions = {}) {
      const order = orders.get(orderId)!;
      const token = tamaraToken(eventOptions.secret ?? notificationToken);
      const body = {
        order_id: order.orderId,
        order_reference_id: order.reference,
        order_number: order.reference,
        event_type: EVENTS[order.status] ?? 'order_updated',
        data: order.status === 'declined' ? { declined_reason: 'Declined', declined_code: 'declined' } : [],
      };
      return {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      };
    },
  };
}
