import { createHmac } from 'node:crypto';
import { startFakeServer, type FakeServer, type Handler, type JsonRequest } from './fake-server.ts';

// A local MyFatoorah (API v2, as docs.myfatoorah.com documents it): InitiatePayment,
// ExecutePayment, GetPaymentStatus (by InvoiceId, PaymentId or CustomerReference), MakeRefund,
// the `{ IsSuccess, Message, ValidationErrors, Data }` envelope, Bearer authorisation, and
// Webhook V2 events signed in the MyFatoorah-Signature header. The shopper's steps on the hosted
// page are methods the tests call (`pay`), as are the webhooks MyFatoorah would send.

interface Transaction {
  PaymentId: string;
  TransactionStatus: 'Succss' | 'Failed';
  Error: string | null;
}

export interface FakeInvoice {
  InvoiceId: number;
  CustomerReference: string;
  /** The amount as the ExecutePayment body wrote it. */
  rawInvoiceValue: string;
  /** What MyFatoorah's books say (a test may make it differ). */
  InvoiceValue: number;
  PaymentMethodId: number;
  CallBackUrl: string;
  ErrorUrl: string;
  Language: string;
  status: 'Pending' | 'Paid' | 'Canceled';
  transactions: Transaction[];
  refunded: number;
}

export interface FakeRefund {
  RefundId: number;
  InvoiceId: number;
  rawAmount: string;
  Comment: string;
}

const PAYMENT_METHODS = [
  { PaymentMethodId: 1, PaymentMethodEn: 'KNET', PaymentMethodCode: 'kn' },
  { PaymentMethodId: 2, PaymentMethodEn: 'VISA/MASTER', PaymentMethodCode: 'vm' },
  { PaymentMethodId: 11, PaymentMethodEn: 'Apple Pay', PaymentMethodCode: 'ap' },
];

const ok = (Data: unknown) => ({ status: 200, body: { IsSuccess: true, Message: '', ValidationErrors: null, Data } });
const refused = (Message: string, errors: { Name: string; Error: string }[] | null = null) => ({
  status: 400,
  body: { IsSuccess: false, Message, ValidationErrors: errors, Data: null },
});

/** The literal a JSON body wrote for a decimal field, e.g. `2.500`. */
const literal = (rawBody: string, field: string) =>
  new RegExp(`"${field}"\\s*:\\s*(-?[0-9.eE+-]+)`).exec(rawBody)?.[1] ?? null;
const isKwdLiteral = (text: string | null): text is string => text !== null && /^\d+(\.\d{1,3})?$/.test(text);

export interface FakeMyFatoorah extends FakeServer {
  apiKey: string;
  webhookSecret: string;
  invoices: Map<number, FakeInvoice>;
  refunds: FakeRefund[];
  invoiceOf(reference: string): FakeInvoice;
  /** The shopper on the hosted page: answers where MyFatoorah sends the browser (CallBackUrl or ErrorUrl). */
  pay(invoiceId: number, outcome: 'success' | 'decline'): string;
  /** A PAYMENT_STATUS_CHANGED event as MyFatoorah posts it, signed (or signed with `secret`). */
  paymentEvent(invoiceId: number, options?: { reference?: string; secret?: string }): WebhookDelivery;
  /** A REFUND_STATUS_CHANGED event. */
  refundEvent(refundId: number, status: 'REFUNDED' | 'CANCELED'): WebhookDelivery;
}

export interface WebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

function sign(secret: string, pairs: [string, unknown][]): string {
  const text = pairs
    .map(([key, value]) => `${key}=${value === null || value === undefined ? '' : String(value)}`)
    .join(',');
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64');
}

export async function startFakeMyFatoorah(
  options: { apiKey?: string; webhookSecret?: string } = {},
): Promise<FakeMyFatoorah> {
  const apiKey = options.apiKey ?? 'fake-myfatoorah-api-key';
  const webhookSecret = options.webhookSecret ?? 'fake-myfatoorah-webhook-secret';
  const invoices = new Map<number, FakeInvoice>();
  const refunds: FakeRefund[] = [];
  let nextInvoice = 6_389_660;
  let nextPayment = 70_763_900;
  let nextRefund = 54_000;
  let nextEvent = 1;

  const authorised =
    (handler: Handler): Handler =>
    (request: JsonRequest) =>
      request.headers.authorization === `Bearer ${apiKey}`
        ? handler(request)
        : { status: 401, body: { IsSuccess: false, Message: 'Unauthorized', ValidationErrors: null, Data: null } };

  function findInvoice(key: string, keyType: string): FakeInvoice | undefined {
    if (keyType === 'InvoiceId') return invoices.get(Number(key));
    if (keyType === 'PaymentId')
      return [...invoices.values()].find((invoice) => invoice.transactions.some((t) => t.PaymentId === key));
    if (keyType === 'CustomerReference')
      return [...invoices.values()].find((invoice) => invoice.CustomerReference === key);
    return undefined;
  }

  const statusData = (invoice: FakeInvoice) => ({
    InvoiceId: invoice.InvoiceId,
    InvoiceStatus: invoice.status,
    InvoiceReference: `2026${String(invoice.InvoiceId).slice(-6)}`,
    CustomerReference: invoice.CustomerReference,
    CreatedDate: '2026-11-25T12:00:00',
    ExpiryDate: 'November 26, 2026',
    InvoiceValue: invoice.InvoiceValue,
    Comments: null,
    CustomerName: null,
    CustomerMobile: null,
    CustomerEmail: null,
    UserDefinedField: null,
    InvoiceDisplayValue: `${invoice.InvoiceValue.toFixed(3)} KD`,
    InvoiceTransactions: invoice.transactions.map((transaction) => ({
      TransactionDate: '2026-11-25T12:01:00',
      PaymentGateway: invoice.PaymentMethodId === 1 ? 'KNET' : 'VISA/MASTER',
      ReferenceId: '106310001097',
      TrackId: '25-11-2026_477336',
      TransactionId: transaction.PaymentId,
      PaymentId: transaction.PaymentId,
      AuthorizationId: 'B68413',
      TransactionStatus: transaction.TransactionStatus,
      TransationValue: invoice.InvoiceValue.toFixed(3),
      CustomerServiceCharge: '0.000',
      DueValue: invoice.InvoiceValue.toFixed(3),
      PaidCurrency: 'KD',
      PaidCurrencyValue: invoice.InvoiceValue.toFixed(3),
      Currency: 'KD',
      Error: transaction.Error,
      CardNumber: '',
      ErrorCode: transaction.Error ? 'MF002' : '',
    })),
  });

  const routes: Record<string, Handler> = {
    '/v2/InitiatePayment': authorised(({ rawBody, body }) => {
      const amount = literal(rawBody, 'InvoiceAmount');
      if (!isKwdLiteral(amount) || (body as { CurrencyIso?: string }).CurrencyIso !== 'KWD')
        return refused('Invalid data', [{ Name: 'InvoiceAmount', Error: 'Invalid amount' }]);
      return ok({
        PaymentMethods: PAYMENT_METHODS.map((method) => ({
          ...method,
          PaymentMethodAr: method.PaymentMethodEn,
          ImageUrl: `https://demo.myfatoorah.com/imgs/payment-methods/${method.PaymentMethodCode}.png`,
          IsDirectPayment: false,
          ServiceCharge: 0,
          TotalAmount: Number(amount),
          CurrencyIso: 'KWD',
          IsEmbeddedSupported: false,
          PaymentCurrencyIso: 'KWD',
        })),
      });
    }),

    '/v2/ExecutePayment': authorised(({ rawBody, body }) => {
      const fields = body as Record<string, unknown>;
      const value = literal(rawBody, 'InvoiceValue');
      if (!isKwdLiteral(value)) return refused('Invalid data', [{ Name: 'InvoiceValue', Error: 'Invalid amount' }]);
      if (!PAYMENT_METHODS.some((method) => method.PaymentMethodId === fields.PaymentMethodId))
        return refused('Invalid data', [{ Name: 'PaymentMethodId', Error: 'Invalid payment method' }]);
      if (typeof fields.CallBackUrl !== 'string' || String(fields.CallBackUrl).length > 254)
        return refused('Invalid data', [{ Name: 'CallBackUrl', Error: 'Invalid URL' }]);
      const invoice: FakeInvoice = {
        InvoiceId: nextInvoice++,
        CustomerReference: String(fields.CustomerReference ?? ''),
        rawInvoiceValue: value,
        InvoiceValue: Number(value),
        PaymentMethodId: Number(fields.PaymentMethodId),
        CallBackUrl: String(fields.CallBackUrl),
        ErrorUrl: String(fields.ErrorUrl ?? fields.CallBackUrl),
        Language: String(fields.Language ?? 'en'),
        status: 'Pending',
        transactions: [],
        refunded: 0,
      };
      invoices.set(invoice.InvoiceId, invoice);
      return ok({
        InvoiceId: invoice.InvoiceId,
        IsDirectPayment: false,
        PaymentURL: `${server.url}/pay/${invoice.InvoiceId}`,
        CustomerReference: invoice.CustomerReference,
        UserDefinedField: fields.UserDefinedField ?? null,
        RecurringId: '',
      });
    }),

    '/v2/GetPaymentStatus': authorised(({ body }) => {
      const { Key, KeyType } = body as { Key?: unknown; KeyType?: unknown };
      const invoice = findInvoice(String(Key), String(KeyType));
      return invoice ? ok(statusData(invoice)) : refused('Invalid key', [{ Name: 'Key', Error: 'Invalid key' }]);
    }),

    '/v2/MakeRefund': authorised(({ rawBody, body }) => {
      const fields = body as Record<string, unknown>;
      const invoice = findInvoice(String(fields.Key), String(fields.KeyType));
      const amount = literal(rawBody, 'Amount');
      if (!invoice) return refused('Invalid key');
      if (!isKwdLiteral(amount)) return refused('Invalid data', [{ Name: 'Amount', Error: 'Invalid amount' }]);
      const fils = Math.round(Number(amount) * 1000);
      if (invoice.status !== 'Paid' || invoice.refunded + fils > Math.round(invoice.InvoiceValue * 1000))
        return refused('The refund amount is more than the available amount');
      invoice.refunded += fils;
      const refund = {
        RefundId: nextRefund++,
        InvoiceId: invoice.InvoiceId,
        rawAmount: amount,
        Comment: String(fields.Comment ?? ''),
      };
      refunds.push(refund);
      return ok({
        Key: String(fields.Key),
        RefundId: refund.RefundId,
        RefundReference: `2026${refund.RefundId}`,
        RefundAmount: Number(amount),
        Amount: Number(amount),
        Comment: refund.Comment,
      });
    }),
  };

  const server = await startFakeServer((method, path) => (method === 'POST' ? (routes[path] ?? null) : null));

  /** A webhook v2 event, its signature over the documented fields (in their order) of its Data. */
  function deliveryOf(
    Code: number,
    Name: string,
    Data: unknown,
    options: { reference?: string; secret?: string },
    signed: [string, unknown][],
  ): WebhookDelivery {
    const Event = {
      Code,
      Name,
      CountryIsoCode: 'KWT',
      CreationDate: '2026-11-25T12:01:05Z',
      Reference: options.reference ?? `WH-${String(nextEvent++).padStart(6, '0')}`,
    };
    return {
      body: JSON.stringify({ Event, Data }),
      headers: {
        'content-type': 'application/json',
        'myfatoorah-signature': sign(options.secret ?? webhookSecret, signed),
      },
    };
  }

  function invoiceOf(reference: string): FakeInvoice {
    const invoice = findInvoice(reference, 'CustomerReference');
    if (!invoice) throw new Error(`No invoice for ${reference}`);
    return invoice;
  }

  return {
    ...server,
    apiKey,
    webhookSecret,
    invoices,
    refunds,
    invoiceOf,

    pay(invoiceId, outcome) {
      const invoice = invoices.get(invoiceId)!;
      const paymentId = String(nextPayment++);
      invoice.transactions.push({
        PaymentId: paymentId,
        TransactionStatus: outcome === 'success' ? 'Succss' : 'Failed',
        Error: outcome === 'success' ? null : 'Insufficient Funds',
      });
      if (outcome === 'success') invoice.status = 'Paid';
      const back = new URL(outcome === 'success' ? invoice.CallBackUrl : invoice.ErrorUrl);
      back.searchParams.set('paymentId', paymentId);
      back.searchParams.set('Id', paymentId);
      return back.toString();
    },

    paymentEvent(invoiceId, options = {}) {
      const invoice = invoices.get(invoiceId)!;
      const transaction = invoice.transactions.at(-1);
      const Data = {
        Invoice: {
          Id: String(invoice.InvoiceId),
          Status: invoice.status === 'Paid' ? 'PAID' : 'PENDING',
          Reference: `2026${String(invoice.InvoiceId).slice(-6)}`,
          CreationDate: '2026-11-25T12:00:00Z',
          ExpirationDate: '2026-11-26T12:00:00Z',
          ExternalIdentifier: null,
          UserDefinedField: null,
          MetaData: null,
        },
        Transaction: {
          Id: transaction?.PaymentId ?? null,
          Status: transaction ? (transaction.TransactionStatus === 'Succss' ? 'SUCCESS' : 'FAILED') : null,
          PaymentMethod: invoice.PaymentMethodId === 1 ? 'KNET' : 'VISA/MASTER',
          PaymentId: transaction?.PaymentId ?? null,
          ReferenceId: '106310001097',
          TrackId: '25-11-2026_477336',
          AuthorizationId: 'B68413',
          TransactionDate: '2026-11-25T12:01:00Z',
          ECI: null,
          IP: { Address: '127.0.0.1', Country: 'Kuwait' },
          Error: { Code: transaction?.Error ? 'MF002' : null, Message: transaction?.Error ?? null },
          Card: null,
        },
        Customer: { Name: null, Mobile: null, Email: null, Reference: invoice.CustomerReference },
        Amount: {
          BaseCurrency: 'KWD',
          ValueInBaseCurrency: invoice.InvoiceValue.toFixed(3),
          ServiceCharge: '0.000',
          ServiceChargeVAT: '0.000',
          ReceivableAmount: invoice.InvoiceValue.toFixed(3),
          DisplayCurrency: 'KWD',
          ValueInDisplayCurrency: invoice.InvoiceValue.toFixed(3),
          PayCurrency: 'KWD',
          ValueInPayCurrency: invoice.InvoiceValue.toFixed(3),
        },
        Suppliers: [],
      };
      return deliveryOf(1, 'PAYMENT_STATUS_CHANGED', Data, options, [
        ['Invoice.Id', Data.Invoice.Id],
        ['Invoice.Status', Data.Invoice.Status],
        ['Transaction.Status', Data.Transaction.Status],
        ['Transaction.PaymentId', Data.Transaction.PaymentId],
        ['Invoice.ExternalIdentifier', Data.Invoice.ExternalIdentifier],
      ]);
    },

    refundEvent(refundId, status) {
      const refund = refunds.find((candidate) => candidate.RefundId === refundId)!;
      const Data = {
        Refund: {
          Id: String(refund.RefundId),
          Status: status,
          Reference: `2026${refund.RefundId}`,
          CreationDate: '2026-11-25T13:00:00Z',
        },
        ReferencedInvoice: { Id: String(refund.InvoiceId) },
        Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: refund.rawAmount },
      };
      return deliveryOf(2, 'REFUND_STATUS_CHANGED', Data, {}, [
        ['Refund.Id', Data.Refund.Id],
        ['Refund.Status', Data.Refund.Status],
        ['Amount.ValueInBaseCurrency', Data.Amount.ValueInBaseCurrency],
        ['ReferencedInvoice.Id', Data.ReferencedInvoice.Id],
      ]);
    },
  };
}
