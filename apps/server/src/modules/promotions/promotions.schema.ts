import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';

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
});

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_redemptions_customer_idx').on(t.promoCodeId, t.customerId)],
);
