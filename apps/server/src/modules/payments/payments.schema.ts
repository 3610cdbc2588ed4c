import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

export const paymentRequestStatus = pgEnum('payment_request_status', ['pending', 'submitted', 'paid', 'failed', 'cancelled', 'expired']);

/** One attempt to collect an order's money through a provider; `reference` is what gateways echo back. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull().unique(),
    orderId: integer().notNull(),
    providerId: integer().notNull().references(() => paymentProviders.id),
    amount: integer().notNull(),
    currency: text().notNull().default('KWD'),
    status: paymentRequestStatus().notNull().default('pending'),
    gatewayTransactionId: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('payment_requests_order_idx').on(t.orderId)],
);
