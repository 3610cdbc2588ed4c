import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.schema.ts';
import { productVariations, products } from '../catalogue/catalogue.schema.ts';

export const wishlists = pgTable('wishlists', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  customerId: uuid()
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  isPublic: boolean().notNull().default(false),
  /** Unguessable id used in shared links (GET /web-gw/wish-lists/{id}). */
  shareId: uuid().notNull().unique().defaultRandom(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    wishlistId: integer()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer().references(() => productVariations.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_product_key').on(t.wishlistId, t.productId),
    index('wishlist_items_wishlist_idx').on(t.wishlistId),
  ],
);
