import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    /**
     * The merchant account the payment is opened at (e.g. `knet-sandbox`, `knet-myfatoorah`): lookups, voids and
     * refunds go there even after the provider is switched to another gateway.
     */
    gateway: text().notNull(),
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
    // Webhooks name the gateway's payment id.
    index('payment_requests_gateway_payment_idx').on(t.gateway, t.gatewayTransactionId),
    uniqueIndex('payment_requests_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'submitted')`),
  ],
);

export const paymentRefundStatus = pgEnum('payment_refund_status', ['requested', 'pending', 'succeeded', 'failed']);

/**
 * Money given back from a paid request, through the gateway that took it. A refund is `requested`
 * before the gateway is called (so concurrent refunds never exceed the payment), then `pending`
 * while the gateway works on it, `succeeded` or `failed`.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The shop's id of this refund, sent to the gateway. */
    reference: text().notNull().unique(),
    requestId: integer()
      .notNull()
      .references(() => paymentRequests.id),
    amount: integer().notNull(),
    reason: text().notNull(),
    status: paymentRefundStatus().notNull().default('requested'),
    gatewayRefundId: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_request_idx').on(t.requestId),
    index('payment_refunds_gateway_refund_idx').on(t.gatewayRefundId),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Webhook events already taken in, by the gateway's own event id: a redelivered event is answered and ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_provider_event_key').on(t.provider, t.eventId)],
);
