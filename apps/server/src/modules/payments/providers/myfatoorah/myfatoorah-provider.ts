import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type {
  GatewayOutcome,
  GatewayRefund,
  OnlinePaymentProvider,
  OpenedPayment,
  VerifiedWebhook,
  WebhookReceiver,
} from '../payment-provider.ts';
import { callGateway, GatewayUnavailableError } from '../gateway-http.ts';
import { filsToKwd, jsonWithDecimals, kwdToFils } from '../kwd-amount.ts';
import { headerOf, parseWebhookBody, sameSignature } from '../webhook-reading.ts';

// MyFatoorah API v2 (docs.myfatoorah.com, "Gateway Integration", "Payment Inquiry", "Refund",
// "Webhook V2"); see README.md in this folder for what is used and why.

export interface MyFatoorahSettings {
  /** https://apitest.myfatoorah.com (test) or the account country's live base, e.g. https://api.myfatoorah.com. */
  apiUrl: string;
  apiKey: string;
  /** The portal's webhook secret key: signs webhook v2 events. */
  webhookSecret: string;
}

/** The payment methods the shop's providers map to, by MyFatoorah's `PaymentMethodCode` (InitiatePayment). */
export const MYFATOORAH_METHOD_CODES = { knet: 'kn', card: 'vm' } as const;
export type MyFatoorahMethod = keyof typeof MYFATOORAH_METHOD_CODES;

/** Every v2 answer comes in this envelope; a refused request is `IsSuccess: false` with a message. */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    IsSuccess: z.boolean(),
    Message: z.string().nullish(),
    ValidationErrors: z.array(z.object({ Name: z.string().nullish(), Error: z.string().nullish() })).nullish(),
    Data: data.nullish(),
  });

const InitiatePaymentData = z.object({
  PaymentMethods: z.array(z.object({ PaymentMethodId: z.number().int(), PaymentMethodCode: z.string() })),
});
const ExecutePaymentData = z.object({ InvoiceId: z.number().int(), PaymentURL: z.string().url() });
const PaymentStatusData = z.object({
  InvoiceId: z.number().int(),
  InvoiceStatus: z.string(),
  CustomerReference: z.string().nullish(),
  InvoiceValue: z.union([z.number(), z.string()]),
  InvoiceTransactions: z
    .array(z.object({ TransactionStatus: z.string(), PaymentId: z.string().nullish(), Error: z.string().nullish() }))
    .default([]),
});
const MakeRefundData = z.object({ RefundId: z.number().int() });

const WebhookEvent = z.object({
  Event: z.object({ Code: z.number().int(), Name: z.string(), Reference: z.string().min(1) }),
  Data: z.record(z.string(), z.unknown()),
});

/** The Data fields each v2 event signs, in the documented order (not alphabetical). */
const SIGNED_FIELDS: Record<number, string[]> = {
  1: ['Invoice.Id', 'Invoice.Status', 'Transaction.Status', 'Transaction.PaymentId', 'Invoice.ExternalIdentifier'],
  2: ['Refund.Id', 'Refund.Status', 'Amount.ValueInBaseCurrency', 'ReferencedInvoice.Id'],
};

function field(data: Record<string, unknown>, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
  return value === null || value === undefined ? '' : String(value);
}

/** Webhook v2 signature: base64 HMAC-SHA256, under the webhook secret, of `Key=Value` pairs joined by commas. */
export function signMyFatoorahEvent(secret: string, code: number, data: Record<string, unknown>): string | null {
  const fields = SIGNED_FIELDS[code];
  if (!fields) return null;
  const text = fields.map((path) => `${path}=${field(data, path)}`).join(',');
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64');
}

/** The webhook endpoint of the MyFatoorah account: one for every method (KNET, cards) it serves. */
export function createMyFatoorahWebhooks(settings: MyFatoorahSettings, accounts: string[]): WebhookReceiver {
  return {
    provider: 'myfatoorah',
    accounts,
    read(rawBody, headers) {
      const event = parseWebhookBody(rawBody, WebhookEvent);
      if (!event) return 'malformed';
      const given = Buffer.from(headerOf(headers, 'myfatoorah-signature') ?? '', 'base64');
      const signature = signMyFatoorahEvent(settings.webhookSecret, event.Event.Code, event.Data);
      // Events the shop does not act on (balance transfers, suppliers, recurring) are not signed by a known field list.
      if (signature === null) return 'malformed';
      const expected = Buffer.from(signature, 'base64');
      if (!sameSignature(given, expected)) return 'invalid';
      const eventId = event.Event.Reference;
      if (event.Event.Code === 1) {
        const invoiceId = field(event.Data, 'Invoice.Id');
        return invoiceId ? { eventId, kind: 'payment', gatewayPaymentId: invoiceId } : 'malformed';
      }
      const refundId = field(event.Data, 'Refund.Id');
      const status = field(event.Data, 'Refund.Status').toUpperCase();
      const refund: VerifiedWebhook = {
        eventId,
        kind: 'refund',
        gatewayRefundId: refundId,
        status: status === 'REFUNDED' ? 'succeeded' : status === 'CANCELED' ? 'failed' : 'pending',
      };
      return refundId ? refund : 'malformed';
    },
  };
}

/**
 * One payment method (KNET or cards) of a MyFatoorah account: InitiatePayment finds the method's
 * id for the amount, ExecutePayment opens an invoice under the shop's reference
 * (`CustomerReference`) and answers the hosted page; the outcome is always read with
 * GetPaymentStatus by the InvoiceId the shop kept, never from what the browser or a webhook says.
 */
export function createMyFatoorahProvider({
  gateway,
  method,
  settings,
  returnUrl,
  timeoutMs,
}: {
  /** The account's name in the shop, e.g. `knet-myfatoorah`. */
  gateway: string;
  method: MyFatoorahMethod;
  settings: MyFatoorahSettings;
  /** The shop's GET /api/payments/payment-result; MyFatoorah appends `paymentId` and `Id`. */
  returnUrl: string;
  timeoutMs: number;
}): OnlinePaymentProvider {
  /** A v2 call: its Data, or null with MyFatoorah's message when it refused the request. */
  async function call<T extends z.ZodType>(
    path: string,
    body: string,
    data: T,
  ): Promise<{ data: z.infer<T> | null; message: string }> {
    const answer = await callGateway('myfatoorah', `${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiKey}` },
      body,
      timeoutMs,
    });
    const parsed = envelope(data).safeParse(answer.body);
    if (!parsed.success) throw new GatewayUnavailableError(`myfatoorah: unexpected answer from ${path}`);
    const message = parsed.data.Message || parsed.data.ValidationErrors?.map((error) => error.Error).join(' ') || '';
    return { data: parsed.data.IsSuccess ? ((parsed.data.Data ?? null) as z.infer<T> | null) : null, message };
  }

  function toOutcome(status: z.infer<typeof PaymentStatusData>): GatewayOutcome {
    const last = status.InvoiceTransactions.at(-1);
    const result: GatewayOutcome['status'] =
      status.InvoiceStatus === 'Paid'
        ? 'paid'
        : status.InvoiceStatus === 'Canceled' || last?.TransactionStatus === 'Failed'
          ? 'failed'
          : 'pending';
    return {
      reference: status.CustomerReference ?? '',
      status: result,
      // A value that is not a 3-place KWD decimal can never equal the request's amount: the payment fails.
      amount: kwdToFils(status.InvoiceValue) ?? -1,
      // InvoiceValue is in the account's currency; the shop's MyFatoorah account is a Kuwait (KWD) one (README).
      currency: 'KWD',
      gatewayPaymentId: String(status.InvoiceId),
      failureReason:
        result !== 'failed'
          ? null
          : status.InvoiceStatus === 'Canceled'
            ? 'The payment was cancelled.'
            : last?.Error || 'The payment was declined.',
    };
  }

  async function lookup(payment: OpenedPayment): Promise<GatewayOutcome | null> {
    if (!payment.gatewayPaymentId) return null;
    const { data } = await call(
      '/v2/GetPaymentStatus',
      JSON.stringify({ Key: payment.gatewayPaymentId, KeyType: 'InvoiceId' }),
      PaymentStatusData,
    );
    return data ? toOutcome(data) : null;
  }

  return {
    online: true,
    gateway,

    async openPayment(payment) {
      const value = filsToKwd(payment.amount);
      const { data: methods } = await call(
        '/v2/InitiatePayment',
        jsonWithDecimals({ CurrencyIso: payment.currency }, { InvoiceAmount: value }),
        InitiatePaymentData,
      );
      const chosen = methods?.PaymentMethods.find(
        (offered) => offered.PaymentMethodCode.toLowerCase() === MYFATOORAH_METHOD_CODES[method],
      );
      if (!chosen) throw new GatewayUnavailableError(`myfatoorah: the account does not offer ${method}`);
      const back = new URL(returnUrl);
      back.searchParams.set('gateway', gateway);
      back.searchParams.set('ref', payment.reference);
      const { data: invoice, message } = await call(
        '/v2/ExecutePayment',
        jsonWithDecimals(
          {
            PaymentMethodId: chosen.PaymentMethodId,
            CustomerReference: payment.reference,
            DisplayCurrencyIso: payment.currency,
            CallBackUrl: back.toString(),
            ErrorUrl: back.toString(),
            Language: payment.language,
            UserDefinedField: payment.description,
          },
          { InvoiceValue: value },
        ),
        ExecutePaymentData,
      );
      if (!invoice) throw new GatewayUnavailableError(`myfatoorah: ExecutePayment was refused: ${message}`);
      return { gatewayPaymentId: String(invoice.InvoiceId), paymentLink: invoice.PaymentURL };
    },

    // The callback's paymentId and Id are not signed: the InvoiceId the shop kept is asked instead.
    verifyReturn: (_query, payment) => lookup(payment),

    lookup,

    // MyFatoorah has no void for an unpaid invoice: the outcome is read, and the invoice lapses at its expiry.
    cancel: lookup,

    async refund(payment, refund): Promise<GatewayRefund> {
      const { data: made, message } = await call(
        '/v2/MakeRefund',
        jsonWithDecimals(
          {
            KeyType: 'InvoiceId',
            Key: payment.gatewayPaymentId,
            RefundChargeOnCustomer: false,
            ServiceChargeOnCustomer: false,
            Comment: `${refund.reference}: ${refund.reason}`,
          },
          { Amount: filsToKwd(refund.amount) },
        ),
        MakeRefundData,
      );
      // A refund request is executed by MyFatoorah's finance team; REFUND_STATUS_CHANGED reports when it is done.
      return made
        ? { gatewayRefundId: String(made.RefundId), status: 'pending', failureReason: null }
        : { gatewayRefundId: '', status: 'failed', failureReason: message || 'MyFatoorah refused the refund.' };
    },
  };
}
