import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from '../customers/customers.schema.ts';
import { productVariations, products } from '../catalogue/catalogue.schema.ts';
import { addresses } from '../addresses/addresses.schema.ts';
import { shippingMethods, deliverySlots } from '../shipping/shipping.schema.ts';
import { paymentProviders } from '../payments/payments.schema.ts';
import { promoCodes } from '../promotions/promotions.schema.ts';

/** One open cart per customer (guest or not); it holds the checkout choices too (SPEC §3 Cart). */
export const carts = pgTable('carts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  customerId: uuid()
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  billingAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
  shippingAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
  shippingMethodId: integer().references(() => shippingMethods.id),
  paymentMethodId: integer().references(() => paymentProviders.id),
  deliverySlotId: integer().references(() => deliverySlots.id),
  promoCodeId: integer().references(() => promoCodes.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Chosen attribute values of a line, as SPEC §3 shapes them. */
export type CartItemAttribute = { attributeId: number; attributeValues: string[] };

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    variationId: integer()
      .notNull()
      .references(() => productVariations.id),
    quantity: integer().notNull(),
    attributes: jsonb().$type<CartItemAttribute[]>().notNull().default([]),
    /** Canonical form of `attributes`, so the same choice merges into one line. */
    attributesKey: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.cartId, t.variationId, t.attributesKey),
    index('cart_items_cart_idx').on(t.cartId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
