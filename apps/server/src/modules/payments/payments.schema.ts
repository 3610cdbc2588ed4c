import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';

export const paymentKind = pgEnum('payment_kind', ['cod', 'card', 'bnpl']);

export const paymentProviders = pgTable('payment_providers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  kind: paymentKind().notNull(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  /** Which gateway adapter serves it (null for cash on delivery). */
  gateway: text(),
  /** Public settings only (merchant codes, sandbox URLs); secrets come from the environment. */
  settings: jsonb().$type<Record<string, string>>().notNull().default({}),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

export const paymentRequestStatus = pgEnum('payment_request_status', [
  'pending',
  'submitted',
  'paid',
  'failed',
  'cancelled',
  'expired',
]);

/**
 * One attempt to collect an order's money through a provider; `reference` is what gateways echo
 * back. An order has at most one open (pending or submitted) attempt at a time; a declined one
 * stays as it was and a retry is a new row.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    orderId: integer().notNull(),
    /** Whose order it is: only they may see or pay it. */
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    providerId: integer()
      .notNull()
      .references(() => paymentProviders.id),
    amount: integer().notNull(),
    currency: text().notNull().default('KWD'),
    status: paymentRequestStatus().notNull().default('pending'),
    /** The gateway's id for this payment, once the gateway has opened it. */
    gatewayTransactionId: text(),
    /** The gateway's hosted payment page for this attempt. */
    paymentLink: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_requests_order_idx').on(t.orderId),
    uniqueIndex('payment_requests_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'submitted')`),
  ],
);
