import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';
import { categories, products } from '../catalogue/catalogue.schema.ts';

export const promoKind = pgEnum('promo_kind', ['percent', 'amount']);

export const promoCodes = pgTable('promo_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stored upper case; matched case-insensitively. */
  code: text().notNull().unique(),
  kind: promoKind().notNull(),
  /** Whole percent for `percent`, thousandths of KD for `amount`. */
  value: integer().notNull(),
  minSubtotal: integer().notNull().default(0),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }),
  maxUses: integer(),
  maxUsesPerCustomer: integer(),
  usedCount: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  /** Only for a customer with no order yet (cancelled ones aside). */
  firstOrderOnly: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a code is limited to: lines of these products, or of products in these categories or below
 * them. A code with neither applies to the whole cart, so a scoped category or product cannot be
 * deleted from under a code (restrict): that would silently widen its discount to every line.
 */
export const promoCodeCategories = pgTable(
  'promo_code_categories',
  {
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.categoryId] })],
);

export const promoCodeProducts = pgTable(
  'promo_code_products',
  {
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.productId] })],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    /** What the order took off, thousandths of KD. */
    discount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promo_redemptions_customer_idx').on(t.promoCodeId, t.customerId),
    // A code's uses, newest first (the back office's uses page).
    index('promo_redemptions_code_created_idx').on(t.promoCodeId, t.createdAt),
  ],
);
