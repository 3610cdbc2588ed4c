import { z } from 'zod';

// What the back office sends and receives for products (products.admin.routes.ts). Money is
// integer thousandths of KD (fils) everywhere; the admin app converts the KD it is typed in.

export const PRODUCT_STATUSES = ['published', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const ADMIN_PRODUCT_SORTS = [
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'updated-desc',
  'updated-asc',
  'created-desc',
  'created-asc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** About a million KD: far above any price, far below integer overflow once multiplied in SQL. */
export const MAX_PRICE_FILS = 1_000_000_000;
export const MAX_STOCK = 1_000_000;
/** A bulk action changes at most this many products, in one transaction of bounded length. */
export const MAX_BULK_PRODUCTS = 10_000;

const Fils = z.number().int().min(0).max(MAX_PRICE_FILS);
const RowId = z.number().int().positive().max(2_147_483_647);
const Text = (max: number) => z.string().trim().max(max);

/** Lower-case letters (any script), digits and single hyphens between them: a clean URL segment. */
export const SlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'Use lower-case letters, digits and single hyphens.');

export const AdminProductFilterSchema = z.object({
  /** Words matched in the English or Arabic name, folded as the storefront folds them. */
  q: Text(200).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  brandId: z.coerce.number().pipe(RowId).optional(),
  /** The category and every category below it. */
  categoryId: z.coerce.number().pipe(RowId).optional(),
  stock: z.enum(['in', 'out']).optional(),
  minPrice: z.coerce.number().pipe(Fils).optional(),
  maxPrice: z.coerce.number().pipe(Fils).optional(),
});
export type AdminProductFilter = z.output<typeof AdminProductFilterSchema>;

export const AdminProductListQuerySchema = AdminProductFilterSchema.extend({
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('updated-desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
}).refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
  message: 'The lowest price must not be above the highest.',
  path: ['maxPrice'],
});

const Named = z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() });

export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  picturePath: z.string().nullable(),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  inStock: z.boolean(),
  /** Units of every variation together. */
  stock: z.number().int(),
  variationCount: z.number().int(),
  /** Out of stock while the theme keeps such products at the end: the storefront lists it after those in stock. */
  listedLast: z.boolean(),
  brand: Named.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const AdminProductListSchema = z.object({
  items: z.array(AdminProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The theme's keep_out_of_stock_at_end, as the storefront applies it now. */
  keepOutOfStockAtEnd: z.boolean(),
});

const ImageSchema = z.object({
  /** A stored picture's address (`/api/download/…`), as /admin-api/product-images answered it. */
  path: z.string().trim().min(1).max(600),
  altEn: Text(300).default(''),
  altAr: Text(300).default(''),
});

const VariationInputSchema = z.object({
  /** An existing variation of this product; absent for a new one. */
  id: RowId.optional(),
  sku: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\p{L}\p{N}._\-/]+$/u, 'Use letters, digits, dots, hyphens, underscores and slashes.'),
  barcode: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\p{L}\p{N}-]*$/u, 'Use letters, digits and hyphens.')
    .nullable()
    .default(null)
    .transform((value) => value || null),
  /** The variation's own price in fils; the default variation's is the product's price. */
  price: Fils,
  /** Units on sale. For an existing variation the change from `stockSeen` is applied, so sales meanwhile are kept. */
  stock: z.number().int().min(0).max(MAX_STOCK),
  /** The stock the form showed when it loaded (existing variations): the edit adds `stock - stockSeen`. */
  stockSeen: z.number().int().min(0).max(MAX_STOCK).optional(),
  isDefault: z.boolean(),
  /** At most one value per attribute. */
  attributeValueIds: z.array(RowId).max(10).default([]),
});

export const ProductInputSchema = z
  .object({
    /** Absent: made from the English name, as a category's or brand's is. */
    slug: SlugSchema.optional(),
    nameEn: Text(200).min(1),
    nameAr: Text(200).min(1),
    descriptionEn: Text(20_000).default(''),
    descriptionAr: Text(20_000).default(''),
    brandId: RowId.nullable().default(null),
    categoryIds: z.array(RowId).max(50).default([]),
    status: z.enum(['published', 'draft']),
    /** The default variation's compare-at price; the others' follow their price difference. */
    compareAtPrice: Fils.nullable().default(null),
    images: z.array(ImageSchema).max(20).default([]),
    variations: z.array(VariationInputSchema).min(1).max(100),
  })
  .superRefine((product, context) => {
    const defaults = product.variations.filter((variation) => variation.isDefault).length;
    if (defaults !== 1)
      context.addIssue({ code: 'custom', path: ['variations'], message: 'Mark exactly one variation as the default.' });
    const seen = new Map<string, number>();
    product.variations.forEach((variation, index) => {
      const sku = variation.sku.toLowerCase();
      if (seen.has(sku))
        context.addIssue({
          code: 'custom',
          path: ['variations', index, 'sku'],
          message: 'Each variation needs its own SKU.',
        });
      seen.set(sku, index);
    });
    const ids = product.variations.flatMap((variation) => (variation.id === undefined ? [] : [variation.id]));
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', path: ['variations'], message: 'A variation appears twice.' });
  });
export type ProductInputBody = z.output<typeof ProductInputSchema>;
/** The editor's product once its slug is chosen (service side). */
export type ProductInput = ProductInputBody & { slug: string };

export const AdminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  brandId: z.number().int().nullable(),
  categoryIds: z.array(z.number().int()),
  status: z.enum(PRODUCT_STATUSES),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  inStock: z.boolean(),
  listedLast: z.boolean(),
  images: z.array(z.object({ path: z.string(), altEn: z.string(), altAr: z.string() })),
  variations: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      barcode: z.string().nullable(),
      price: z.number().int(),
      stock: z.number().int(),
      isDefault: z.boolean(),
      attributeValueIds: z.array(z.number().int()),
    }),
  ),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** What the editor's pickers offer: every brand and category (unpublished ones too) and the attributes. */
export const ProductFormOptionsSchema = z.object({
  brands: z.array(Named),
  categories: z.array(Named.extend({ parentId: z.number().int().nullable(), isPublished: z.boolean() })),
  attributes: z.array(
    Named.extend({ code: z.string(), values: z.array(Named.extend({ code: z.string(), hex: z.string().nullable() })) }),
  ),
  /** The theme's keep_out_of_stock_at_end: the editor says a product saved with no stock is listed last. */
  keepOutOfStockAtEnd: z.boolean(),
});

export const BULK_ACTIONS = ['publish', 'unpublish', 'price-percent', 'price-amount', 'stock-set'] as const;

export const BulkActionSchema = z
  .object({
    /** The products: these ids, or every product the list's filter finds (not both). */
    ids: z.array(RowId).min(1).max(MAX_BULK_PRODUCTS).optional(),
    filter: AdminProductFilterSchema.optional(),
    action: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('publish') }),
      z.object({ kind: z.literal('unpublish') }),
      /** Hundredths of a percent: 1050 raises prices by 10.50 %, -2000 lowers them by 20 %. */
      z.object({ kind: z.literal('price-percent'), basisPoints: z.number().int().min(-10_000).max(100_000) }),
      /** Fils added to every price (negative lowers it; never below 0). */
      z.object({ kind: z.literal('price-amount'), amount: z.number().int().min(-MAX_PRICE_FILS).max(MAX_PRICE_FILS) }),
      /** Every variation of every product gets this many units. */
      z.object({ kind: z.literal('stock-set'), quantity: z.number().int().min(0).max(MAX_STOCK) }),
    ]),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    message: 'Choose the products by ids or by a filter.',
    path: ['ids'],
  });
export type BulkAction = z.output<typeof BulkActionSchema>;

export const BulkResultSchema = z.object({ changed: z.number().int() });
