import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffAccounts } from '../staff/staff.schema.ts';

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
    /** Set while the product is archived: kept for orders and the back office, never published. */
    archivedAt: timestamp({ withTimezone: true }),
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
    // The same orders led by the brand, for a brand's list without a category (ADR 060): one range
    // of the index in order, where walking an order's index and filtering by brand read most of the
    // catalogue for a small brand, and collecting the brand's products first grew with the brand.
    index('products_brand_newest_idx')
      .on(t.brandId, t.createdAt, t.id)
      .where(sql`${t.isPublished}`),
    index('products_brand_price_idx')
      .on(t.brandId, t.price, t.id)
      .where(sql`${t.isPublished}`),
    index('products_brand_in_stock_newest_idx')
      .on(t.brandId, t.inStock, t.createdAt, t.id)
      .where(sql`${t.isPublished}`),
    index('products_brand_in_stock_price_idx')
      .on(t.brandId, t.inStock, t.price, t.id)
      .where(sql`${t.isPublished}`),
    index('products_brand_in_stock_first_price_idx')
      .on(t.brandId, t.inStock.desc().nullsFirst(), t.price, t.id)
      .where(sql`${t.isPublished}`),
    // Counts, brand facets, price bounds and the ranking of a list page read only these columns:
    // an index-only scan of this narrow index instead of the wide rows (descriptions) of every
    // matching product.
    index('products_published_facets_idx')
      .on(t.id, t.brandId, t.price, t.inStock, t.createdAt)
      .where(sql`${t.isPublished}`),
    check('products_archived_unpublished_check', sql`${t.archivedAt} is null or not ${t.isPublished}`),
    // The back office lists every product (drafts and archived too) in each of its orders: one
    // index per order, ending in the id, so a page walks it and stops after `skip + top` rows.
    index('products_admin_name_en_idx').on(t.searchNameEn, t.id),
    index('products_admin_name_ar_idx').on(t.searchNameAr, t.id),
    index('products_admin_price_idx').on(t.price, t.id),
    index('products_admin_updated_idx').on(t.updatedAt, t.id),
    index('products_admin_created_idx').on(t.createdAt, t.id),
    // Drafts and archived products are few: found through this, then sorted, instead of walking
    // an order's index past every published product (which, with none unpublished, is all of them).
    index('products_admin_unpublished_idx')
      .on(t.id)
      .where(sql`not ${t.isPublished}`),
  ],
);

/**
 * The search index (issue 15, ADR 036): every word a shopper may type to find a published
 * product, folded (`fold_search_text`, the rules of search-text.ts) and split into words
 * (`search_words`): the words of its names, of its brand's names and of the names of its
 * categories and their ancestors, each once per product with the weight of its best source
 * (`SEARCH_WEIGHTS`), plus each whole folded name (a name that starts with the typed text). Kept by
 * the database itself: triggers on products, brands, categories and product_categories refresh a
 * product's rows on every insert, rename, brand or category change, (un)publication and stock
 * flip, whichever code makes it; a deleted product's rows go with it (cascade).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    term: text().notNull(),
    weight: smallint().notNull(),
    /** A copy of products.in_stock, so a walk can put products in stock first without reading products. */
    inStock: boolean().notNull(),
  },
  (t) => [
    // Suggestions and relevance walk this in weight order, each term range in byte order
    // (text_pattern_ops: `term ~>=~ prefix` serves a prefix whatever the collation), and stop early.
    index('search_terms_walk_idx').using('btree', t.weight, sql`${t.term} text_pattern_ops`, t.productId, t.inStock),
    // "Does this product also have a word starting with …": one descent per product and word.
    uniqueIndex('search_terms_product_term_key').using('btree', t.productId, sql`${t.term} text_pattern_ops`),
  ],
);

/**
 * Typo lookup (deletion neighbourhood): every letter word of the index (four letters or more, no
 * digits) under itself and under each form with one letter left out. A typed word and a stored
 * word within one typo (a letter missing, extra, changed or swapped with its neighbour) share a
 * variant. Words are added as the index gains them and never removed (a word no product has any
 * more leads to no product).
 */
export const searchWordVariants = pgTable(
  'search_word_variants',
  {
    variant: text().notNull(),
    word: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
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

/**
 * A category's page as the shopper sees it (ADR 049): one row per published product and shown
 * category it is filed in or under, with the columns a list filters and sorts by, kept by
 * migration 0022's triggers. A page is then a range of one of these indexes, whatever the size of
 * the category; without it each page collected the category's products and sorted them all.
 */
export const productListing = pgTable(
  'product_listing',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandId: integer(),
    price: integer().notNull(),
    inStock: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    // As the products' listing indexes, each led by the category: newest and price-desc scan
    // backwards; the in_stock-led ones serve keep_out_of_stock_at_end.
    index('product_listing_newest_idx').on(t.categoryId, t.createdAt, t.productId),
    index('product_listing_price_idx').on(t.categoryId, t.price, t.productId),
    index('product_listing_in_stock_newest_idx').on(t.categoryId, t.inStock, t.createdAt, t.productId),
    index('product_listing_in_stock_price_idx').on(t.categoryId, t.inStock, t.price, t.productId),
    index('product_listing_in_stock_first_price_idx').on(
      t.categoryId,
      t.inStock.desc().nullsFirst(),
      t.price,
      t.productId,
    ),
    // The same orders for a brand's products in a category (ADR 050): brands follow categories, so
    // walking a category's order for one brand read the whole category when the brand had few or
    // none there. Brand facets group the first by brand.
    index('product_listing_brand_newest_idx').on(t.categoryId, t.brandId, t.createdAt, t.productId),
    index('product_listing_brand_price_idx').on(t.categoryId, t.brandId, t.price, t.productId),
    index('product_listing_brand_in_stock_newest_idx').on(t.categoryId, t.brandId, t.inStock, t.createdAt, t.productId),
    index('product_listing_brand_in_stock_price_idx').on(t.categoryId, t.brandId, t.inStock, t.price, t.productId),
    index('product_listing_brand_in_stock_first_price_idx').on(
      t.categoryId,
      t.brandId,
      t.inStock.desc().nullsFirst(),
      t.price,
      t.productId,
    ),
    // A product's rows, rewritten when it changes (a stock flip at checkout) or deleted with it.
    index('product_listing_product_idx').on(t.productId),
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
    /** The code printed on the item (EAN, UPC …), if it has one. */
    barcode: text(),
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
    // The low-stock list walks this in order and stops after a page.
    index('product_variations_low_stock_idx').on(t.activeQty, t.id),
  ],
);

/**
 * Why a variation's stock was changed by hand or by a tool (orders take and give back stock
 * through their own records, not here): goods received, damaged, a correction (a stock-take
 * count), a CSV import, the stock a new variation starts with.
 */
export const STOCK_REASONS = ['received', 'damaged', 'correction', 'import', 'initial'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * The stock history of a variation: one row per change made through `adjustStock`, in the same
 * transaction and the same statement order as the change, so `quantity_after` is what the
 * variation held right after it. Checkout takes and cancellations give back are not rows here
 * (orders record them as their lines).
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    variationId: integer()
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    quantityAfter: integer().notNull(),
    reason: text({ enum: STOCK_REASONS }).notNull(),
    note: text().notNull().default(''),
    /** The staff member who made it; null for a change made by a script (seed, CLI import). */
    staffId: uuid().references(() => staffAccounts.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A variation's history, newest first, one page at a time.
    index('stock_adjustments_variation_idx').on(t.variationId, t.id.desc()),
    check('stock_adjustments_quantity_after_check', sql`${t.quantityAfter} >= 0`),
  ],
);
