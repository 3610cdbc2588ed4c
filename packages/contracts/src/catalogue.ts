import { z } from 'zod';

/** Money on the wire: integer thousandths of KD (12.500 KD = 12500). */
export const MoneySchema = z.number().int();

export const BrandRefSchema = z.object({ brandId: z.number().int(), name: z.string() });

/** A product as lists, rails and search results show it. */
export const ProductSummarySchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  slug: z.string(),
  picturePath: z.string().nullable(),
  /** Price of the default variation. */
  price: MoneySchema,
  /** Price before a sale; null when not on sale. */
  compareAtPrice: MoneySchema.nullable(),
  brand: BrandRefSchema.nullable(),
  inStock: z.boolean(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** Lists count their matches up to this many; past it the shop says "10000+" (ADR 036). */
export const LIST_COUNT_LIMIT = 10_000;

export const ProductListSchema = z.object({
  data: z.array(ProductSummarySchema),
  /**
   * Total matches before paging; present when the request asked for `count=true`. Counted up to
   * LIST_COUNT_LIMIT: when more match, it is LIST_COUNT_LIMIT and `countIsLowerBound` is true.
   */
  count: z.number().int().nullable(),
  /** true: more products match than `count` says ("10000+"). */
  countIsLowerBound: z.boolean(),
});
export type ProductList = z.infer<typeof ProductListSchema>;

export const ProductSortSchema = z.enum(['relevance', 'price-asc', 'price-desc', 'newest']);
export type ProductSort = z.infer<typeof ProductSortSchema>;

/** Row ids and money are PostgreSQL `integer`s: larger numbers are refused as 400, never sent to SQL. */
const MAX_INTEGER = 2_147_483_647;

/** Query of GET /web-gw/products. Multi-valued filters are comma-separated ids. */
export const ProductListQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  /** Includes the products of every category below it. */
  categoryId: z.coerce.number().int().positive().max(MAX_INTEGER).optional(),
  brandIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'Expected up to 50 comma-separated brand ids')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  /** Bounds on the default variation's price, inclusive. */
  minPrice: z.coerce.number().int().min(0).max(MAX_INTEGER).optional(),
  maxPrice: z.coerce.number().int().min(0).max(MAX_INTEGER).optional(),
  /** true: only products with stock; false: only products without. Omit it for both. */
  inStock: z.stringbool().optional(),
  sort: ProductSortSchema.default('relevance'),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  top: z.coerce.number().int().min(1).max(100).default(24),
  count: z.stringbool().default(false),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

/** Query of GET /web-gw/products-brands and /web-gw/products/max-price: the list's keyword and category. */
export const ProductFacetQuerySchema = ProductListQuerySchema.pick({ keyword: true, categoryId: true });
export type ProductFacetQuery = z.input<typeof ProductFacetQuerySchema>;

export const AttributeValueSchema = z.object({
  attributeValueId: z.number().int(),
  code: z.string(),
  name: z.string(),
  hex: z.string().nullable(),
});
export const ProductAttributeSchema = z.object({
  attributeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Only the values some variation of this product has. */
  values: z.array(AttributeValueSchema),
});
export type ProductAttribute = z.infer<typeof ProductAttributeSchema>;

export const VariationSchema = z.object({
  variationId: z.number().int(),
  sku: z.string(),
  price: MoneySchema,
  compareAtPrice: MoneySchema.nullable(),
  activeQty: z.number().int(),
  isDefault: z.boolean(),
  attributeValueIds: z.array(z.number().int()),
});
export type Variation = z.infer<typeof VariationSchema>;

export const CategoryRefSchema = z.object({ categoryId: z.number().int(), slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  images: z.array(z.object({ path: z.string(), alt: z.string() })),
  /** The product's primary category and its ancestors, root first (breadcrumbs). */
  breadcrumbs: z.array(CategoryRefSchema),
  categories: z.array(CategoryRefSchema),
  attributes: z.array(ProductAttributeSchema),
  variations: z.array(VariationSchema),
  groupId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** SPEC §3 order line / get-price attribute: the chosen value code of one attribute. */
export const ChosenAttributeSchema = z.object({
  attributeId: z.number().int().positive(),
  attributeValue: z.string().min(1).max(50),
});
export const GetPriceBodySchema = z.object({ attributes: z.array(ChosenAttributeSchema).max(10).default([]) });
export const PriceAnswerSchema = z.object({
  productId: z.number().int(),
  variationId: z.number().int(),
  price: MoneySchema,
  compareAtPrice: MoneySchema.nullable(),
  activeQty: z.number().int(),
});
export type PriceAnswer = z.infer<typeof PriceAnswerSchema>;

/** SPEC §3 Stock. */
export const StockSchema = z.object({ activeQty: z.number().int() });

export const BrandFacetSchema = BrandRefSchema.extend({ productCount: z.number().int() });
export type BrandFacet = z.infer<typeof BrandFacetSchema>;
/** 0 when no product matches. */
export const MaxPriceSchema = z.object({ maxPrice: MoneySchema });

/** Published products in a category and the categories below it. */
export const ProductCountSchema = z.object({ count: z.number().int() });

export const CategorySchema = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imagePath: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryDetailSchema = CategorySchema.extend({
  /** Root first, ending with the category itself. */
  breadcrumbs: z.array(CategoryRefSchema),
  children: z.array(CategorySchema),
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

/** SPEC §3 search result: `data[].product.productId/productName`. */
export const SearchResultSchema = z.object({
  data: z.array(
    z.object({
      product: z.object({ productId: z.number().int(), productName: z.string(), picturePath: z.string().nullable() }),
    }),
  ),
  /** Total matches before paging; present when the request asked for `$count=true`. */
  count: z.number().int().nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** SPEC §9: never more than five suggestions. */
export const MAX_SUGGESTIONS = 5;

/** Query of GET /web-gw/products/suggest. A pageCount above MAX_SUGGESTIONS is refused, not trimmed. */
export const ProductSuggestQuerySchema = z.object({
  query: z.string().trim().min(1).max(100),
  pageCount: z.coerce.number().int().min(1).max(MAX_SUGGESTIONS).default(MAX_SUGGESTIONS),
  /** true: products in stock come before those out of stock. */
  preferInStock: z.stringbool().default(false),
});
export type ProductSuggestQuery = z.input<typeof ProductSuggestQuerySchema>;

/**
 * Query of GET /query (OData style). `$filter` must be exactly what `productNameStartsWith`
 * builds; anything else is refused with 400 INVALID_FILTER.
 */
export const ProductSearchQuerySchema = z.object({
  $filter: z.string().max(300),
  $top: z.coerce.number().int().min(1).max(100).default(MAX_SUGGESTIONS),
  $skip: z.coerce.number().int().min(0).max(100_000).default(0),
  $count: z.stringbool().default(false),
});
export type ProductSearchQuery = z.input<typeof ProductSearchQuerySchema>;

/** The `$filter` of GET /query for names starting with `text` (a quote is doubled, as OData escapes it). */
export function productNameStartsWith(text: string): string {
  return `startswith(productName,'${text.replaceAll("'", "''")}')`;
}
