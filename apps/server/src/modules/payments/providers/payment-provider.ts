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

export interface OpenPayment {
  reference: string;
  amount: number;
  currency: string;
  /** Shown on the hosted page, e.g. "Order SQ-2026-000123". */
  description: string;
  language: 'en' | 'ar';
}

export interface OnlinePaymentProvider {
  readonly online: true;
  /** The gateway's name in the return URL (`gateway=`). */
  readonly gateway: string;
  /** Opens the payment at the gateway (again answering the same one for a reference it knows). */
  openPayment(payment: OpenPayment): Promise<{ gatewayPaymentId: string; paymentLink: string }>;
  /**
   * Reads a result the shopper's browser brought back: null unless its signature is valid; then the
   * outcome as the gateway's status lookup (server to server) reports it, never as the URL claims.
   */
  verifyReturn(query: { ref: string; result: string; signature: string }): Promise<GatewayOutcome | null>;
  /** The outcome of a payment the shop opened, asked of the gateway directly; null if the gateway never saw it. */
  lookup(reference: string): Promise<GatewayOutcome | null>;
  /** Voids a payment nobody finished; answers its outcome afterwards ("paid" when the shopper was quicker). */
  cancel(gatewayPaymentId: string, reference: string): Promise<GatewayOutcome | null>;
}

export interface OfflinePaymentProvider {
  readonly online: false;
}

export type PaymentProviderAdapter = OnlinePaymentProvider | OfflinePaymentProvider;
