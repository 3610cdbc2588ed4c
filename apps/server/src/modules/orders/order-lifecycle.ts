import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';
import type { StockShortage } from './stock-shortage.ts';
import { AppError } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { assertTransition, isUnpaid, paymentStateAfter } from './order-status.ts';
import type { StockLedger } from '../catalogue/index.ts';
import { promoMessage, type PromoRedemption } from '../promotions/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import {
  GatewayUnavailableError,
  type PaymentsService,
  type Settlement,
  type PaymentRequestRow,
  type GatewayOutcome,
  type RefundClaim,
} from '../payments/index.ts';
import { conflict } from '../../lib/errors.ts';

export interface OrderLifecycleDependencies {
  db: Database;
  stock: Pick<StockLedger, 'giveBack' | 'take'>;
  promos: Pick<PromoRedemption, 'release' | 'redeem' | 'findCode'>;
  shipping: Pick<ShippingService, 'releaseSlot' | 'reserveSlot'>;
  payments: Pick<
    PaymentsService,
    'settle' | 'closeOpenRequests' | 'findOpenRequestOfOrder' | 'cancelAtGateway' | 'claimRefund' | 'sendRefund'
  >;
  log: FastifyBaseLogger;
  paymentTimeoutMinutes: number;
  /** Why a retried order could not take its stock again. */
  stockShortage: StockShortage;
  /** Told of each move inside its transaction, so what it records (an e-mail job) commits or rolls back with it. */
  onOrderEvent: OrderEventListener;
}

/** A step of an order (the shop's e-mails); `from` null: just placed. */
export interface OrderEvent {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  /** Cancelled by the payment timeout. */
  expired: boolean;
  /** A refund of this many fils was recorded from the back office; the status stays (`from` = `to`). */
  refunded?: number;
}
export type OrderEventListener = (tx: Database, event: OrderEvent) => Promise<void>;

/** A refund as the orders module records it: its amount and, for a refund by line, which units of which lines. */
export interface OrderRefund {
  amount: number;
  reason: string;
  staffId: string | null;
  lines: { orderLineId: number; quantity: number; amount: number }[];
}

/** Orders one sweep cancels at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Every status change of an order after it was placed, each a legal transition recorded in its
 * history inside one transaction with what it implies: a cancelled order gives its stock, its
 * delivery slot's place and its promo use back and closes its open payment requests; a payment
 * outcome moves the request and the order together. Changes lock the order row first, so payment
 * results, the timeout and staff take turns on one order in any process.
 */
export function createOrderLifecycle(deps: OrderLifecycleDependencies) {
  const { db, stock, promos, shipping, payments, log } = deps;

  /** Gives back what an unpaid order held: its stock, its delivery slot's place, its promo use. */
  async function release(tx: Database, order: OrderRow) {
    await stock.giveBack(tx, await createOrdersRepository(tx).listLines(order.id));
    if (order.deliverySlotId !== null) await shipping.releaseSlot(tx, order.deliverySlotId);
    await promos.release(tx, order.id);
  }

  /**
   * In `tx`, with the order locked: moves it to `to` (409 ILLEGAL_STATUS_TRANSITION otherwise) and does what the move
   * implies; `staffId` names the staff member who made it. A paid order's cancellation does not refund it by itself:
   * the caller records the refund in the same transaction (createOrderAdmin's cancel).
   */
  async function move(
    tx: Database,
    order: OrderRow,
    to: OrderStatus,
    note: string | null,
    closeRequestsAs: 'cancelled' | 'expired' = 'cancelled',
    staffId: string | null = null,
  ) {
    assertTransition(order.status, to);
    const orders = createOrdersRepository(tx);
    const paymentState = paymentStateAfter(order.paymentState, to);
    if (!(await orders.transition(order.id, order.status, to, { note, paymentState, staffId })))
      throw new Error(`Order ${order.id} changed while it was locked.`);
    // A declined payment frees the stock at once (issue 10), not when the timeout comes; a payment-failed
    // order holds nothing, so cancelling it has nothing left to give back.
    if (to === 'payment_failed' || (to === 'cancelled' && order.status !== 'payment_failed')) await release(tx, order);
    if (to === 'cancelled') await payments.closeOpenRequests(tx, order.id, closeRequestsAs);
    await deps.onOrderEvent(tx, { orderId: order.id, from: order.status, to, expired: closeRequestsAs === 'expired' });
    // A cancelled order keeps none of the shopper's money: what is left of it is refunded in the same transaction.
    const left = order.total - order.refundedAmount;
    if (to === 'cancelled' && (paymentState === 'paid' || paymentState === 'partially_refunded') && left > 0)
      // The cancellation's own e-mail tells the customer about this refund.
      return recordRefund(tx, order, { amount: left, reason: note ?? 'Order cancelled.', staffId, lines: [] }, false);
    return null;
  }

  /**
   * In `tx`, with the order locked: records a refund of the order (whole or by line) and, for money paid online,
   * claims it from the payment (the returned claim is sent to the gateway once `tx` committed: `sendRefunds`).
   * Money collected otherwise (cash on delivery) is recorded as given back by hand. Throws 409 NOTHING_TO_REFUND
   * when nothing was collected, REFUND_EXCEEDS_PAYMENT beyond what is left.
   */
  async function recordRefund(
    tx: Database,
    order: OrderRow,
    refund: OrderRefund,
    tellCustomer = true,
  ): Promise<RefundClaim | null> {
    if (order.paymentState !== 'paid' && order.paymentState !== 'partially_refunded')
      throw conflict('NOTHING_TO_REFUND', 'Nothing was collected for this order, so there is nothing to refund.');
    const refunded = order.refundedAmount + refund.amount;
    if (refunded > order.total)
      throw conflict('REFUND_EXCEEDS_PAYMENT', 'The refunds would give back more than was paid.');
    let claim: RefundClaim | null = null;
    try {
      claim = await payments.claimRefund(tx, order.id, refund.amount, refund.reason);
    } catch (error) {
      // No paid online payment: collected in cash at the door, given back the same way.
      if (!(error instanceof AppError && error.code === 'PAYMENT_NOT_FOUND')) throw error;
    }
    const orders = createOrdersRepository(tx);
    await orders.insertRefunds(
      order.id,
      refund.lines.length > 0
        ? refund.lines.map((line) => ({ ...line, reason: refund.reason, staffId: refund.staffId }))
        : [{ orderLineId: null, quantity: 0, amount: refund.amount, reason: refund.reason, staffId: refund.staffId }],
      claim?.refund.id ?? null,
    );
    await orders.updateFulfilment(order.id, {
      refundedAmount: refunded,
      paymentState: refunded >= order.total ? 'refunded' : 'partially_refunded',
    });
    if (tellCustomer)
      await deps.onOrderEvent(tx, {
        orderId: order.id,
        from: order.status,
        to: order.status,
        expired: false,
        refunded: refund.amount,
      });
    return claim;
  }

  /**
   * Sends refunds recorded in a committed transaction to their gateways. A gateway that does not answer leaves its
   * refund `requested` (recorded, still counted) for someone to check; it is logged, not thrown.
   */
  async function sendRefunds(claims: (RefundClaim | null)[], language: ContentLanguage): Promise<void> {
    for (const claim of claims) {
      if (!claim) continue;
      try {
        await payments.sendRefund(claim, language);
      } catch (error) {
        log.error({ err: error, refund: claim.refund.reference }, 'refund recorded but not sent to the gateway');
      }
    }
  }

  /**
   * A payment-failed order the shopper pays again waits for its money again: it takes its stock,
   * slot place and promo use anew (throwing the shortage, rolled back, when they are gone) and gets
   * a fresh payment time.
   */
  async function resumeAfterDecline(orderId: number, language: ContentLanguage): Promise<void> {
    await withLockedOrder(orderId, async (tx, order) => {
      if (order.status !== 'payment_failed') return;
      const orders = createOrdersRepository(tx);
      const lines = await orders.listLines(order.id);
      const taken = await stock.take(tx, lines);
      if (!taken.ok) {
        const short = lines.find((line) => line.variationId === taken.variationId)!;
        const productName = language === 'ar' ? short.productNameAr : short.productName;
        throw await deps.stockShortage(tx, { ...short, productName }, taken.available, language);
      }
      if (order.deliverySlotId !== null) await shipping.reserveSlot(tx, order.deliverySlotId, language);
      if (order.promoCodeId !== null) {
        const problem = await promos.redeem(tx, {
          promoCodeId: order.promoCodeId,
          customerId: order.customerId,
          orderId: order.id,
          discount: order.discount,
        });
        if (problem) {
          const code = (await promos.findCode(tx, order.promoCodeId)) ?? '';
          const message = promoMessage(problem, { code, minSubtotal: 0 }, language);
          throw new AppError(409, problem, message, [{ field: 'promoCode', message }]);
        }
      }
      await move(tx, order, 'awaiting_payment', 'Payment tried again.');
      await orders.setPaymentDue(order.id, new Date(Date.now() + deps.paymentTimeoutMinutes * 60_000));
    });
  }

  /** Runs `work` in a transaction with the order locked; null when there is no such order. */
  async function withLockedOrder<T>(
    orderId: number,
    work: (tx: Database, order: OrderRow) => Promise<T>,
  ): Promise<T | null> {
    return db.transaction(async (tx) => {
      const order = await createOrdersRepository(tx).lockOrder(orderId);
      return order ? work(tx, order) : null;
    });
  }

  /**
   * Records what the gateway said of a request: the request is settled once (a replay finds it
   * closed and changes nothing) and the order follows, paid or payment failed. Answers the settlement,
   * or null when nothing changed.
   */
  async function applyPaymentOutcome(request: PaymentRequestRow, outcome: GatewayOutcome): Promise<Settlement | null> {
    const lateRefunds: (RefundClaim | null)[] = [];
    const settlement =
      (await withLockedOrder(request.orderId, async (tx, order) => {
        const settled = await payments.settle(tx, request, outcome);
        if (!settled) return null;
        if (settled.status === 'paid') {
          if (order.status === 'awaiting_payment') await move(tx, order, 'paid', `Paid (${request.reference}).`);
          else if (order.status === 'cancelled') {
            // The money came in after the order was cancelled (by staff or the timeout, racing the payment): it is
            // recorded as collected and refunded in this transaction, so it is never kept without a refund.
            await createOrdersRepository(tx).updateFulfilment(order.id, { paymentState: 'paid' });
            const fresh = { ...order, paymentState: 'paid' as const };
            lateRefunds.push(
              await recordRefund(tx, fresh, {
                amount: settled.request.amount,
                reason: `Paid (${request.reference}) after the order was cancelled.`,
                staffId: null,
                lines: [],
              }),
            );
          } else
            log.error(
              { orderId: order.id, reference: request.reference, status: order.status },
              'payment captured for an order that no longer waits for it',
            );
        } else {
          if (outcome.status === 'paid')
            log.error(
              { orderId: order.id, reference: request.reference, amount: outcome.amount, currency: outcome.currency },
              'gateway reports a payment whose amount or currency is not the order’s: not counted as paid',
            );
          if (order.status === 'awaiting_payment')
            await move(tx, order, 'payment_failed', settled.request.failureReason);
        }
        return settled;
      })) ?? null;
    await sendRefunds(lateRefunds, 'en');
    return settlement;
  }

  /**
   * Cancels an unpaid online order whose payment time is up, releasing what it held. The gateway is
   * asked first: a payment the shopper finished in time wins over the timeout. Atomic and
   * idempotent: of several sweepers and readers, one cancels and the others find it cancelled.
   */
  async function expireIfOverdue(order: OrderRow, now = new Date()): Promise<void> {
    if (!isUnpaid(order.status) || !order.paymentDueAt || order.paymentDueAt > now) return;
    const open = await payments.findOpenRequestOfOrder(order.id);
    let outcome: GatewayOutcome | null;
    try {
      outcome = open ? await payments.cancelAtGateway(open) : null;
    } catch (error) {
      // The shopper may have paid: without the gateway's word the order waits for the next sweep or read.
      if (!(error instanceof GatewayUnavailableError)) throw error;
      log.warn({ orderId: order.id, err: error }, 'overdue order kept: its gateway did not answer');
      return;
    }
    if (open && outcome?.status === 'paid' && (await applyPaymentOutcome(open, outcome))?.status === 'paid') return;
    await withLockedOrder(order.id, async (tx, locked) => {
      if (isUnpaid(locked.status)) await move(tx, locked, 'cancelled', 'Payment not received in time.', 'expired');
    });
  }

  return {
    move,
    recordRefund,
    sendRefunds,
    withLockedOrder,
    resumeAfterDecline,
    applyPaymentOutcome,
    expireIfOverdue,

    /** One pass of the payment-timeout sweeper; answers how many overdue orders it looked at. */
    async sweepOverdue(now = new Date()): Promise<number> {
      const orders = createOrdersRepository(db);
      const overdue = await orders.listOverdue(now, SWEEP_BATCH);
      for (const orderId of overdue) {
        const order = await orders.findOrder(orderId);
        if (order) await expireIfOverdue(order, now);
      }
      return overdue.length;
    },
  };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
