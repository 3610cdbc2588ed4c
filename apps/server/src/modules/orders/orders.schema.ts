import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';
import { productVariations, products } from '../catalogue/catalogue.schema.ts';
import { shippingMethods, deliverySlots } from '../shipping/shipping.schema.ts';
import { paymentProviders } from '../payments/payments.schema.ts';
import { promoCodes } from '../promotions/promotions.schema.ts';
import { staffAccounts } from '../staff/staff.schema.ts';

export const orderStatus = pgEnum('order_status', [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
]);

/**
 * Where an order's money stands, kept beside its status so the back office filters on it with an
 * index: `awaiting` an online payment, `failed` (declined, may be retried), `paid`, `on_delivery`
 * (cash to collect), `voided` (cancelled before any money came in), `partially_refunded`, `refunded`.
 */
export const ORDER_PAYMENT_STATES = [
  'awaiting',
  'failed',
  'paid',
  'on_delivery',
  'voided',
  'partially_refunded',
  'refunded',
] as const;
export const orderPaymentState = pgEnum('order_payment_state', ORDER_PAYMENT_STATES);

/** Numbers orders in the order they are placed, whatever process places them (SQ-2026-000123). */
export const orderNumberSequence = pgSequence('order_number_seq');

/** Address as it was when the order was placed; later edits of the address book do not change it. */
export type AddressSnapshot = Record<string, string | number | null>;

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull().unique(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    status: orderStatus().notNull(),
    currency: text().notNull().default('KWD'),
    /** All money in thousandths of KD, computed by the server from its own prices. */
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    shippingFee: integer().notNull().default(0),
    total: integer().notNull(),
    promoCodeId: integer().references(() => promoCodes.id),
    shippingMethodId: integer().references(() => shippingMethods.id),
    paymentMethodId: integer().references(() => paymentProviders.id),
    deliverySlotId: integer().references(() => deliverySlots.id),
    billingAddress: jsonb().$type<AddressSnapshot>(),
    shippingAddress: jsonb().$type<AddressSnapshot>(),
    orderNotes: text().notNull().default(''),
    idempotencyKey: text(),
    /** SHA-256 of the request body the key came with: the key may only ever name that request. */
    idempotencyFingerprint: text(),
    /** The client address (IP) that placed it: open unpaid orders are capped per address. */
    placedFrom: text(),
    paymentState: orderPaymentState().notNull(),
    /** Fils given back so far (refunds recorded, whatever the gateway has done with them yet). */
    refundedAmount: integer().notNull().default(0),
    /**
     * Number, names, phones and e-mails of both addresses, folded as the storefront search folds text
     * (normalizeSearchText): what the back office's order search matches, through a trigram index.
     */
    searchText: text().notNull().default(''),
    /** Fulfilment marks within `processing`: who confirmed and packed it, and when. */
    confirmedAt: timestamp({ withTimezone: true }),
    confirmedBy: uuid().references(() => staffAccounts.id),
    packedAt: timestamp({ withTimezone: true }),
    packedBy: uuid().references(() => staffAccounts.id),
    /** Given when it ships; the shopper's tracking page shows them. */
    carrier: text(),
    trackingNumber: text(),
    /** Unpaid online orders release their stock after this moment. */
    paymentDueAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('orders_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('orders_unpaid_placed_from_idx')
      .on(t.placedFrom)
      .where(sql`${t.status} = 'awaiting_payment'`),
    // The payment-timeout sweeper reads only unpaid online orders, oldest due first.
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} in ('awaiting_payment', 'payment_failed')`),
    // The back office's list: newest first (read backwards), keyset-paged on (created_at, id) under each filter.
    index('orders_admin_created_idx').on(t.createdAt, t.id),
    index('orders_admin_status_idx').on(t.status, t.createdAt, t.id),
    index('orders_admin_payment_state_idx').on(t.paymentState, t.createdAt, t.id),
    index('orders_admin_slot_idx').on(t.deliverySlotId, t.createdAt, t.id),
    index('orders_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type OrderLineAttribute = { attributeId: number; attributeValue: string };

/** SPEC §3 Order line. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    variationId: integer()
      .notNull()
      .references(() => productVariations.id),
    /** The English name when ordered; `productNameAr` the Arabic one, so invoices read in either language. */
    productName: text().notNull(),
    productNameAr: text().notNull(),
    sku: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    attributes: jsonb().$type<OrderLineAttribute[]>().notNull().default([]),
    itemNotes: text().notNull().default(''),
    /** SPEC §9: discount type is always amount. */
    discountType: text().notNull().default('amount'),
    discountValue: integer().notNull().default(0),
    taxable: boolean().notNull().default(true),
    taxPercent: integer().notNull().default(0),
    lineTotal: integer().notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus(),
    toStatus: orderStatus().notNull(),
    note: text(),
    /** The staff member who made the move; null for the shopper, the gateway or the timeout. */
    staffId: uuid().references(() => staffAccounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** Staff's own notes on an order, never shown to the shopper. */
export const orderStaffNotes = pgTable(
  'order_staff_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid()
      .notNull()
      .references(() => staffAccounts.id),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_staff_notes_order_idx').on(t.orderId)],
);

/**
 * What each refund of an order gave back, by line: a line is never refunded beyond its quantity.
 * `paymentRefundId` is the payments module's refund row (null for an order that was never paid
 * online, whose refund is recorded here only).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null: the whole order's remaining money, not by line. */
    orderLineId: integer().references(() => orderLines.id),
    quantity: integer().notNull().default(0),
    amount: integer().notNull(),
    reason: text().notNull(),
    paymentRefundId: integer(),
    staffId: uuid().references(() => staffAccounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);
