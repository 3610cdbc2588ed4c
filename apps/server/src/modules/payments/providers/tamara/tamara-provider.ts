import { errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type {
  GatewayOutcome,
  GatewayRefund,
  OnlinePaymentProvider,
  OpenedPayment,
  OpenPayment,
  WebhookReceiver,
} from '../payment-provider.ts';
import { gatewayJsonCaller, GatewayUnavailableError, PaymentRejectedError } from '../gateway-http.ts';
import { filsToKwd, kwdToFils } from '../kwd-amount.ts';
import { headerOf, parseWebhookBody } from '../webhook-reading.ts';

// Tamara's direct online checkout API (docs.tamara.co: "Create Checkout Session", "Check payment options
// availability", "Get Order Details", "Authorise Order", "Capture Order", "Simplified Refund", "Getting started with
// webhooks", "Transaction authorisation"); see README.md in this folder.

export interface TamaraSettings {
  /** https://api-sandbox.tamara.co (test) or https://api.tamara.co (live). */
  apiUrl: string;
  /** The merchant API token: `Authorization: Bearer …` on every call. */
  apiToken: string;
  /** Signs (HS256) the `tamaraToken` JWT every notification carries. */
  notificationToken: string;
}

/** Tamara's refusal: `{ message, errors: [{ error_code, … }] }`. */
const TamaraError = z.object({ message: z.string() });
const Money = z.object({ amount: z.union([z.number(), z.string()]), currency: z.string() });

const Order = z.object({
  order_id: z.string().min(1),
  order_reference_id: z.string().nullish(),
  status: z.string(),
  total_amount: Money,
});
type TamaraOrder = z.infer<typeof Order>;

const Notification = z.object({
  order_id: z.string().min(1),
  order_reference_id: z.string().nullish(),
  event_type: z.string().min(1),
  // An empty list when the event has nothing to add, else an object (capture or refund id and amount).
  data: z
    .union([
      z.array(z.unknown()),
      z.object({ refund_id: z.string().nullish(), capture_id: z.string().nullish() }).loose(),
    ])
    .nullish(),
});

/** An order that will not be paid any more. */
const FAILED = new Set(['declined', 'expired', 'canceled']);
/** An order whose money Tamara took (captured, perhaps refunded since). */
const CAPTURED = new Set(['fully_captured', 'partially_captured', 'fully_refunded', 'partially_refunded']);

/**
 * A KWD amount as Tamara writes amounts (a JSON number) with exactly its 3 places: the body is written with markers
 * that are then replaced by the literal, as JSON.stringify of a float cannot promise `40.690`.
 */
const MONEY_MARK = /"kwd:(\d+\.\d{3})"/g;
const money = (fils: number, currency: string) => ({ amount: `kwd:${filsToKwd(fils)}`, currency });
const jsonWithMoney = (body: unknown) => JSON.stringify(body).replace(MONEY_MARK, '$1');

/**
 * The notification endpoint of the Tamara account. Each notification carries `tamaraToken` (also as `Authorization:
 * Bearer`), a JWT signed HS256 with the notification token; it does not sign the body, so the body is never believed
 * (a payment event only prompts Get Order Details). Tamara sends no event id: an event is the order, the event type
 * and the capture or refund it names, so a redelivery counts once and a second refund counts again.
 */
export function createTamaraWebhooks(settings: TamaraSettings, accounts: string[]): WebhookReceiver {
  const key = new TextEncoder().encode(settings.notificationToken);
  return {
    provider: 'tamara',
    accounts,
    async read(rawBody, headers) {
      const body = parseWebhookBody(rawBody, Notification);
      if (!body) return 'malformed';
      const token = /^Bearer (.+)$/i.exec(headerOf(headers, 'authorization') ?? '')?.[1] ?? '';
      try {
        await jwtVerify(token, key, { algorithms: ['HS256'] });
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return 'invalid';
        throw error;
      }
      const data = Array.isArray(body.data) ? {} : (body.data ?? {});
      const eventId = `${body.order_id}:${body.event_type}:${data.refund_id ?? data.capture_id ?? ''}`;
      // Tamara answers a refund once it is made (the shop recorded it then): the notification only confirms it.
      return body.event_type === 'order_refunded' && data.refund_id
        ? { eventId, kind: 'refund', gatewayRefundId: data.refund_id, status: 'succeeded' }
        : { eventId, kind: 'payment', gatewayPaymentId: body.order_id };
    },
  };
}

/**
 * The shop's Tamara account: a checkout session per payment under the shop's reference, the shopper sent to its
 * checkout page; an approved order of exactly the request's amount is authorised and captured in full by the shop
 * (Tamara's order flow: approved → authorised → fully_captured), and only a captured order is paid. Outcomes are
 * always read with Get Order Details by the order id the shop kept, never from the `orderId` the browser brings back.
 */
export function createTamaraProvider({
  gateway,
  settings,
  returnUrl,
  timeoutMs,
}: {
  /** The account's name in the shop: `tamara`. */
  gateway: string;
  settings: TamaraSettings;
  /** The shop's GET /api/payments/payment-result; Tamara appends `orderId` and `paymentStatus`. */
  returnUrl: string;
  timeoutMs: number;
}): OnlinePaymentProvider {
  const authorization = { authorization: `Bearer ${settings.apiToken}` };
  const notificationUrl = new URL('/api/payments/webhooks/tamara', returnUrl).toString();

  /** A call: the answer as `schema` reads it, or null with Tamara's explanation when it refused the request. */
  const call = gatewayJsonCaller({
    gateway: 'tamara',
    apiUrl: settings.apiUrl,
    headers: authorization,
    timeoutMs,
    encodeBody: jsonWithMoney,
    refusalMessage: (body) => {
      const refused = TamaraError.safeParse(body);
      return refused.success ? refused.data.message : undefined;
    },
  });

  const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

  function toOutcome(order: TamaraOrder, reference: string): GatewayOutcome {
    const status = order.status.toLowerCase();
    const result: GatewayOutcome['status'] = CAPTURED.has(status) ? 'paid' : FAILED.has(status) ? 'failed' : 'pending';
    return {
      reference: order.order_reference_id ?? reference,
      status: result,
      // A value that is not a 3-place KWD decimal can never equal the request's amount: the payment fails.
      amount: kwdToFils(order.total_amount.amount) ?? -1,
      currency: order.total_amount.currency,
      gatewayPaymentId: order.order_id,
      failureReason:
        result !== 'failed'
          ? null
          : status === 'declined'
            ? 'Tamara did not approve this payment.'
            : status === 'expired'
              ? 'The Tamara payment expired.'
              : 'The Tamara payment was cancelled.',
    };
  }

  /**
   * The order as Tamara holds it, moved on by the shop when it is the request's (reference, amount, currency):
   * `approved` is authorised, `authorised` is captured in full. Another amount is left unauthorised (Tamara expires
   * it and gives the shopper's money back) and answered as it is, so the shop fails it.
   */
  async function lookup(opened: OpenedPayment): Promise<GatewayOutcome | null> {
    if (!opened.gatewayPaymentId) return null;
    const path = orderPath(opened.gatewayPaymentId);
    let { data: order } = await call(path, { method: 'GET' }, Order);
    if (!order) return null;
    const matches =
      order.order_reference_id === opened.reference &&
      kwdToFils(order.total_amount.amount) === opened.amount &&
      order.total_amount.currency === opened.currency;
    if (!matches) {
      const outcome = toOutcome(order, opened.reference);
      return ['approved', 'authorised'].includes(order.status) ? { ...outcome, status: 'failed' } : outcome;
    }
    if (order.status === 'approved') {
      const { data: authorised } = await call(
        `${path}/authorise`,
        { method: 'POST', body: {} },
        z.object({ status: z.string() }),
      );
      // A refused authorisation (e.g. another process was first) is read again below.
      if (authorised) order = { ...order, status: authorised.status };
    }
    if (order.status === 'authorised') {
      const { data: captured } = await call(
        '/payments/capture',
        {
          method: 'POST',
          body: {
            order_id: order.order_id,
            total_amount: money(opened.amount, opened.currency),
            // The shop takes the money when the order is paid, before it ships (its shipping is in the back office).
            shipping_info: { shipped_at: new Date().toISOString(), shipping_company: 'Not shipped yet' },
          },
        },
        z.object({ status: z.string() }),
      );
      // A refused capture leaves the order authorised: asked again later (Tamara captures by itself after 21 days).
      if (captured) order = { ...order, status: captured.status };
    }
    return toOutcome(order, opened.reference);
  }

  /** A session's order: amounts, consumer and addresses from the payment and its payer (one line for the order). */
  function checkoutBody(payment: OpenPayment) {
    const { payer } = payment;
    const phone = payer.phone;
    const address = {
      first_name: payer.firstName || '-',
      last_name: payer.lastName || '-',
      line1: payer.addressLine || '-',
      city: payer.city || '-',
      country_code: 'KW',
      phone_number: phone,
    };
    const back = new URL(returnUrl);
    back.searchParams.set('gateway', gateway);
    back.searchParams.set('ref', payment.reference);
    return {
      order_reference_id: payment.reference,
      order_number: payment.reference,
      total_amount: money(payment.amount, payment.currency),
      shipping_amount: money(0, payment.currency),
      tax_amount: money(0, payment.currency),
      items: [
        {
          name: payment.description,
          type: 'Physical',
          reference_id: payment.reference,
          sku: payment.reference,
          quantity: 1,
          total_amount: money(payment.amount, payment.currency),
        },
      ],
      consumer: {
        first_name: payer.firstName || '-',
        last_name: payer.lastName || '-',
        phone_number: phone,
        ...(payer.email ? { email: payer.email } : {}),
      },
      country_code: 'KW',
      description: payment.description,
      // One return address for every outcome: the outcome is asked of Tamara, never read from which one was used.
      merchant_url: {
        success: back.toString(),
        failure: back.toString(),
        cancel: back.toString(),
        notification: notificationUrl,
      },
      shipping_address: address,
      billing_address: address,
      locale: payment.language === 'ar' ? 'ar_SA' : 'en_US',
    };
  }

  return {
    online: true,
    gateway,

    // Tamara's pre-check says whether it has any way to pay this total for this phone number.
    async checkEligibility(payment) {
      const { data, message } = await call(
        '/checkout/payment-options-pre-check',
        {
          method: 'POST',
          body: {
            country: 'KW',
            order_value: money(payment.amount, payment.currency),
            phone_number: payment.payer.phone,
            is_vip: false,
          },
        },
        z.object({ has_available_payment_options: z.boolean() }),
      );
      if (!data) throw new GatewayUnavailableError(`tamara: the pre-check was refused: ${message}`);
      return data.has_available_payment_options ? { eligible: true } : { eligible: false, reason: 'not_available' };
    },

    async openPayment(payment) {
      const { data: session, message } = await call(
        '/checkout',
        { method: 'POST', body: checkoutBody(payment) },
        z.object({ order_id: z.string().min(1), checkout_id: z.string(), checkout_url: z.string().url() }),
      );
      // Tamara refuses a session for a shopper or total it will not take (the pre-check could not be asked, or the
      // cart changed since): the shopper is told so and pays the order another way.
      if (!session) throw new PaymentRejectedError('not_available', message);
      return { gatewayPaymentId: session.order_id, paymentLink: session.checkout_url };
    },

    // The `orderId` and `paymentStatus` Tamara appends are not signed: the order id the shop kept is asked instead.
    verifyReturn: (_query, payment) => lookup(payment),

    lookup,

    // An unfinished checkout lapses by itself (30 minutes); one the shopper approved meanwhile is taken.
    cancel: lookup,

    async refund(payment, refund): Promise<GatewayRefund> {
      const { data: made, message } = await call(
        `/payments/simplified-refund/${encodeURIComponent(payment.gatewayPaymentId)}`,
        {
          method: 'POST',
          body: {
            total_amount: money(refund.amount, refund.currency),
            comment: refund.reason,
            merchant_refund_id: refund.reference,
          },
        },
        z.object({ refund_id: z.string().min(1), status: z.string() }),
      );
      if (!made)
        return { gatewayRefundId: '', status: 'failed', failureReason: message || 'Tamara refused the refund.' };
      // Tamara answers a refund once it is made (fully_refunded or partially_refunded).
      return { gatewayRefundId: made.refund_id, status: 'succeeded', failureReason: null };
    },
  };
}
