import { randomBytes } from 'node:crypto';
import type { BnplAccount, PaymentLink, PaymentProvider } from '@storefront/contracts';
import {
  createPaymentsRepository,
  type PaymentProviderRow,
  type PaymentRequestRow,
  type PaymentsRepository,
} from './payments.repository.ts';
import type { ProviderRegistry } from './providers/provider-registry.ts';
import type { GatewayOutcome, OnlinePaymentProvider, PaymentProviderAdapter } from './providers/payment-provider.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Database } from '../../db/client.ts';
import { localized, type ContentLanguage } from '../../lib/language.ts';

export interface PaymentsDependencies {
  repository: PaymentsRepository;
  providers: ProviderRegistry;
}

/** What the shop will take an order's money through. */
export interface CheckoutProvider {
  row: PaymentProviderRow;
  adapter: PaymentProviderAdapter;
}

/** A settled request and whether the money is in: `paid`, or `failed` (declined, cancelled, or not what was asked). */
export type Settlement = { request: PaymentRequestRow; status: 'paid' | 'failed' };

const newReference = () => `PR-${randomBytes(12).toString('base64url')}`;

const toPaymentProvider = (row: PaymentProviderRow, language: ContentLanguage): PaymentProvider => ({
  paymentMethodId: row.id,
  code: row.code,
  name: localized(row, 'name', language),
  kind: row.kind,
  isOnline: row.gateway !== null,
});

/** A whole number from a provider's settings (which hold public text only), or null when it is not set. */
function setting(row: PaymentProviderRow, name: string): number | null {
  const value = Number(row.settings[name]);
  return row.settings[name] !== undefined && Number.isInteger(value) ? value : null;
}

const paymentNotFound = () => notFound('PAYMENT_NOT_FOUND', 'This payment does not exist.');

/**
 * Payment providers and payment requests. A request is one attempt to collect an order's money
 * online; it is closed once (paid, failed, cancelled or expired) by statements that only move an
 * open request, so a replayed or racing gateway result never counts twice. Money is believed only
 * when the gateway's own record of the payment has the request's amount and currency.
 */
export function createPaymentsService({ repository, providers }: PaymentsDependencies) {
  function onlineAdapter(request: PaymentRequestRow, row: PaymentProviderRow): OnlinePaymentProvider {
    const adapter = providers.forGateway(row.gateway);
    if (!adapter.online)
      throw new Error(`Payment request ${request.reference} is for the offline provider ${row.code}.`);
    return adapter;
  }

  async function adapterOf(request: PaymentRequestRow): Promise<OnlinePaymentProvider> {
    return onlineAdapter(request, (await repository.findProvider(request.providerId))!);
  }

  return {
    async listProviders(language: ContentLanguage): Promise<PaymentProvider[]> {
      return (await repository.listActiveProviders()).map((row) => toPaymentProvider(row, language));
    },

    /**
     * The public merchant settings of an active buy-now-pay-later provider (none when it is withdrawn or not set up).
     */
    async listBnplAccounts(code: 'tabby' | 'tamara'): Promise<BnplAccount[]> {
      const row = await repository.findActiveProviderByCode(code);
      const [installments, minAmount, maxAmount] = row
        ? [setting(row, 'installments'), setting(row, 'minAmount'), setting(row, 'maxAmount')]
        : [];
      if (!row?.settings.merchantCode || installments == null || minAmount == null || maxAmount == null) return [];
      return [
        {
          provider: row.code,
          paymentMethodId: row.id,
          merchantCode: row.settings.merchantCode,
          installments,
          minAmount,
          maxAmount,
          currency: 'KWD',
        },
      ];
    },

    /** How an order was paid, also by a provider withdrawn since; null when it never existed. */
    async describeProvider(providerId: number, language: ContentLanguage): Promise<PaymentProvider | null> {
      const row = await repository.findProvider(providerId);
      return row ? toPaymentProvider(row, language) : null;
    },

    /**
     * The provider an order of `amount` may be paid with now. Throws PAYMENT_METHOD_NOT_FOUND (404)
     * for one not on offer, PAYMENT_METHOD_NOT_AVAILABLE (400) when the amount is outside what a
     * buy-now-pay-later provider accepts.
     */
    async getCheckoutProvider(
      providerId: number,
      amount: number,
      language: ContentLanguage,
    ): Promise<CheckoutProvider> {
      const row = await repository.findProvider(providerId);
      if (!row?.isActive) throw notFound('PAYMENT_METHOD_NOT_FOUND', `Payment method ${providerId} is not available.`);
      const [minAmount, maxAmount] = [setting(row, 'minAmount'), setting(row, 'maxAmount')];
      if ((minAmount !== null && amount < minAmount) || (maxAmount !== null && amount > maxAmount)) {
        const name = localized(row, 'name', language);
        const message =
          language === 'ar' ? `${name} غير متاح لهذا المبلغ.` : `${name} is not available for this order total.`;
        throw badRequest('PAYMENT_METHOD_NOT_AVAILABLE', message, [{ field: 'paymentMethodId', message }]);
      }
      return { row, adapter: providers.forGateway(row.gateway) };
    },

    /**
     * In the caller's transaction: a new open request for the order (fails on the one-open-request index while another
     * is open).
     */
    openRequest(
      tx: Database,
      request: { orderId: number; customerId: string; providerId: number; amount: number; currency: string },
    ): Promise<PaymentRequestRow> {
      return createPaymentsRepository(tx).insertRequest({ reference: newReference(), ...request });
    },

    findRequest: (reference: string) => repository.findRequest(reference),
    findOpenRequestOfOrder: (orderId: number) => repository.findOpenRequestOfOrder(orderId),

    /** Throws PAYMENT_NOT_FOUND (404) for a request of someone else, as for one that never existed. */
    async getOwnRequest(customerId: string, reference: string): Promise<PaymentRequestRow> {
      const request = await repository.findRequest(reference);
      if (request?.customerId !== customerId) throw paymentNotFound();
      return request;
    },

    /** The hosted page of an open request, opening the payment at the gateway the first time it is asked for. */
    async ensurePaymentLink(
      request: PaymentRequestRow,
      details: { description: string; language: ContentLanguage },
    ): Promise<PaymentLink> {
      if (request.paymentLink) return { reference: request.reference, paymentLink: request.paymentLink };
      const opened = await (
        await adapterOf(request)
      ).openPayment({ reference: request.reference, amount: request.amount, currency: request.currency, ...details });
      await repository.saveGatewayPayment(request.reference, opened.gatewayPaymentId, opened.paymentLink);
      return {
        reference: request.reference,
        paymentLink: (await repository.findRequest(request.reference))!.paymentLink!,
      };
    },

    /** The shopper pressed pay; null when the request is no longer open. */
    markSubmitted: (reference: string) => repository.markSubmitted(reference),

    /** A gateway's browser-borne result, verified: null for an unknown gateway or a bad signature. */
    async verifyReturn(query: {
      gateway: string;
      ref: string;
      result: string;
      signature: string;
    }): Promise<GatewayOutcome | null> {
      return (await providers.findOnline(query.gateway)?.verifyReturn(query)) ?? null;
    },

    /** What the gateway knows of the request's payment (null before it was opened there). */
    async lookupAtGateway(request: PaymentRequestRow): Promise<GatewayOutcome | null> {
      return request.gatewayTransactionId ? (await adapterOf(request)).lookup(request.reference) : null;
    },

    /**
     * Voids the request's payment at the gateway unless the shopper finished it; answers the gateway's outcome
     * afterwards.
     */
    async cancelAtGateway(request: PaymentRequestRow): Promise<GatewayOutcome | null> {
      return request.gatewayTransactionId
        ? (await adapterOf(request)).cancel(request.gatewayTransactionId, request.reference)
        : null;
    },

    /**
     * In the caller's transaction: closes an open request with the gateway's outcome. Paid only when
     * the gateway captured exactly the request's amount in its currency; anything else fails it.
     * Null when the outcome is still pending or the request was closed already (a replay).
     */
    async settle(tx: Database, request: PaymentRequestRow, outcome: GatewayOutcome): Promise<Settlement | null> {
      if (outcome.status === 'pending' || outcome.reference !== request.reference) return null;
      const matches = outcome.amount === request.amount && outcome.currency === request.currency;
      const status = outcome.status === 'paid' && matches ? 'paid' : 'failed';
      const failureReason =
        status === 'paid'
          ? null
          : matches
            ? outcome.failureReason
            : 'The amount or currency paid does not match the order.';
      const settled = await createPaymentsRepository(tx).settleRequest(request.reference, {
        status,
        gatewayTransactionId: outcome.gatewayPaymentId,
        failureReason,
      });
      return settled ? { request: settled, status } : null;
    },

    /** In the caller's transaction: closes the order's open requests; answers those it closed. */
    closeOpenRequests(tx: Database, orderId: number, status: 'cancelled' | 'expired'): Promise<PaymentRequestRow[]> {
      return createPaymentsRepository(tx).closeOpenRequests(orderId, status);
    },

    /** In the caller's transaction: a guest's payment requests follow it into the account it signed in to. */
    reassignCustomer(tx: Database, fromCustomerId: string, toCustomerId: string): Promise<void> {
      return createPaymentsRepository(tx).reassignCustomer(fromCustomerId, toCustomerId);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
