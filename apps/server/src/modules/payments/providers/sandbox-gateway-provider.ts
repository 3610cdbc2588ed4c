import type { GatewayOutcome, OnlinePaymentProvider, OpenedPayment } from './payment-provider.ts';
import type { SandboxGateway, SandboxPayment } from '../sandbox-gateway/sandbox-gateway.ts';
import { isValidSignature, SIGNED_RESULTS, type SignedResult } from '../sandbox-gateway/result-signature.ts';

export interface SandboxProviderOptions {
  /** The merchant account at the sandbox, e.g. `card-sandbox`. */
  gateway: string;
  /** Shared with the gateway; signs its results. */
  secret: string;
  /** The gateway's API; in-process here, an HTTPS client for a real gateway. */
  sandbox: SandboxGateway;
  /** Where the gateway sends the shopper back: the shop's GET /api/payments/payment-result. */
  returnUrl: string;
}

const STATUS: Record<SandboxPayment['status'], GatewayOutcome['status']> = {
  open: 'pending',
  challenge: 'pending',
  captured: 'paid',
  declined: 'failed',
  cancelled: 'failed',
};

const toOutcome = (payment: SandboxPayment): GatewayOutcome => ({
  reference: payment.merchantReference,
  status: STATUS[payment.status],
  amount: payment.amount,
  currency: payment.currency,
  gatewayPaymentId: payment.id,
  failureReason: payment.declineReason ?? (payment.status === 'cancelled' ? 'The payment was cancelled.' : null),
});

/** A card (or buy-now-pay-later) provider whose merchant account is at the sandbox gateway. */
export function createSandboxGatewayProvider({
  gateway,
  secret,
  sandbox,
  returnUrl,
}: SandboxProviderOptions): OnlinePaymentProvider {
  async function lookup({ reference }: OpenedPayment): Promise<GatewayOutcome | null> {
    const payment = await sandbox.lookupPayment(gateway, reference);
    return payment ? toOutcome(payment) : null;
  }

  return {
    online: true,
    gateway,

    async openPayment(payment) {
      const opened = await sandbox.openPayment({
        gateway,
        merchantReference: payment.reference,
        returnUrl,
        ...payment,
      });
      return { gatewayPaymentId: opened.paymentId, paymentLink: opened.paymentUrl };
    },

    async verifyReturn({ ref, result, signature }, payment) {
      if (!result || !signature || !(SIGNED_RESULTS as readonly string[]).includes(result)) return null;
      if (!isValidSignature(secret, { gateway, ref, result: result as SignedResult }, signature)) return null;
      return lookup(payment);
    },

    lookup,

    async cancel(payment) {
      if (payment.gatewayPaymentId) await sandbox.cancelPayment(gateway, payment.gatewayPaymentId);
      return lookup(payment);
    },

    async refund(payment, refund) {
      const done = await sandbox.refundPayment(gateway, payment.gatewayPaymentId, refund.amount);
      return done
        ? {
            gatewayRefundId: `${payment.gatewayPaymentId}:${refund.reference}`,
            status: 'succeeded',
            failureReason: null,
          }
        : {
            gatewayRefundId: '',
            status: 'failed',
            failureReason: 'The sandbox refuses refunds beyond what was captured.',
          };
    },
  };
}
