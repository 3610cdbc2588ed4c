import { randomUUID } from 'node:crypto';
import { startFakeServer, type FakeServer, type Handler, type JsonRequest } from './fake-server.ts';
import type { WebhookDelivery } from './myfatoorah.ts';

// A local Tabby (API v2, as docs.tabby.ai documents it): Create a Session (`POST /api/v2/checkout`, whose status is
// the pre-scoring: `created`, or `rejected` with `configuration.products.installments.rejection_reason`), Retrieve,
// Capture (idempotent by `reference_id`, full capture closes the payment), Close, Refund (idempotent by
// `reference_id`, only of a CLOSED payment, never more than was captured), the webhook registration API
// (`/api/v1/webhooks` with `X-Merchant-Code`), Bearer authorisation with the secret key, `{ status: "error",
// errorType, error }` refusals, and webhooks: the payment object (status in lower case) posted with the registered
// header. The shopper's steps on the hosted page are methods the tests call (`pay`), as are the webhooks.

export interface FakeTabbyPayment {
  id: string;
  sessionId: string;
  /** The amount as the session body wrote it (a string, e.g. "40.690"). */
  rawAmount: string;
  /** What Tabby's books say (a test may make it differ). */
  amount: string;
  currency: string;
  status: 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
  reference: string | null;
  buyer: { name?: string; phone?: string; email?: string };
  lang: string;
  merchantUrls: { success: string; cancel: string; failure: string } | null;
  captures: { id: string; amount: string; reference_id: string; created_at: string }[];
  refunds: { id: string; amount: string; reference_id: string; reason: string; created_at: string }[];
  createdAt: string;
}

interface SessionRequest {
  payment?: {
    amount?: unknown;
    currency?: string;
    buyer?: { name?: string; phone?: string; email?: string };
    order?: { reference_id?: string };
  };
  lang?: string;
  merchant_code?: string;
  merchant_urls?: { success?: string; cancel?: string; failure?: string };
}

const refused = (status: number, errorType: string, error: string) => ({
  status,
  body: { status: 'error', errorType, error },
});
/** Tabby's amount format: a decimal string, up to 3 places for KWD. */
const isKwd = (value: unknown): value is string => typeof value === 'string' && /^\d+(\.\d{1,3})?$/.test(value);
const toFils = (kwd: string) => Math.round(Number(kwd) * 1000);

export interface FakeTabby extends FakeServer {
  secretKey: string;
  merchantCode: string;
  webhookHeader: string;
  webhookSecret: string;
  payments: Map<string, FakeTabbyPayment>;
  /** Sessions whose status was `rejected` (pre-scoring or checkout), with the reason given. */
  rejections: { phone: string | undefined; amount: string; reason: string }[];
  /** Buyers (phones) Tabby's scoring turns down, and the largest total it approves (fils). */
  scoring: { rejectedPhones: Set<string>; limit: number };
  webhooks: { id: string; url: string; header: { title: string; value: string } }[];
  paymentOf(reference: string): FakeTabbyPayment;
  /** The shopper on the hosted page: answers where Tabby sends the browser (a merchant URL with `payment_id`). */
  pay(paymentId: string, outcome: 'success' | 'decline'): string;
  /** The payment as Tabby posts it to the registered webhook, with the registered header (or `secret`). */
  paymentEvent(paymentId: string, options?: { secret?: string }): WebhookDelivery;
}

export async function startFakeTabby(
  options: { secretKey?: string; merchantCode?: string; webhookSecret?: string } = {},
): Promise<FakeTabby> {
  const secretKey = options.secretKey ?? 'sk_test_0b8f5c2e-1f4a-4d3e-9a7b-6c5d4e3f2a1b';
  const merchantCode = options.merchantCode ?? 'souqkw';
  const webhookHeader = 'X-Tabby-Webhook-Auth';
  const webhookSecret = options.webhookSecret ?? 'tabby-webhook-secret-for-the-local-fake-0123';
  const payments = new Map<string, FakeTabbyPayment>();
  const rejections: FakeTabby['rejections'] = [];
  const scoring = { rejectedPhones: new Set<string>(), limit: 5_000_000 };
  const webhooks: FakeTabby['webhooks'] = [];
  const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

  const authorised =
    (handler: Handler): Handler =>
    (request: JsonRequest) =>
      request.headers.authorization === `Bearer ${secretKey}`
        ? handler(request)
        : refused(401, 'unauthorized', 'Invalid or missing authentication token');

  const paymentBody = (payment: FakeTabbyPayment) => ({
    id: payment.id,
    created_at: payment.createdAt,
    expires_at: payment.createdAt,
    status: payment.status,
    is_test: true,
    is_expired: payment.status === 'EXPIRED',
    amount: payment.amount,
    currency: payment.currency,
    description: payment.reference ?? '',
    buyer: payment.buyer,
    order: { reference_id: payment.reference, items: [] },
    captures: payment.captures,
    refunds: payment.refunds,
    meta: { order_id: null, customer: null },
  });

  const createSession: Handler = ({ body }) => {
    const fields = body as SessionRequest;
    const amount = fields.payment?.amount;
    if (fields.merchant_code !== merchantCode) return refused(400, 'invalid_request_error', 'Invalid merchant_code');
    if (!isKwd(amount)) return refused(400, 'invalid_request_error', 'Invalid parameter: payment.amount');
    if (fields.payment?.currency !== 'KWD')
      return refused(400, 'invalid_request_error', 'Invalid parameter: payment.currency');
    const buyer = fields.payment.buyer ?? {};
    if (!buyer.phone) return refused(400, 'invalid_request_error', 'Missing required parameter: payment.buyer.phone');
    const payment: FakeTabbyPayment = {
      id: randomUUID(),
      sessionId: randomUUID(),
      rawAmount: amount,
      amount,
      currency: 'KWD',
      status: 'CREATED',
      reference: fields.payment.order?.reference_id ?? null,
      buyer,
      lang: String(fields.lang ?? ''),
      merchantUrls: fields.merchant_urls
        ? {
            success: String(fields.merchant_urls.success),
            cancel: String(fields.merchant_urls.cancel),
            failure: String(fields.merchant_urls.failure),
          }
        : null,
      captures: [],
      refunds: [],
      createdAt: now(),
    };
    const reason = scoring.rejectedPhones.has(buyer.phone)
      ? 'not_available'
      : toFils(amount) > scoring.limit
        ? 'order_amount_too_high'
        : null;
    if (reason) {
      payment.status = 'REJECTED';
      rejections.push({ phone: buyer.phone, amount, reason });
    }
    payments.set(payment.id, payment);
    return {
      status: 200,
      body: {
        id: payment.sessionId,
        status: reason ? 'rejected' : 'created',
        token: null,
        configuration: {
          available_products: reason
            ? {}
            : { installments: [{ web_url: `${server.url}/checkout/${payment.sessionId}`, qr_code: null }] },
          products: { installments: { type: 'installments', is_available: !reason, rejection_reason: reason } },
        },
        payment: paymentBody(payment),
        merchant_urls: payment.merchantUrls,
      },
    };
  };

  const withPayment =
    (id: string, handler: (payment: FakeTabbyPayment, request: JsonRequest) => ReturnType<Handler>): Handler =>
    (request) => {
      const payment = payments.get(decodeURIComponent(id));
      return payment ? handler(payment, request) : refused(404, 'not_found', 'Payment not found');
    };

  const capture = (payment: FakeTabbyPayment, { body }: JsonRequest) => {
    const fields = body as { amount?: unknown; reference_id?: string };
    const again = payment.captures.find((made) => made.reference_id === fields.reference_id);
    if (again) return { status: 200, body: paymentBody(payment) };
    if (payment.status !== 'AUTHORIZED') return refused(400, 'bad_data', `payment is ${payment.status.toLowerCase()}`);
    if (!isKwd(fields.amount)) return refused(400, 'invalid_request_error', 'Invalid parameter: amount');
    const captured = payment.captures.reduce((sum, made) => sum + toFils(made.amount), 0);
    if (captured + toFils(fields.amount) > toFils(payment.amount))
      return refused(400, 'bad_data', 'capture amount exceeds the payment amount');
    payment.captures.push({
      id: randomUUID(),
      amount: fields.amount,
      reference_id: String(fields.reference_id ?? ''),
      created_at: now(),
    });
    if (captured + toFils(fields.amount) === toFils(payment.amount)) payment.status = 'CLOSED';
    return { status: 200, body: paymentBody(payment) };
  };

  const refund = (payment: FakeTabbyPayment, { body }: JsonRequest) => {
    const fields = body as { amount?: unknown; reference_id?: string; reason?: string };
    const again = payment.refunds.find((made) => made.reference_id === fields.reference_id);
    if (again) return { status: 200, body: paymentBody(payment) };
    if (payment.status !== 'CLOSED') return refused(400, 'bad_data', 'payment is not closed');
    if (!isKwd(fields.amount)) return refused(400, 'invalid_request_error', 'Invalid parameter: amount');
    const captured = payment.captures.reduce((sum, made) => sum + toFils(made.amount), 0);
    const refunded = payment.refunds.reduce((sum, made) => sum + toFils(made.amount), 0);
    if (refunded + toFils(fields.amount) > captured)
      return refused(400, 'bad_data', 'refund amount exceeds the captured amount');
    payment.refunds.push({
      id: randomUUID(),
      amount: fields.amount,
      reference_id: String(fields.reference_id ?? ''),
      reason: String(fields.reason ?? ''),
      created_at: now(),
    });
    return { status: 200, body: paymentBody(payment) };
  };

  const merchantScoped =
    (handler: Handler): Handler =>
    (request) =>
      request.headers['x-merchant-code'] === merchantCode
        ? handler(request)
        : refused(400, 'invalid_request_error', 'Missing required header: X-Merchant-Code');

  const saveWebhook = (id: string | null): Handler =>
    merchantScoped(({ body }) => {
      const fields = body as { url?: string; header?: { title?: string; value?: string } };
      if (!fields.url || !/^https?:\/\//.test(fields.url)) return refused(400, 'invalid_request_error', 'Invalid URL');
      const webhook = {
        id: id ?? randomUUID(),
        url: fields.url,
        header: { title: String(fields.header?.title ?? ''), value: String(fields.header?.value ?? '') },
      };
      const index = webhooks.findIndex((existing) => existing.id === webhook.id);
      if (id && index === -1) return refused(404, 'not_found', 'Webhook not found');
      if (index === -1) webhooks.push(webhook);
      else webhooks[index] = webhook;
      return { status: 200, body: { is_test: true, ...webhook } };
    });

  const server = await startFakeServer((method, path) => {
    if (method === 'POST' && path === '/api/v2/checkout') return authorised(createSession);
    if (path === '/api/v1/webhooks') {
      if (method === 'GET')
        return authorised(
          merchantScoped(() => ({ status: 200, body: webhooks.map((w) => ({ is_test: true, ...w })) })),
        );
      if (method === 'POST') return authorised(saveWebhook(null));
    }
    const webhook = /^\/api\/v1\/webhooks\/([^/]+)$/.exec(path);
    if (webhook && method === 'PUT') return authorised(saveWebhook(decodeURIComponent(webhook[1]!)));
    const match = /^\/api\/v2\/payments\/([^/]+)(?:\/(captures|refunds|close))?$/.exec(path);
    if (!match) return null;
    const [, id, action] = match as unknown as [string, string, string | undefined];
    if (method === 'GET' && !action)
      return authorised(withPayment(id, (payment) => ({ status: 200, body: paymentBody(payment) })));
    if (method !== 'POST') return null;
    if (action === 'captures') return authorised(withPayment(id, capture));
    if (action === 'refunds') return authorised(withPayment(id, refund));
    if (action === 'close')
      return authorised(
        withPayment(id, (payment) => {
          if (payment.status !== 'AUTHORIZED') return refused(400, 'bad_data', 'payment is not authorized');
          payment.status = 'CLOSED';
          return { status: 200, body: paymentBody(payment) };
        }),
      );
    return null;
  });

  return {
    ...server,
    secretKey,
    merchantCode,
    webhookHeader,
    webhookSecret,
    payments,
    rejections,
    scoring,
    webhooks,

    paymentOf(reference) {
      const found = [...payments.values()].filter((payment) => payment.reference === reference).at(-1);
      if (!found) throw new Error(`No Tabby payment for ${reference}`);
      return found;
    },

    pay(paymentId, outcome) {
      const payment = payments.get(paymentId)!;
      payment.status = outcome === 'success' ? 'AUTHORIZED' : 'REJECTED';
      const back = new URL(outcome === 'success' ? payment.merchantUrls!.success : payment.merchantUrls!.failure);
      back.searchParams.set('payment_id', payment.id);
      return back.toString();
    },

    paymentEvent(paymentId, eventOptions = {}) {
      const payment = payments.get(paymentId)!;
      const body = { ...paymentBody(payment), status: payment.status.toLowerCase(), token: null };
      return {
        body: JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          [webhookHeader.toLowerCase()]: eventOptions.secret ?? webhookSecret,
        },
      };
    },
  };
}
