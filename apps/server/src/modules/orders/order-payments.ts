import type { FastifyBaseLogger } from 'fastify';
import type { PaymentAccess, PaymentLink, PaymentRequestStatus, PaymentStatus } from '@storefront/contracts';
import { violatedUniqueConstraint } from '../../lib/database-errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { OrderLifecycle } from './order-lifecycle.ts';
import { isUnpaid } from './order-status.ts';
import { orderProblem, paymentDetails } from './order-messages.ts';
import {
  GatewayUnavailableError,
  type PaymentsService,
  OPEN_REQUEST_STATUSES,
  type PaymentRequestRow,
  type VerifiedWebhook,
} from '../payments/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { Database } from '../../db/client.ts';

export interface OrderPaymentsDependencies {
  db: Database;
  repository: OrdersRepository;
  lifecycle: OrderLifecycle;
  payments: PaymentsService;
  /** Webhook events are applied by its `orders.payment-webhook` job. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

/** The job that applies a gateway's webhook event once it was taken in. */
export const PAYMENT_WEBHOOK_JOB = 'orders.payment-webhook';
interface PaymentWebhookJob {
  provider: string;
  event: VerifiedWebhook;
}
/**
 * A gateway that cannot be asked is asked again after 2 s, doubling, 12 times (about 2¼ hours in all): gateways
 * retry their webhooks over hours too, and the payment timeout sweep asks on its own meanwhile.
 */
const PAYMENT_WEBHOOK_RETRIES = { retryLimit: 12, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 120 };

/** The query a gateway's return URL carries (validated by the route); only the sandbox signs its result. */
export interface PaymentResultQuery {
  gateway: string;
  ref: string;
  result?: string | undefined;
  signature?: string | undefined;
}

const isOpen = (request: PaymentRequestRow) => (OPEN_REQUEST_STATUSES as readonly string[]).includes(request.status);

function toAccess(request: PaymentRequestRow, order: OrderRow): PaymentAccess {
  return {
    reference: request.reference,
    orderId: order.id,
    orderNumber: order.number,
    amount: request.amount,
    currency: request.currency,
    paymentMethodId: request.providerId,
    canPay: isOpen(request) && isUnpaid(order.status),
  };
}

/**
 * Paying an order online, on top of the payments module: the shopper's view of a payment request
 * (owner only, 404 for anyone else), pressing pay (which, after a decline or to switch to another
 * online method, opens a new request for the same order: never a second order), and the gateway's
 * return, verified before anything is believed.
 */
export function createOrderPayments({ db, repository, lifecycle, payments, jobs, log }: OrderPaymentsDependencies) {
  /**
   * Applies a webhook event taken in: a refund's outcome is recorded; a payment event prompts the
   * gateway's own answer (server to server), applied as a return would be, so it may come before,
   * after or instead of the shopper's return. A gateway that cannot be asked throws: the job is
   * retried. Applying twice changes nothing (a request moves once).
   */
  async function applyWebhook({ provider, event }: PaymentWebhookJob): Promise<void> {
    if (event.kind === 'refund') {
      await payments.recordRefundOutcome(event.gatewayRefundId, event.status);
      return;
    }
    const request = await payments.findRequestByGatewayPayment(
      payments.webhookAccounts(provider),
      event.gatewayPaymentId,
    );
    const outcome = request ? await payments.lookupAtGateway(request) : null;
    if (request && outcome) await lifecycle.applyPaymentOutcome(request, outcome);
    else log.warn({ provider, eventId: event.eventId }, 'webhook about a payment this shop does not know');
  }
  jobs.work<PaymentWebhookJob>(PAYMENT_WEBHOOK_JOB, (job) => applyWebhook(job.data), PAYMENT_WEBHOOK_RETRIES);

  /**
   * The caller's request and its order, with an overdue order cancelled first (the lazy half of the payment timeout).
   */
  async function load(customerId: string, reference: string): Promise<{ request: PaymentRequestRow; order: OrderRow }> {
    const request = await payments.getOwnRequest(customerId, reference);
    const order = (await repository.findOrder(request.orderId))!;
    if (!isUnpaid(order.status)) return { request, order };
    await lifecycle.expireIfOverdue(order);
    return { request: (await payments.findRequest(reference))!, order: (await repository.findOrder(order.id))! };
  }

  /** A new open request for the order; of two opened at once (two tabs) the second answers the first's. */
  async function openNewRequest(
    order: OrderRow,
    providerId: number,
    language: ContentLanguage,
  ): Promise<PaymentRequestRow> {
    try {
      const opened = await lifecycle.withLockedOrder(order.id, async (tx, locked) => {
        if (!isUnpaid(locked.status)) return null;
        return payments.openRequest(tx, {
          orderId: locked.id,
          customerId: locked.customerId,
          providerId,
          amount: locked.total,
          currency: locked.currency,
        });
      });
      if (opened) return opened;
    } catch (error) {
      if (violatedUniqueConstraint(error) !== 'payment_requests_one_open_per_order') throw error;
      const open = await payments.findOpenRequestOfOrder(order.id);
      if (open) return open;
    }
    throw orderProblem('ORDER_NOT_PAYABLE', language);
  }

  /** Voids an open request at its gateway and closes it; false when the shopper had paid it meanwhile. */
  async function withdraw(request: PaymentRequestRow): Promise<boolean> {
    const outcome = await payments.cancelAtGateway(request);
    if (outcome?.status === 'paid' && (await lifecycle.applyPaymentOutcome(request, outcome))?.status === 'paid')
      return false;
    await lifecycle.withLockedOrder(request.orderId, (tx) =>
      payments.closeOpenRequests(tx, request.orderId, 'cancelled'),
    );
    return true;
  }

  return {
    async getAccess(customerId: string, reference: string): Promise<PaymentAccess> {
      const { request, order } = await load(customerId, reference);
      return toAccess(request, order);
    },

    async getStatus(customerId: string, reference: string): Promise<PaymentStatus> {
      const { request, order } = await load(customerId, reference);
      const payable = isUnpaid(order.status);
      return {
        ...toAccess(request, order),
        status: request.status,
        orderStatus: order.status,
        canRetry: payable && !isOpen(request) && request.status !== 'paid',
        failureReason: request.failureReason,
      };
    },

    /**
     * The hosted payment page of an open request. Throws 409 PAYMENT_REQUEST_CLOSED once it is paid, failed or expired.
     */
    async getPaymentLink(customerId: string, reference: string, language: ContentLanguage): Promise<PaymentLink> {
      const { request, order } = await load(customerId, reference);
      if (!isOpen(request) || !isUnpaid(order.status)) throw orderProblem('PAYMENT_REQUEST_CLOSED', language);
      return payments.ensurePaymentLink(request, paymentDetails(order, language));
    },

    /**
     * The shopper pressed pay with `paymentMethodId`: marks the open request submitted and answers
     * where to pay. After a failed attempt, or for another online method, a new request for the same
     * order is opened (answered with its new reference). Throws 409 ORDER_NOT_PAYABLE when the order
     * no longer waits for money, 400 PAYMENT_METHOD_NOT_ONLINE for cash on delivery.
     */
    async submit(
      customerId: string,
      reference: string,
      paymentMethodId: number,
      language: ContentLanguage,
    ): Promise<PaymentLink> {
      const { request, order } = await load(customerId, reference);
      if (!isUnpaid(order.status)) throw orderProblem('ORDER_NOT_PAYABLE', language);
      const provider = await payments.getCheckoutProvider(paymentMethodId, order.total, language);
      if (!provider.adapter.online) throw orderProblem('PAYMENT_METHOD_NOT_ONLINE', language);
      const { payer } = paymentDetails(order, language);
      await payments.checkEligibility(provider, { amount: order.total, currency: order.currency, payer }, language);
      // A declined order gave its stock back: paying again takes it anew (or says it is gone).
      if (order.status === 'payment_failed') await lifecycle.resumeAfterDecline(order.id, language);
      let open = isOpen(request) ? request : await payments.findOpenRequestOfOrder(order.id);
      if (open && open.providerId !== paymentMethodId) {
        if (!(await withdraw(open))) throw orderProblem('ORDER_NOT_PAYABLE', language);
        open = null;
      }
      const submitted = await payments.markSubmitted(
        (open ?? (await openNewRequest(order, paymentMethodId, language))).reference,
      );
      if (!submitted) throw orderProblem('PAYMENT_REQUEST_CLOSED', language);
      return payments.ensurePaymentLink(submitted, paymentDetails(order, language));
    },

    /**
     * A gateway sent the shopper back. The result counts only as the gateway's own status lookup
     * (server to server) reports it, amount and currency included, and for the sandbox only with a
     * valid signature; a replay or a forgery changes nothing. When the gateway does not answer the
     * shopper sees the payment as still open (its webhook or the payment timeout settles it).
     * Answers the request's status afterwards for the result page ('unknown' for a reference this
     * shop never issued).
     */
    async handleResult(
      query: PaymentResultQuery,
    ): Promise<{ reference: string; status: PaymentRequestStatus | 'unknown' }> {
      const request = await payments.findRequest(query.ref);
      try {
        const outcome = await payments.verifyReturn(query);
        if (!outcome)
          log.warn(
            { gateway: query.gateway, reference: query.ref },
            'payment result refused: bad signature, unknown reference or unknown gateway',
          );
        else if (request) await lifecycle.applyPaymentOutcome(request, outcome);
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        log.warn({ gateway: query.gateway, reference: query.ref, err: error }, 'payment result not verified yet');
      }
      const current = request ? await payments.findRequest(request.reference) : null;
      return { reference: query.ref, status: current?.status ?? 'unknown' };
    },

    /**
     * A gateway's webhook (`rawBody` as it came, for its signature). A verified event is taken in once
     * by its id, and in the same transaction its job is queued (`orders.payment-webhook`), so it is
     * applied exactly when it was taken in, by one process, retried with back-off while the gateway
     * cannot be asked. A redelivery answers `duplicate`. Throws 401 for a bad signature.
     */
    async handleWebhook(
      provider: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ received: true; duplicate: boolean }> {
      const event = await payments.readWebhook(provider, rawBody, headers);
      const taken = await db.transaction(async (tx) => {
        if (!(await payments.recordWebhookEvent(tx, provider, event.eventId))) return false;
        const job: PaymentWebhookJob = { provider, event };
        await jobs.send(PAYMENT_WEBHOOK_JOB, job, { within: tx, singletonKey: `${provider}:${event.eventId}` });
        return true;
      });
      if (taken) jobs.wake(PAYMENT_WEBHOOK_JOB);
      return { received: true, duplicate: !taken };
    },
  };
}
export type OrderPayments = ReturnType<typeof createOrderPayments>;
