import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Category tree; products attach to any node, the storefront browses published ones. */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    imagePath: text(),
    sortOrder: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  logoPath: text(),
});

/** Products of one group are the same model in other colours or sizes ("grouped products"). */
export const productGroups = pgTable('product_groups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    /** Names folded for search (lower case; Arabic alef/taa marbuta/alef maqsura/diacritics normalised). */
    searchNameEn: text().notNull(),
    searchNameAr: text().notNull(),
    brandId: integer().references(() => brands.id),
    groupId: integer().references(() => productGroups.id),
    /** Base price in thousandths of KD; variations add their delta. */
    price: integer().notNull(),
    compareAtPrice: integer(),
    picturePath: text(),
    isPublished: boolean().notNull().default(true),
    /**
     * Whether any variation has `active_qty > 0`. Kept by the database itself (trigger
     * `products_refresh_in_stock`, migration 0001), so every stock change, whichever module makes
     * it, keeps listings that sort out-of-stock products last fast at 100k products.
     */
    inStock: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // text_pattern_ops serves `LIKE 'prefix%'` from the index whatever the database collation.
    index('products_search_name_en_prefix_idx').using('btree', sql`${t.searchNameEn} text_pattern_ops`),
    index('products_search_name_ar_prefix_idx').using('btree', sql`${t.searchNameAr} text_pattern_ops`),
    index('products_search_name_en_trgm_idx').using('gin', sql`${t.searchNameEn} gin_trgm_ops`),
    index('products_search_name_ar_trgm_idx').using('gin', sql`${t.searchNameAr} gin_trgm_ops`),
    index('products_brand_idx').on(t.brandId),
    index('products_group_idx').on(t.groupId),
    // Every listing order with its tie-breaker (id), of published products only, so a page walks
    // one index in order and stops after `skip + top` rows instead of sorting the catalogue. Newest
    // and price-desc scan backwards. The in_stock-led ones serve the theme's keep_out_of_stock_at_end
    // (out-of-stock last): newest and price-desc backwards, price-asc forwards on the DESC one.
    index('products_listing_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isPublished}`),
    index('products_listing_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.isPublished}`),
    index('products_listing_in_stock_newest_idx')
      .on(t.inStock, t.createdAt, t.id)
      .where(sql`${t.isPublished}`),
    index('products_listing_in_stock_price_idx')
      .on(t.inStock, t.price, t.id)
      .where(sql`${t.isPublished}`),
    index('products_listing_in_stock_first_price_idx')
      .on(t.inStock.desc().nullsFirst(), t.price, t.id)
      .where(sql`${t.isPublished}`),
    // Counts, brand facets, price bounds and the ranking of a list page read only these columns:
    // an index-only scan of this narrow index instead of the wide rows (descriptions) of every
    // matching product.
    index('products_published_facets_idx')
      .on(t.id, t.brandId, t.price, t.inStock, t.createdAt)
      .where(sql`${t.isPublished}`),
  ],
);

/**
 * Every word-start of a product's folded names and of its brand's names: "black oud abaya" is
 * stored as "black oud abaya", "oud abaya" and "abaya", so suggestions find a product by the
 * start of any word (`tail LIKE 'prefix%'`, walked in order on the text_pattern_ops index). Kept
 * by the database itself (trigger `products_refresh_name_tails`, migration 0004) on every
 * product insert, rename or brand change and every brand rename, whichever code makes it.
 */
export const productNameTails = pgTable(
  'product_name_tails',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tail: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tail] }),
    index('product_name_tails_prefix_idx').using('btree', sql`${t.tail} text_pattern_ops`, t.productId),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    // With the product id, a category's products (and their count) come from the index alone.
    index('product_categories_category_product_idx').on(t.categoryId, t.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text().notNull(),
    altEn: text().notNull().default(''),
    altAr: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const attributes = pgTable('attributes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** Swatch colour for colour values. */
    hex: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_code_key').on(t.attributeId, t.code)],
);

/**
 * Every product has at least one variation; stock lives here. `activeQty` only ever changes
 * through atomic `UPDATE … WHERE active_qty >= n` statements. A product has one default
 * variation, and it carries no price delta: so `products.price` is the default variation's
 * price, which lists show, filter and sort on through an index.
 */
export const productVariations = pgTable(
  'product_variations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull().unique(),
    priceDelta: integer().notNull().default(0),
    activeQty: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    /** Sorted attribute value ids, so "same attributes" is a plain equality. */
    attributeValueIds: jsonb().$type<number[]>().notNull().default([]),
  },
  (t) => [
    index('product_variations_product_idx').on(t.productId),
    check('product_variations_active_qty_check', sql`${t.activeQty} >= 0`),
    uniqueIndex('product_variations_one_default_key')
      .on(t.productId)
      .where(sql`${t.isDefault}`),
    check('product_variations_default_no_delta_check', sql`not ${t.isDefault} or ${t.priceDelta} = 0`),
  ],
);
