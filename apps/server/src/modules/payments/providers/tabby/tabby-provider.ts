import { z } from 'zod';
import type {
  Eligibility,
  GatewayOutcome,
  GatewayRefund,
  OnlinePaymentProvider,
  OpenedPayment,
  OpenPayment,
  WebhookReceiver,
} from '../payment-provider.ts';
import { callGateway, gatewayJsonCaller, GatewayUnavailableError, PaymentRejectedError } from '../gateway-http.ts';
import { filsToKwd, kwdToFils } from '../kwd-amount.ts';
import { headerOf, parseWebhookBody, sameSignature } from '../webhook-reading.ts';

// Tabby API v2 (docs.tabby.ai: "Create a session", "Retrieve a payment", "Capture a payment", "Close a
// payment", "Refund a payment", "Webhooks", "Background pre-scoring"); see README.md in this folder.

export interface TabbySettings {
  /** https://api.tabby.ai for test and live alike: the key (sk_test_… or the live one) decides. */
  apiUrl: string;
  secretKey: string;
  /** The store's code at Tabby (one per country), sent with every session and webhook registration. */
  merchantCode: string;
  /** The header Tabby is told to send with every webhook, and its value (checked on each call). */
  webhookHeader: string;
  webhookSecret: string;
}

/** Tabby's error body: `{ status: "error", errorType, error }`. */
const TabbyError = z.object({ status: z.literal('error'), errorType: z.string().nullish(), error: z.string() });

const Payment = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.string(),
  currency: z.string(),
  order: z.object({ reference_id: z.string().nullish() }).nullish(),
  captures: z.array(z.object({ id: z.string(), amount: z.string(), reference_id: z.string().nullish() })).nullish(),
  refunds: z.array(z.object({ id: z.string(), amount: z.string(), reference_id: z.string().nullish() })).nullish(),
});
type TabbyPayment = z.infer<typeof Payment>;

const REJECTION_REASONS = ['not_available', 'order_amount_too_high', 'order_amount_too_low'] as const;
const Session = z.object({
  id: z.string(),
  status: z.string(),
  configuration: z
    .object({
      available_products: z
        .object({ installments: z.array(z.object({ web_url: z.string().url() })).nullish() })
        .nullish(),
      products: z.object({ installments: z.object({ rejection_reason: z.string().nullish() }).nullish() }).nullish(),
    })
    .nullish(),
  payment: Payment.pick({ id: true, status: true }),
});

/** Tabby does not tell merchants why it declined (its FAQ): the shopper sees its own page's message. */
const DECLINED = 'Tabby did not approve this payment.';

const rejectionOf = (session: z.infer<typeof Session>): Extract<Eligibility, { eligible: false }>['reason'] => {
  const reason = session.configuration?.products?.installments?.rejection_reason;
  return REJECTION_REASONS.find((known) => known === reason) ?? 'not_available';
};

/**
 * The webhook endpoint of the Tabby account. Tabby posts the payment object (status in lower case) with the header
 * value the shop registered; it sends no event id and no signature over the body, so the body is never believed (it
 * only prompts a Retrieve), and an event is the payment id, its status and how many captures and refunds it lists:
 * a redelivery counts once, a capture or refund of the same status counts again.
 */
export function createTabbyWebhooks(settings: TabbySettings, accounts: string[]): WebhookReceiver {
  const expected = Buffer.from(settings.webhookSecret, 'utf8');
  return {
    provider: 'tabby',
    accounts,
    read(rawBody, headers) {
      const body = parseWebhookBody(rawBody, Payment);
      if (!body) return 'malformed';
      const given = Buffer.from(headerOf(headers, settings.webhookHeader.toLowerCase()) ?? '', 'utf8');
      if (!sameSignature(given, expected)) return 'invalid';
      const eventId = `${body.id}:${body.status.toLowerCase()}:c${body.captures?.length ?? 0}:r${body.refunds?.length ?? 0}`;
      return { eventId, kind: 'payment', gatewayPaymentId: body.id };
    },
  };
}

/**
 * The shop's Tabby (pay in 4) account: a checkout session per payment under the shop's reference, the shopper sent to
 * its hosted page; an authorised payment is captured in full (idempotently, under the shop's reference) once its
 * amount is the request's, and only a captured (CLOSED) payment is paid. Outcomes are always read with Retrieve a
 * Payment by the payment id the shop kept, never from the `payment_id` the browser brings back.
 */
export function createTabbyProvider({
  gateway,
  settings,
  returnUrl,
  timeoutMs,
}: {
  /** The account's name in the shop: `tabby`. */
  gateway: string;
  settings: TabbySettings;
  /** The shop's GET /api/payments/payment-result; Tabby appends `payment_id`. */
  returnUrl: string;
  timeoutMs: number;
}): OnlinePaymentProvider {
  const authorization = { authorization: `Bearer ${settings.secretKey}` };

  /** A v2 call: the object as `schema` reads it, or null with Tabby's explanation when it refused the request. */
  const call = gatewayJsonCaller({
    gateway: 'tabby',
    apiUrl: settings.apiUrl,
    headers: authorization,
    timeoutMs,
    refusalMessage: (body) => {
      const refused = TabbyError.safeParse(body);
      return refused.success ? refused.data.error : undefined;
    },
  });

  /** A session's `payment` and the shop's side of it: amounts as Tabby writes them, 3 places for KWD. */
  function sessionBody(payment: Omit<OpenPayment, 'reference' | 'description'> & { reference?: string }) {
    const { payer } = payment;
    return {
      payment: {
        amount: filsToKwd(payment.amount),
        currency: payment.currency,
        ...(payment.reference ? { description: payment.reference } : {}),
        buyer: {
          name: `${payer.firstName} ${payer.lastName}`.trim() || '-',
          phone: payer.phone,
          ...(payer.email ? { email: payer.email } : {}),
        },
        shipping_address: { city: payer.city || '-', address: payer.addressLine || '-', zip: '-' },
        ...(payment.reference
          ? {
              order: {
                reference_id: payment.reference,
                items: [
                  {
                    reference_id: payment.reference,
                    title: payment.reference,
                    quantity: 1,
                    unit_price: filsToKwd(payment.amount),
                  },
                ],
              },
            }
          : {}),
      },
      lang: payment.language,
      merchant_code: settings.merchantCode,
    };
  }

  const paymentPath = (id: string) => `/api/v2/payments/${encodeURIComponent(id)}`;

  function toOutcome(payment: TabbyPayment, reference: string, failureReason = DECLINED): GatewayOutcome {
    const status = payment.status.toUpperCase();
    // CLOSED is captured (also a payment closed by hand, which then lists no captures: not paid).
    const captured = status === 'CLOSED' && (payment.captures?.length ?? 0) > 0;
    const result: GatewayOutcome['status'] = captured
      ? 'paid'
      : status === 'REJECTED' || status === 'EXPIRED' || status === 'CLOSED'
        ? 'failed'
        : 'pending';
    return {
      reference: payment.order?.reference_id ?? reference,
      status: result,
      // A value that is not a 3-place KWD decimal can never equal the request's amount: the payment fails.
      amount: kwdToFils(payment.amount) ?? -1,
      currency: payment.currency,
      gatewayPaymentId: payment.id,
      failureReason: result === 'failed' ? (status === 'EXPIRED' ? 'The Tabby payment expired.' : failureReason) : null,
    };
  }

  /**
   * The payment as Tabby holds it; an AUTHORIZED one of exactly the request's amount is captured in full first, one of
   * another amount is closed (the shopper's authorisation released) and answered as it is, so the shop fails it.
   */
  async function lookup(opened: OpenedPayment): Promise<GatewayOutcome | null> {
    if (!opened.gatewayPaymentId) return null;
    const path = paymentPath(opened.gatewayPaymentId);
    const { data: payment } = await call(path, { method: 'GET' }, Payment);
    if (!payment) return null;
    if (payment.status.toUpperCase() !== 'AUTHORIZED') return toOutcome(payment, opened.reference);
    const matches =
      payment.order?.reference_id === opened.reference &&
      kwdToFils(payment.amount) === opened.amount &&
      payment.currency === opened.currency;
    if (!matches) {
      await call(`${path}/close`, { method: 'POST', body: {} }, Payment);
      return { ...toOutcome(payment, opened.reference), status: 'failed' };
    }
    // The shop's reference is the capture's idempotency key: a retried capture answers the first one.
    const { data: captured } = await call(
      `${path}/captures`,
      { method: 'POST', body: { amount: filsToKwd(opened.amount), reference_id: opened.reference } },
      Payment,
    );
    // A refused capture leaves the payment authorised: asked again later (Tabby captures by itself after 21 days).
    return toOutcome(captured ?? payment, opened.reference);
  }

  return {
    online: true,
    gateway,

    // Tabby's background pre-scoring is a session with the total and the buyer, whose status says whether to offer it.
    async checkEligibility(payment) {
      const { data: session, message } = await call(
        '/api/v2/checkout',
        { method: 'POST', body: sessionBody(payment) },
        Session,
      );
      if (!session) throw new GatewayUnavailableError(`tabby: the pre-scoring session was refused: ${message}`);
      return session.status === 'rejected' ? { eligible: false, reason: rejectionOf(session) } : { eligible: true };
    },

    async openPayment(payment) {
      // One address for the three outcomes: the outcome is asked of Tabby, never read from which one was used.
      const url = new URL(returnUrl);
      url.searchParams.set('gateway', gateway);
      url.searchParams.set('ref', payment.reference);
      const back = url.toString();
      const { data: session, message } = await call(
        '/api/v2/checkout',
        {
          method: 'POST',
          body: {
            ...sessionBody(payment),
            merchant_urls: { success: back, cancel: back, failure: back },
          },
        },
        Session,
      );
      if (!session) throw new GatewayUnavailableError(`tabby: the session was refused: ${message}`);
      // The cart or the buyer changed since the pre-scoring: Tabby says no now, and the shopper pays another way.
      if (session.status === 'rejected') throw new PaymentRejectedError(rejectionOf(session));
      const webUrl = session.configuration?.available_products?.installments?.[0]?.web_url;
      if (!webUrl) throw new GatewayUnavailableError('tabby: the session has no hosted page');
      return { gatewayPaymentId: session.payment.id, paymentLink: webUrl };
    },

    // The `payment_id` Tabby appends is not signed: the payment id the shop kept is asked instead.
    verifyReturn: (_query, payment) => lookup(payment),

    lookup,

    // An unfinished Tabby session cannot be voided; it expires (20 + 10 minutes). One the shopper finished is captured.
    cancel: lookup,

    async refund(payment, refund): Promise<GatewayRefund> {
      const { data: refunded, message } = await call(
        `${paymentPath(payment.gatewayPaymentId)}/refunds`,
        {
          method: 'POST',
          body: { amount: filsToKwd(refund.amount), reference_id: refund.reference, reason: refund.reason },
        },
        Payment,
      );
      const made = refunded?.refunds?.find((candidate) => candidate.reference_id === refund.reference);
      if (!made)
        return { gatewayRefundId: '', status: 'failed', failureReason: message || 'Tabby refused the refund.' };
      // Tabby answers a refund once it is made: there is no pending state to wait for.
      return { gatewayRefundId: made.id, status: 'succeeded', failureReason: null };
    },
  };
}

/**
 * Registers (or corrects) the shop's webhook at Tabby: `url` with the header Tabby will send on every call. Tabby keeps
 * up to four per merchant code; the one at `url` is updated rather than added twice.
 */
export async function registerTabbyWebhook(settings: TabbySettings, url: string, timeoutMs: number): Promise<void> {
  const headers = { authorization: `Bearer ${settings.secretKey}`, 'x-merchant-code': settings.merchantCode };
  const wanted = JSON.stringify({ url, header: { title: settings.webhookHeader, value: settings.webhookSecret } });
  const Webhook = z.object({
    id: z.string(),
    url: z.string(),
    header: z.object({ title: z.string(), value: z.string() }).nullish(),
  });
  const listed = await callGateway('tabby', `${settings.apiUrl}/api/v1/webhooks`, {
    method: 'GET',
    headers,
    timeoutMs,
  });
  const existing = z.array(Webhook).safeParse(listed.body);
  if (listed.status >= 300 || !existing.success)
    throw new GatewayUnavailableError(`tabby: could not list the webhooks (${listed.status})`);
  const current = existing.data.find((webhook) => webhook.url === url);
  if (current?.header?.title === settings.webhookHeader && current.header.value === settings.webhookSecret) return;
  const saved = await callGateway(
    'tabby',
    `${settings.apiUrl}/api/v1/webhooks${current ? `/${encodeURIComponent(current.id)}` : ''}`,
    { method: current ? 'PUT' : 'POST', headers, body: wanted, timeoutMs },
  );
  if (saved.status >= 300) throw new GatewayUnavailableError(`tabby: could not register the webhook (${saved.status})`);
}
