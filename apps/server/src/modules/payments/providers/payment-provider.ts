// How the shop talks to the ways it gets paid. Cash on delivery has no online step; an online
// provider is a gateway with a hosted payment page that the shopper is sent to and comes back from.

/** What the gateway says happened to a payment, once its own books were asked. */
export interface GatewayOutcome {
  /** The shop's payment reference the gateway echoes. */
  reference: string;
  /** paid: money captured; failed: declined or cancelled; pending: the shopper has not finished. */
  status: 'paid' | 'failed' | 'pending';
  /** As the gateway recorded them; the shop checks both against its own request before believing a payment. */
  amount: number;
  currency: string;
  gatewayPaymentId: string;
  failureReason: string | null;
}

/** Who pays, from the order's billing address: gateways that need a customer (Tap) send it with the charge. */
export interface Payer {
  firstName: string;
  lastName: string;
  email: string | null;
  /** E.164, e.g. +96551150001. */
  phone: string;
  /** Where the order goes, for the buy-now-pay-later gateways' scoring: the area (in English) and the street. */
  city: string;
  addressLine: string;
}

export interface OpenPayment {
  reference: string;
  amount: number;
  currency: string;
  /** Shown on the hosted page, e.g. "Order SQ-2026-000123". */
  description: string;
  language: 'en' | 'ar';
  payer: Payer;
}

/** A payment the shop opened: its own reference and, once the gateway answered, the gateway's id for it. */
export interface OpenedPayment {
  reference: string;
  gatewayPaymentId: string | null;
  /** What the shop asked for: a gateway that captures an authorisation (tabby, tamara) captures exactly this. */
  amount: number;
  currency: string;
}

/** What a buy-now-pay-later gateway's pre-scoring decided before the shopper was offered it. */
export type Eligibility =
  { eligible: true } | { eligible: false; reason: 'not_available' | 'order_amount_too_high' | 'order_amount_too_low' };

/** What the shopper's browser brought back to `GET /api/payments/payment-result`; only the sandbox signs it. */
export interface PaymentReturn {
  ref: string;
  result?: string | undefined;
  signature?: string | undefined;
}

/** A refund as the gateway took it: `pending` while the gateway (or its finance team) still works on it. */
export interface GatewayRefund {
  gatewayRefundId: string;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
}

export interface OnlinePaymentProvider {
  readonly online: true;
  /** The merchant account's name: a request's `gateway`, and `gateway=` in the return URL. */
  readonly gateway: string;
  /**
   * A buy-now-pay-later gateway's pre-scoring of this shopper and total, asked before the order is written (none for
   * a gateway that takes anyone). Throws GatewayUnavailableError when it cannot be asked.
   */
  checkEligibility?(payment: Omit<OpenPayment, 'reference' | 'description'>): Promise<Eligibility>;
  /** Opens the payment at the gateway under the shop's reference. */
  openPayment(payment: OpenPayment): Promise<{ gatewayPaymentId: string; paymentLink: string }>;
  /**
   * Reads what the shopper's browser brought back: null when the gateway signs its returns and this one's signature is
   * not valid; otherwise the outcome as the gateway's status lookup (server to server) reports it, never as the URL
   * claims.
   */
  verifyReturn(query: PaymentReturn, payment: OpenedPayment): Promise<GatewayOutcome | null>;
  /** The outcome of a payment the shop opened, asked of the gateway directly; null if the gateway never saw it. */
  lookup(payment: OpenedPayment): Promise<GatewayOutcome | null>;
  /**
   * Voids a payment nobody finished where the gateway can; answers its outcome afterwards ("paid" when the shopper was
   * quicker).
   */
  cancel(payment: OpenedPayment): Promise<GatewayOutcome | null>;
  /** Gives `amount` of a captured payment back to the shopper; `reference` is the shop's id of this refund. */
  refund(
    payment: { reference: string; gatewayPaymentId: string },
    refund: { reference: string; amount: number; currency: string; reason: string },
  ): Promise<GatewayRefund>;
}

export interface OfflinePaymentProvider {
  readonly online: false;
}

export type PaymentProviderAdapter = OnlinePaymentProvider | OfflinePaymentProvider;

/** A gateway's server-to-server notification, its signature checked: which payment or refund it is about. */
export type VerifiedWebhook =
  | { eventId: string; kind: 'payment'; gatewayPaymentId: string }
  | { eventId: string; kind: 'refund'; gatewayRefundId: string; status: GatewayRefund['status'] };

export type WebhookReading = VerifiedWebhook | 'invalid' | 'malformed';

/** Reads one gateway's webhooks (one endpoint per gateway, whichever of its accounts the payment is at). */
export interface WebhookReceiver {
  /** The gateway's name in `/api/payments/webhooks/{provider}`. */
  readonly provider: string;
  /** The merchant accounts whose payments its webhooks are about. */
  readonly accounts: readonly string[];
  /**
   * The notification in `rawBody`, or `invalid` when its signature does not check out; `malformed` for a body that is
   * not the gateway's JSON.
   */
  read(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookReading | Promise<WebhookReading>;
}
