import type { OrderStatus } from '@storefront/contracts';
import type { ORDER_PAYMENT_STATES } from './orders.schema.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * The order status machine: the only moves an order may make. An online order waits for its
 * payment; a declined one gives back what it held and may be retried (it waits again, taking the
 * stock anew) until the timeout cancels it; a paid or cash-on-delivery
 * order is processed, shipped and delivered; it may be cancelled until it ships (a paid one is then
 * refunded in the same transaction).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'payment_failed', 'cancelled'],
  payment_failed: ['awaiting_payment', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Statuses in which an order still waits for its money: paying it, or the payment timeout, moves it on. */
export const UNPAID_STATUSES = ['awaiting_payment', 'payment_failed'] as const satisfies readonly OrderStatus[];

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

export const isUnpaid = (status: OrderStatus): boolean => (UNPAID_STATUSES as readonly OrderStatus[]).includes(status);

/** Throws 409 ILLEGAL_STATUS_TRANSITION for a move the machine does not allow. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to))
    throw conflict(
      'ILLEGAL_STATUS_TRANSITION',
      `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
    );
}

/**
 * The steps the tracking timeline shows: the happy path of the order's kind (online payment or cash
 * on delivery); an order off that path shows where it left it: a failed payment after the steps
 * reached so far (the rest is still possible), a cancellation in place of the steps it will never reach.
 */
export function timelineSteps(
  paidOnline: boolean,
  reached: ReadonlySet<OrderStatus>,
  status: OrderStatus,
): OrderStatus[] {
  const path: OrderStatus[] = paidOnline
    ? ['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered']
    : ['processing', 'shipped', 'delivered'];
  if (path.includes(status)) return path;
  const done = path.filter((step) => reached.has(step));
  return status === 'cancelled' ? [...done, status] : [...done, status, ...path.filter((step) => !reached.has(step))];
}

export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/**
 * Where the money stands after a move: a payment outcome sets it; a cancellation of an order that
 * never collected anything voids it (a paid one stays paid until its refund is recorded); cash on
 * delivery is collected when it is delivered.
 */
export function paymentStateAfter(current: OrderPaymentState, to: OrderStatus): OrderPaymentState {
  if (to === 'awaiting_payment') return 'awaiting';
  if (to === 'payment_failed') return 'failed';
  if (to === 'paid') return 'paid';
  if (to === 'cancelled' && ['awaiting', 'failed', 'on_delivery'].includes(current)) return 'voided';
  if (to === 'delivered' && current === 'on_delivery') return 'paid';
  return current;
}
