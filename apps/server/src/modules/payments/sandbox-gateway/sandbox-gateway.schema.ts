import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own books. It stands for another company's system, so it shares no key
 * with the shop's tables: the shop knows a payment only by the reference it gave when opening it.
 */
export const sandboxPaymentStatus = pgEnum('sandbox_payment_status', [
  'open',
  'challenge',
  'captured',
  'declined',
  'cancelled',
]);

export const sandboxPayments = pgTable(
  'sandbox_gateway_payments',
  {
    /** The gateway's payment id, part of the hosted page's address: unguessable. */
    id: text().primaryKey(),
    /** Which merchant account (card, knet, tabby, tamara) opened it; each signs with its own secret. */
    gateway: text().notNull(),
    merchantReference: text().notNull(),
    /** Thousandths of the currency unit. */
    amount: integer().notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    returnUrl: text().notNull(),
    /** The hosted page's language, as the shop asked. */
    language: text().notNull().default('en'),
    status: sandboxPaymentStatus().notNull().default('open'),
    /** Thousandths given back so far by refunds; never more than the amount captured. */
    refundedAmount: integer().notNull().default(0),
    cardLast4: text(),
    declineReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_payments_reference_key').on(t.gateway, t.merchantReference),
    check('sandbox_gateway_payments_amount_check', sql`${t.amount} > 0`),
    check(
      'sandbox_gateway_payments_refunded_check',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);
