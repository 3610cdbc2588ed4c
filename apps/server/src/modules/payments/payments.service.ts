import { randomBytes } from 'node:crypto';
import type { BnplAccount, PaymentLink, PaymentProvider } from '@storefront/contracts';
import {
  createPaymentsRepository,
  type PaymentProviderRow,
  type PaymentRefundRow,
  type PaymentRequestRow,
  type PaymentsRepository,
} from './payments.repository.ts';
import type { ProviderRegistry } from './providers/provider-registry.ts';
import type {
  Eligibility,
  GatewayOutcome,
  OnlinePaymentProvider,
  OpenPayment,
  PaymentProviderAdapter,
  Payer,
  PaymentReturn,
  VerifiedWebhook,
} from './providers/payment-provider.ts';
import { GatewayUnavailableError, PaymentRejectedError } from './providers/gateway-http.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Database } from '../../db/client.ts';
import { localized, type ContentLanguage } from '../../lib/language.ts';

export interface PaymentsDependencies {
  /** For the service's own transactions (refunds); the repository is on the same database. */
  db: Database;
  repository: PaymentsRepository;
  providers: ProviderRegistry;
}

/** What the shop will take an order's money through. */
export interface CheckoutProvider {
  row: PaymentProviderRow;
  adapter: PaymentProviderAdapter;
}

/** A settled request and whether the money is in: `paid`, or `failed` (declined, cancelled, or not what was asked). */
export type Settlement = { request: PaymentRequestRow; status: 'paid' | 'failed'; late?: true };

const newReference = () => `PR-${randomBytes(12).toString('base64url')}`;
const newRefundReference = () => `RF-${randomBytes(12).toString('base64url')}`;

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

const paymentNotFound = () =>
  notFound('PAYMENT_NOT_FOUND', { en: 'This payment does not exist.', ar: 'عملية الدفع هذه غير موجودة.' });

/** 502 for the shopper: the gateway did not answer (or failed), so where to pay is not known yet. */
const gatewayUnavailable = (language: ContentLanguage) =>
  new AppError(
    502,
    'PAYMENT_GATEWAY_UNAVAILABLE',
    language === 'ar'
      ? 'خدمة الدفع لا تستجيب الآن. طلبك محفوظ، حاول الدفع مرة أخرى بعد قليل.'
      : 'The payment service is not answering right now. Your order is kept; try paying again in a moment.',
  );

/** The buy-now-pay-later gateways' names, as they write them. */
const BRANDS: Record<string, Record<ContentLanguage, string>> = {
  tabby: { en: 'Tabby', ar: 'تابي' },
  tamara: { en: 'Tamara', ar: 'تمارا' },
};

/**
 * 400 PAYMENT_METHOD_NOT_AVAILABLE: a buy-now-pay-later provider does not take this order — outside its
 * `minAmount`–`maxAmount`, or its pre-scoring said no (in the words the gateway asks merchants to show).
 */
function methodNotAvailable(
  row: PaymentProviderRow,
  language: ContentLanguage,
  reason: 'amount_outside_offer' | Extract<Eligibility, { eligible: false }>['reason'],
) {
  // The gateway's scoring speaks as the gateway (its brand, as its docs word the messages); the offer as the method.
  const name =
    reason === 'amount_outside_offer' ? localized(row, 'name', language) : (BRANDS[row.code]?.[language] ?? row.code);
  const messages = {
    amount_outside_offer: {
      en: `${name} is not available for this order total.`,
      ar: `${name} غير متاح لهذا المبلغ.`,
    },
    not_available: {
      en: `Sorry, ${name} is unable to approve this purchase. Please use another payment method.`,
      ar: `نأسف، ${name} غير قادر على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.`,
    },
    order_amount_too_high: {
      en: `This purchase is above your current spending limit with ${name}. Try a smaller cart or use another payment method.`,
      ar: `قيمة الطلب تفوق الحد المسموح به حاليًا مع ${name}. يُرجى تخفيض قيمة السلة أو استخدام طريقة دفع أخرى.`,
    },
    order_amount_too_low: {
      en: `This purchase is below the minimum amount for ${name}. Add more items or use another payment method.`,
      ar: `قيمة الطلب أقل من الحد الأدنى المطلوب لاستخدام ${name}. يُرجى زيادة قيمة الطلب أو استخدام طريقة دفع أخرى.`,
    },
  };
  const message = messages[reason][language];
  return badRequest('PAYMENT_METHOD_NOT_AVAILABLE', message, [{ field: 'paymentMethodId', message }]);
}

/** What a refund came to: the refund as recorded, in the state the gateway left it. */
export type RefundResult = PaymentRefundRow;
/** A refund recorded in a transaction, to be sent to the gateway once that transaction committed. */
export type RefundClaim = { request: PaymentRequestRow; refund: PaymentRefundRow };

/**
 * Payment providers and payment requests. A request is one attempt to collect an order's money
 * online; it is closed once (paid, failed, cancelled or expired) by statements that only move an
 * open request, so a replayed or racing gateway result never counts twice. Money is believed only
 * when the gateway's own record of the payment has the request's amount and currency.
 */
export function createPaymentsService({ db, repository, providers }: PaymentsDependencies) {
  /** The adapter of the account the request was opened at. */
  const adapterOf = (request: PaymentRequestRow): OnlinePaymentProvider => providers.forAccount(request.gateway);
  const opened = (request: PaymentRequestRow) => ({
    reference: request.reference,
    gatewayPaymentId: request.gatewayTransactionId,
    amount: request.amount,
    currency: request.currency,
  });

  /**
   * In the caller's transaction: records a refund of `amount` fils of the order's paid payment, `requested`, before
   * any gateway is called, so refunds racing one another never give back more than was paid. Throws 404
   * PAYMENT_NOT_FOUND when the order has no paid payment, 400 VALIDATION_FAILED for an amount that is not a positive
   * whole number of fils or an empty reason, 409 REFUND_EXCEEDS_PAYMENT beyond what is left of the payment.
   */
  async function claimRefund(tx: Database, orderId: number, amount: number, reason: string): Promise<RefundClaim> {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw badRequest('VALIDATION_FAILED', 'A refund is a positive whole number of fils.', [
        { field: 'amount', message: 'Expected a positive whole number of fils' },
      ]);
    if (reason.trim() === '')
      throw badRequest('VALIDATION_FAILED', 'A refund needs a reason.', [{ field: 'reason', message: 'Required' }]);
    const repo = createPaymentsRepository(tx);
    const request = await repo.lockPaidRequestOfOrder(orderId);
    if (!request) throw notFound('PAYMENT_NOT_FOUND', `Order ${orderId} has no paid payment.`);
    if ((await repo.sumRefunds(request.id)) + amount > request.amount)
      throw conflict('REFUND_EXCEEDS_PAYMENT', 'The refunds would give back more than was paid.');
    return {
      request,
      refund: await repo.insertRefund({ reference: newRefundReference(), requestId: request.id, amount, reason }),
    };
  }

  /**
   * After the claim's transaction committed: asks the gateway that took the payment to give the money back, and
   * records its answer. Throws 502 PAYMENT_GATEWAY_UNAVAILABLE when it did not answer (the refund then stays
   * `requested` for someone to check at the gateway; it still counts against the payment).
   */
  async function sendRefund({ request, refund }: RefundClaim, language: ContentLanguage): Promise<RefundResult> {
    let outcome;
    try {
      outcome = await adapterOf(request).refund(
        { reference: request.reference, gatewayPaymentId: request.gatewayTransactionId! },
        { reference: refund.reference, amount: refund.amount, currency: request.currency, reason: refund.reason },
      );
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw gatewayUnavailable(language);
      throw error;
    }
    return (await repository.updateRefund(
      { id: refund.id },
      {
        status: outcome.status,
        failureReason: outcome.failureReason,
        ...(outcome.gatewayRefundId ? { gatewayRefundId: outcome.gatewayRefundId } : {}),
      },
    ))!;
  }

  return {
    /** Payment requests by status (paid, failed, cancelled, expired, pending, submitted), for the metrics. */
    countRequestsByStatus: () => repository.countByStatus(),

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
      if (!row?.isActive)
        throw notFound('PAYMENT_METHOD_NOT_FOUND', {
          en: `Payment method ${providerId} is not available.`,
          ar: `طريقة الدفع ${providerId} غير متاحة.`,
        });
      const [minAmount, maxAmount] = [setting(row, 'minAmount'), setting(row, 'maxAmount')];
      if ((minAmount !== null && amount < minAmount) || (maxAmount !== null && amount > maxAmount))
        throw methodNotAvailable(row, language, 'amount_outside_offer');
      return { row, adapter: providers.forProvider(row.gateway) };
    },

    /**
     * Within the offer, a buy-now-pay-later gateway's pre-scoring of this shopper and total (none for other methods):
     * throws PAYMENT_METHOD_NOT_AVAILABLE (400) with the gateway's reason when it would not take the order. A gateway
     * that cannot be asked decides nothing here: its checkout session scores the shopper again.
     */
    async checkEligibility(
      provider: CheckoutProvider,
      payment: { amount: number; currency: string; payer: Payer },
      language: ContentLanguage,
    ): Promise<void> {
      if (!provider.adapter.online || !provider.adapter.checkEligibility) return;
      let eligibility: Eligibility;
      try {
        eligibility = await provider.adapter.checkEligibility({ ...payment, language });
      } catch (error) {
        if (error instanceof GatewayUnavailableError) return;
        throw error;
      }
      if (!eligibility.eligible) throw methodNotAvailable(provider.row, language, eligibility.reason);
    },

    /**
     * In the caller's transaction: a new open request for the order (fails on the one-open-request index while another
     * is open).
     */
    async openRequest(
      tx: Database,
      request: { orderId: number; customerId: string; providerId: number; amount: number; currency: string },
    ): Promise<PaymentRequestRow> {
      const repo = createPaymentsRepository(tx);
      const provider = await repo.findProvider(request.providerId);
      if (!provider?.gateway) throw new Error(`Payment provider ${request.providerId} has no online gateway.`);
      return repo.insertRequest({
        reference: newReference(),
        gateway: providers.accountFor(provider.gateway),
        ...request,
      });
    },

    findRequest: (reference: string) => repository.findRequest(reference),
    findOpenRequestOfOrder: (orderId: number) => repository.findOpenRequestOfOrder(orderId),
    /** Every payment attempt of the order with its refunds, oldest first (the back office's order page). */
    listAttemptsOfOrder: (orderId: number) => repository.listRequestsOfOrder(orderId),

    /** Throws PAYMENT_NOT_FOUND (404) for a request of someone else, as for one that never existed. */
    async getOwnRequest(customerId: string, reference: string): Promise<PaymentRequestRow> {
      const request = await repository.findRequest(reference);
      if (request?.customerId !== customerId) throw paymentNotFound();
      return request;
    },

    /** The hosted page of an open request, opening the payment at the gateway the first time it is asked for. */
    async ensurePaymentLink(
      request: PaymentRequestRow,
      details: Pick<OpenPayment, 'description' | 'language' | 'payer'>,
    ): Promise<PaymentLink> {
      if (request.paymentLink) return { reference: request.reference, paymentLink: request.paymentLink };
      let gatewayPayment: { gatewayPaymentId: string; paymentLink: string };
      try {
        gatewayPayment = await adapterOf(request).openPayment({
          reference: request.reference,
          amount: request.amount,
          currency: request.currency,
          ...details,
        });
      } catch (error) {
        if (error instanceof GatewayUnavailableError) throw gatewayUnavailable(details.language);
        // The order stays unpaid: the shopper chooses another way to pay it (PUT …/submitted with another method).
        if (error instanceof PaymentRejectedError) {
          const row = await repository.findProvider(request.providerId);
          throw methodNotAvailable(row!, details.language, error.reason);
        }
        throw error;
      }
      // Of two processes opening it at once the first one's stays, and both answer that one.
      await repository.saveGatewayPayment(
        request.reference,
        gatewayPayment.gatewayPaymentId,
        gatewayPayment.paymentLink,
      );
      return {
        reference: request.reference,
        paymentLink: (await repository.findRequest(request.reference))!.paymentLink!,
      };
    },

    /** The shopper pressed pay; null when the request is no longer open. */
    markSubmitted: (reference: string) => repository.markSubmitted(reference),

    /**
     * A shopper's return from a gateway, verified with the gateway: null for a reference or gateway this shop does not
     * know, or a bad signature. Throws GatewayUnavailableError when the gateway cannot be asked.
     */
    async verifyReturn(query: PaymentReturn & { gateway: string }): Promise<GatewayOutcome | null> {
      const request = await repository.findRequest(query.ref);
      const adapter = providers.findOnline(query.gateway);
      if (!request || !adapter || request.gateway !== query.gateway) return null;
      return adapter.verifyReturn(query, opened(request));
    },

    /** What the gateway knows of the request's payment (null before it was opened there). */
    async lookupAtGateway(request: PaymentRequestRow): Promise<GatewayOutcome | null> {
      return request.gatewayTransactionId ? adapterOf(request).lookup(opened(request)) : null;
    },

    /**
     * Voids the request's payment at the gateway unless the shopper finished it; answers the gateway's outcome
     * afterwards.
     */
    async cancelAtGateway(request: PaymentRequestRow): Promise<GatewayOutcome | null> {
      return request.gatewayTransactionId ? adapterOf(request).cancel(opened(request)) : null;
    },

    /**
     * Reads a gateway's webhook: throws 404 WEBHOOK_NOT_FOUND for a gateway this shop has no account at, 400
     * VALIDATION_FAILED for a body that is not the gateway's, 401 WEBHOOK_SIGNATURE_INVALID for a bad signature.
     */
    async readWebhook(
      provider: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<VerifiedWebhook> {
      const receiver = providers.findWebhooks(provider);
      if (!receiver) throw notFound('WEBHOOK_NOT_FOUND', `This shop has no ${provider} account.`);
      const event = await receiver.read(rawBody, headers);
      if (event === 'malformed') throw badRequest('VALIDATION_FAILED', `This is not a ${provider} webhook event.`);
      if (event === 'invalid')
        throw new AppError(401, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is not valid.');
      return event;
    },

    /**
     * In the caller's transaction: takes a verified webhook event in, once per gateway and event id; false for a
     * redelivery (or a concurrent delivery of the same event, which waits for the first one's transaction).
     */
    recordWebhookEvent: (tx: Database, provider: string, eventId: string) =>
      createPaymentsRepository(tx).claimWebhookEvent(provider, eventId),
    /** The merchant accounts a gateway's webhooks are about; throws for a gateway no longer configured. */
    webhookAccounts(provider: string): readonly string[] {
      const receiver = providers.findWebhooks(provider);
      if (!receiver) throw new Error(`No ${provider} account is configured any more for its webhook events.`);
      return receiver.accounts;
    },
    findRequestByGatewayPayment: (accounts: readonly string[], gatewayPaymentId: string) =>
      repository.findRequestByGatewayPayment(accounts, gatewayPaymentId),

    /** A gateway's signed word on a refund it took (a finished refund stays as it is). */
    recordRefundOutcome: (gatewayRefundId: string, status: PaymentRefundRow['status']) =>
      repository.updateRefund({ gatewayRefundId }, { status }),

    /**
     * Gives `amount` fils of an order's payment back through the gateway that took it, recording a refund row first.
     * Throws 404 PAYMENT_NOT_FOUND when the order has no paid payment, 400 VALIDATION_FAILED for an amount that is not
     * a positive whole number of fils or an empty reason, 409 REFUND_EXCEEDS_PAYMENT when it would give back more than
     * was paid, 502 PAYMENT_GATEWAY_UNAVAILABLE when the gateway did not answer (the refund then stays `requested`
     * for someone to check at the gateway; it still counts against the payment).
     */
    async refund(orderId: number, amount: number, reason: string, language: ContentLanguage): Promise<RefundResult> {
      const claim = await db.transaction((tx) => claimRefund(tx, orderId, amount, reason));
      return sendRefund(claim, language);
    },

    claimRefund,
    sendRefund,

    /**
     * In the caller's transaction: closes an open request with the gateway's outcome. Paid only when
     * the gateway captured exactly the request's amount in its currency; anything else fails it.
     * Null when the outcome is still pending or the request was settled already (a replay). A captured payment of a
     * request the shop had cancelled or expired is recorded as paid all the same (`late`): the order refunds it.
     */
    async settle(tx: Database, request: PaymentRequestRow, outcome: GatewayOutcome): Promise<Settlement | null> {
      if (outcome.status === 'pending' || outcome.reference !== request.reference) return null;
      const matches = outcome.amount === request.amount && outcome.currency === request.currency;
      const status: 'paid' | 'failed' = outcome.status === 'paid' && matches ? 'paid' : 'failed';
      const failureReason =
        status === 'paid'
          ? null
          : matches
            ? outcome.failureReason
            : 'The amount or currency paid does not match the order.';
      const repo = createPaymentsRepository(tx);
      const values = { status, gatewayTransactionId: outcome.gatewayPaymentId, failureReason };
      const settled = await repo.settleRequest(request.reference, values);
      if (settled) return { request: settled, status };
      // The gateway took the money after the shop closed the request (a void that lost the race): the money is in,
      // so it is recorded as paid, for the order to give it back.
      const late =
        status === 'paid'
          ? await repo.settleClosedRequestAsPaid(request.reference, { ...values, status, failureReason: null })
          : null;
      return late ? { request: late, status, late: true } : null;
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
