import { createHmac } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import type {
  GatewayOutcome,
  GatewayRefund,
  OnlinePaymentProvider,
  OpenedPayment,
  Payer,
  WebhookReceiver,
} from '../payment-provider.ts';
import { callGateway, GatewayUnavailableError } from '../gateway-http.ts';
import { filsToKwd, jsonWithDecimals, kwdToFils } from '../kwd-amount.ts';
import { headerOf, parseWebhookBody, sameSignature } from '../webhook-reading.ts';

// Tap Payments API v2 (developers.tap.company: "Create a Charge", "Retrieve a Charge", "Create a
// Refund", "Webhook", "Idempotency", "Redirect"); see README.md in this folder for what is used and why.

export interface TapSettings {
  /** https://api.tap.company: the same base for test and live; the secret key's mode decides. */
  apiUrl: string;
  /** sk_test_… or sk_live_…: authorises every call and signs the webhooks (hashstring). */
  secretKey: string;
  /** The merchant id, for an account with several (Tap's `merchant.id`); unset, the key's default. */
  merchantId: string | undefined;
}

/** The payment methods the shop's providers map to, by Tap's `source.id`. */
export const TAP_SOURCES = { knet: 'src_kw.knet', card: 'src_card' } as const;
export type TapMethod = keyof typeof TAP_SOURCES;

/** Tap's `errors` body of a refused request. */
const TapErrors = z.object({ errors: z.array(z.object({ code: z.string().nullish(), description: z.string() })) });

const Charge = z.object({
  id: z.string().min(1),
  object: z.literal('charge'),
  status: z.string(),
  amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  reference: z
    .object({ transaction: z.string().nullish(), gateway: z.string().nullish(), payment: z.string().nullish() })
    .nullish(),
  transaction: z.object({ url: z.string().url().nullish(), created: z.union([z.string(), z.number()]).nullish() }),
  response: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

const Refund = z.object({
  id: z.string().min(1),
  object: z.literal('refund'),
  status: z.string(),
  amount: z.union([z.number(), z.string()]),
  currency: z.string(),
  charge_id: z.string().nullish(),
  reference: z.object({ gateway: z.string().nullish(), payment: z.string().nullish() }).nullish(),
  created: z.union([z.string(), z.number()]).nullish(),
  response: z.object({ message: z.string().nullish() }).nullish(),
});

/** A charge that will not be paid any more; INITIATED, IN_PROGRESS, AUTHORIZED and UNKNOWN may still be. */
const FAILED_CHARGE = new Set(['ABANDONED', 'CANCELLED', 'FAILED', 'DECLINED', 'RESTRICTED', 'VOID', 'TIMEDOUT']);

function refundStatus(status: string): GatewayRefund['status'] {
  const upper = status.toUpperCase();
  return upper === 'REFUNDED' ? 'succeeded' : upper === 'FAILED' || upper === 'CANCELLED' ? 'failed' : 'pending';
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Tap's webhook `hashstring`: hex HMAC-SHA256, under the secret API key, of `x_id…x_amount…x_currency…
 * x_gateway_reference…x_payment_reference…x_status…x_created…`, the amount written with the currency's
 * decimals (KWD: 3). A charge's `x_created` is its `transaction.created`, a refund's its `created`.
 * Null for an amount that is not a KWD decimal (the shop takes KWD only).
 */
export function tapHashString(secretKey: string, body: z.infer<typeof Charge> | z.infer<typeof Refund>): string | null {
  const fils = body.currency === 'KWD' ? kwdToFils(body.amount) : null;
  if (fils === null) return null;
  const created = body.object === 'charge' ? body.transaction.created : body.created;
  const signed =
    `x_id${body.id}x_amount${filsToKwd(fils)}x_currency${body.currency}` +
    `x_gateway_reference${text(body.reference?.gateway)}x_payment_reference${text(body.reference?.payment)}` +
    `x_status${body.status}x_created${text(created)}`;
  return createHmac('sha256', secretKey).update(signed, 'utf8').digest('hex');
}

/**
 * The webhook endpoint of the Tap account (its `post.url`), for every method it serves. Tap posts the
 * charge or refund object itself, without an event id: the event is the object's id and the status
 * it reports, so a redelivery of one state counts once and a later state counts again.
 */
export function createTapWebhooks(settings: TapSettings, accounts: string[]): WebhookReceiver {
  return {
    provider: 'tap',
    accounts,
    read(rawBody, headers) {
      const body = parseWebhookBody(rawBody, z.discriminatedUnion('object', [Charge, Refund]));
      const expected = body && tapHashString(settings.secretKey, body);
      if (!body || !expected) return 'malformed';
      const given = Buffer.from((headerOf(headers, 'hashstring') ?? '').toLowerCase(), 'utf8');
      if (!sameSignature(given, Buffer.from(expected, 'utf8'))) return 'invalid';
      const eventId = `${body.id}:${body.status}`;
      return body.object === 'charge'
        ? { eventId, kind: 'payment', gatewayPaymentId: body.id }
        : { eventId, kind: 'refund', gatewayRefundId: body.id, status: refundStatus(body.status) };
    },
  };
}

/** Tap's `customer`: a name and a phone split into country code and national number (as its API wants). */
function tapCustomer(payer: Payer) {
  const phone = parsePhoneNumberFromString(payer.phone);
  return {
    first_name: payer.firstName || '-',
    last_name: payer.lastName,
    ...(payer.email ? { email: payer.email } : {}),
    ...(phone ? { phone: { country_code: phone.countryCallingCode, number: phone.nationalNumber } } : {}),
  };
}

/**
 * One payment method (KNET or cards) of a Tap account: a charge with the method's `source.id`,
 * opened under the shop's reference (also Tap's idempotency key, so a retried creation answers the
 * same charge), the shopper sent to `transaction.url`; the outcome is always read with Retrieve a
 * Charge by the charge id the shop kept, never from the `tap_id` the browser brings back.
 */
export function createTapProvider({
  gateway,
  method,
  settings,
  returnUrl,
  timeoutMs,
}: {
  /** The account's name in the shop, e.g. `knet-tap`. */
  gateway: string;
  method: TapMethod;
  settings: TapSettings;
  /** The shop's GET /api/payments/payment-result; Tap appends `tap_id`. */
  returnUrl: string;
  timeoutMs: number;
}): OnlinePaymentProvider {
  const webhookUrl = new URL('/api/payments/webhooks/tap', returnUrl).toString();
  const authorization = { authorization: `Bearer ${settings.secretKey}` };

  /** A v2 call: the object as `schema` reads it, or null with Tap's explanation when it refused the request. */
  async function call<T extends z.ZodType>(
    path: string,
    init: { method: 'GET' } | { method: 'POST'; body: string },
    schema: T,
  ): Promise<{ data: z.infer<T> | null; message: string }> {
    const answer = await callGateway('tap', `${settings.apiUrl}${path}`, {
      ...init,
      headers: authorization,
      timeoutMs,
    });
    if (answer.status < 300) {
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) throw new GatewayUnavailableError(`tap: unexpected answer from ${path}`);
      return { data: parsed.data as z.infer<T>, message: '' };
    }
    if (answer.status === 404) return { data: null, message: 'Not found' };
    const refused = TapErrors.safeParse(answer.body);
    if (!refused.success) throw new GatewayUnavailableError(`tap: unexpected ${answer.status} from ${path}`);
    return { data: null, message: refused.data.errors.map((error) => error.description).join(' ') };
  }

  function toOutcome(charge: z.infer<typeof Charge>): GatewayOutcome {
    const status = charge.status.toUpperCase();
    const result: GatewayOutcome['status'] =
      status === 'CAPTURED' ? 'paid' : FAILED_CHARGE.has(status) ? 'failed' : 'pending';
    return {
      reference: charge.reference?.transaction ?? '',
      status: result,
      // A value that is not a 3-place KWD decimal can never equal the request's amount: the payment fails.
      amount: kwdToFils(charge.amount) ?? -1,
      currency: charge.currency,
      gatewayPaymentId: charge.id,
      failureReason:
        result === 'failed' ? charge.response?.message || `The payment was ${status.toLowerCase()}.` : null,
    };
  }

  async function lookup(payment: OpenedPayment): Promise<GatewayOutcome | null> {
    if (!payment.gatewayPaymentId) return null;
    const { data } = await call(
      `/v2/charges/${encodeURIComponent(payment.gatewayPaymentId)}`,
      { method: 'GET' },
      Charge,
    );
    return data ? toOutcome(data) : null;
  }

  return {
    online: true,
    gateway,

    async openPayment(payment) {
      const back = new URL(returnUrl);
      back.searchParams.set('gateway', gateway);
      back.searchParams.set('ref', payment.reference);
      const { data: charge, message } = await call(
        '/v2/charges',
        {
          method: 'POST',
          body: jsonWithDecimals(
            {
              currency: payment.currency,
              customer_initiated: true,
              threeDSecure: true,
              save_card: false,
              description: payment.description,
              metadata: { udf1: payment.reference },
              reference: { transaction: payment.reference, order: payment.reference, idempotent: payment.reference },
              receipt: { email: false, sms: false },
              customer: tapCustomer(payment.payer),
              ...(settings.merchantId ? { merchant: { id: settings.merchantId } } : {}),
              source: { id: TAP_SOURCES[method] },
              post: { url: webhookUrl },
              redirect: { url: back.toString() },
            },
            { amount: filsToKwd(payment.amount) },
          ),
        },
        Charge,
      );
      if (!charge?.transaction.url) throw new GatewayUnavailableError(`tap: the charge was refused: ${message}`);
      return { gatewayPaymentId: charge.id, paymentLink: charge.transaction.url };
    },

    // The `tap_id` Tap appends is not signed: the charge id the shop kept is asked instead.
    verifyReturn: (_query, payment) => lookup(payment),

    lookup,

    // Tap has no void for a charge the shopper did not finish: the outcome is read, and the charge lapses.
    cancel: lookup,

    async refund(payment, refund): Promise<GatewayRefund> {
      const { data: made, message } = await call(
        '/v2/refunds',
        {
          method: 'POST',
          body: jsonWithDecimals(
            {
              charge_id: payment.gatewayPaymentId,
              currency: refund.currency,
              description: refund.reason,
              reason: 'requested_by_customer',
              reference: { merchant: refund.reference, idempotent: refund.reference },
              metadata: { udf1: payment.reference },
              post: { url: webhookUrl },
            },
            { amount: filsToKwd(refund.amount) },
          ),
        },
        Refund,
      );
      if (!made) return { gatewayRefundId: '', status: 'failed', failureReason: message || 'Tap refused the refund.' };
      const status = refundStatus(made.status);
      return {
        gatewayRefundId: made.id,
        status,
        failureReason: status === 'failed' ? made.response?.message || 'Tap refused the refund.' : null,
      };
    },
  };
}
