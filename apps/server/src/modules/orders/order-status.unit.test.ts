import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/contracts';
import {
  assertTransition,
  canTransition,
  ORDER_TRANSITIONS,
  paymentStateAfter,
  timelineSteps,
} from './order-status.ts';

const LEGAL: [OrderStatus, OrderStatus][] = [
  ['awaiting_payment', 'paid'],
  ['awaiting_payment', 'payment_failed'],
  ['awaiting_payment', 'cancelled'],
  ['payment_failed', 'awaiting_payment'],
  ['payment_failed', 'cancelled'],
  ['paid', 'processing'],
  ['paid', 'cancelled'],
  ['processing', 'shipped'],
  ['processing', 'cancelled'],
  ['shipped', 'delivered'],
];

describe('the order status machine', () => {
  it('allows exactly the legal transitions', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const legal = LEGAL.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(legal);
      }
    }
    expect(Object.values(ORDER_TRANSITIONS).flat()).toHaveLength(LEGAL.length);
  });

  it('refuses an illegal move with 409 ILLEGAL_STATUS_TRANSITION', () => {
    expect(() => assertTransition('delivered', 'cancelled')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'ILLEGAL_STATUS_TRANSITION' }),
    );
    expect(() => assertTransition('shipped', 'cancelled')).toThrow('An order that is shipped cannot become cancelled.');
    expect(() => assertTransition('paid', 'paid')).toThrow();
    expect(() => assertTransition('processing', 'shipped')).not.toThrow();
  });

  it('ends at delivered or cancelled', () => {
    expect(ORDER_TRANSITIONS.delivered).toEqual([]);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
  });
});

describe('the tracking timeline', () => {
  const reached = (...statuses: OrderStatus[]) => new Set(statuses);

  it('follows the happy path of an online order and of cash on delivery', () => {
    expect(timelineSteps(true, reached('awaiting_payment'), 'awaiting_payment')).toEqual([
      'awaiting_payment',
      'paid',
      'processing',
      'shipped',
      'delivered',
    ]);
    expect(timelineSteps(false, reached('processing', 'shipped'), 'shipped')).toEqual([
      'processing',
      'shipped',
      'delivered',
    ]);
  });

  it('shows a failed payment after what was reached, with the rest still ahead', () => {
    expect(timelineSteps(true, reached('awaiting_payment', 'payment_failed'), 'payment_failed')).toEqual([
      'awaiting_payment',
      'payment_failed',
      'paid',
      'processing',
      'shipped',
      'delivered',
    ]);
  });

  it('ends a cancelled order’s timeline at the cancellation', () => {
    expect(timelineSteps(true, reached('awaiting_payment', 'payment_failed', 'cancelled'), 'cancelled')).toEqual([
      'awaiting_payment',
      'cancelled',
    ]);
    expect(timelineSteps(false, reached('processing', 'cancelled'), 'cancelled')).toEqual(['processing', 'cancelled']);
  });
});

describe('where the money stands after a move', () => {
  it('follows payment outcomes, voids what never collected anything and keeps a paid order paid until refunded', () => {
    expect(paymentStateAfter('awaiting', 'paid')).toBe('paid');
    expect(paymentStateAfter('awaiting', 'payment_failed')).toBe('failed');
    expect(paymentStateAfter('failed', 'awaiting_payment')).toBe('awaiting');
    expect(paymentStateAfter('awaiting', 'cancelled')).toBe('voided');
    expect(paymentStateAfter('on_delivery', 'cancelled')).toBe('voided');
    expect(paymentStateAfter('paid', 'cancelled')).toBe('paid');
    expect(paymentStateAfter('on_delivery', 'shipped')).toBe('on_delivery');
    expect(paymentStateAfter('on_delivery', 'delivered')).toBe('paid');
    expect(paymentStateAfter('partially_refunded', 'delivered')).toBe('partially_refunded');
  });
});
