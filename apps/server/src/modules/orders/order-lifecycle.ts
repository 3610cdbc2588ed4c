import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';
import { assertTransition, isUnpaid } from './order-status.ts';
import type { StockLedger } from '../catalogue/index.ts';
import type { PromoRedemption } from '../promotions/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import type { PaymentsService, Settlement, PaymentRequestRow, GatewayOutcome } from '../payments/index.ts';

export interface OrderLifecycleDependencies {
  db: Database;
  stock: Pick<StockLedger, 'giveBack'>;
  promos: Pick<PromoRedemption, 'release'>;
  shipping: Pick<ShippingService, 'releaseSlot'>;
  payments: Pick<PaymentsService, 'settle' | 'closeOpenRequests' | 'findOpenRequestOfOrder' | 'cancelAtGateway'>;
  log: FastifyBaseLogger;
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
export function createOrderLifecycle({ db, stock, promos, shipping, payments, log }: OrderLifecycleDependencies) {
  /**
   * In `tx`, with the order locked: moves it to `to` (409 ILLEGAL_STATUS_TRANSITION otherwise) and does what the move
   * implies.
   */
  async function move(
    tx: Database,
    order: OrderRow,
    to: OrderStatus,
    note: string | null,
    closeRequestsAs: 'cancelled' | 'expired' = 'cancelled',
  ) {
    assertTransition(order.status, to);
    const orders = createOrdersRepository(tx);
    if (!(await orders.transition(order.id, order.status, to, note)))
      throw new Error(`Order ${order.id} changed while it was locked.`);
    if (to !== 'cancelled') return;
    await stock.giveBack(tx, await orders.listLines(order.id));
    if (order.deliverySlotId !== null) await shipping.releaseSlot(tx, order.deliverySlotId);
    await promos.release(tx, order.id);
    await payments.closeOpenRequests(tx, order.id, closeRequestsAs);
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
    return (
      (await withLockedOrder(request.orderId, async (tx, order) => {
        const settled = await payments.settle(tx, request, outcome);
        if (!settled) return null;
        if (settled.status === 'paid') {
          if (isUnpaid(order.status)) await move(tx, order, 'paid', `Paid (${request.reference}).`);
          // The money came in after the order was cancelled (e.g. by the timeout): it must be refunded by hand.
          else
            log.error(
              { orderId: order.id, reference: request.reference, status: order.status },
              'payment captured for an order that no longer waits for it',
            );
        } else if (order.status === 'awaiting_payment') {
          await move(tx, order, 'payment_failed', settled.request.failureReason);
        }
        return settled;
      })) ?? null
    );
  }

  /**
   * Cancels an unpaid online order whose payment time is up, releasing what it held. The gateway is
   * asked first: a payment the shopper finished in time wins over the timeout. Atomic and
   * idempotent: of several sweepers and readers, one cancels and the others find it cancelled.
   */
  async function expireIfOverdue(order: OrderRow, now = new Date()): Promise<void> {
    if (!isUnpaid(order.status) || !order.paymentDueAt || order.paymentDueAt > now) return;
    const open = await payments.findOpenRequestOfOrder(order.id);
    const outcome = open ? await payments.cancelAtGateway(open) : null;
    if (open && outcome?.status === 'paid' && (await applyPaymentOutcome(open, outcome))?.status === 'paid') return;
    await withLockedOrder(order.id, async (tx, locked) => {
      if (isUnpaid(locked.status)) await move(tx, locked, 'cancelled', 'Payment not received in time.', 'expired');
    });
  }

  return {
    move,
    withLockedOrder,
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
