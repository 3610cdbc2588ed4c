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

export const orderStatus = pgEnum('order_status', [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
]);

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);
