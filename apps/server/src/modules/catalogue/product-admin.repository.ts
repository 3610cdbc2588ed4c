import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  productCategories,
  productImages,
  products,
  productVariations,
} from './catalogue.schema.ts';
import { keywordCondition } from './catalogue.repository.ts';
import type { AdminProductSort, ProductStatus } from './product-admin.contract.ts';

/** Which products (any status) a back-office list or bulk action is about. */
export interface AdminProductQuery {
  /** Folded (normalizeSearchText). */
  keyword?: string;
  status?: ProductStatus;
  brandId?: number;
  /** The category and every category below it. */
  categoryIds?: number[];
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
}

export type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof productVariations.$inferSelect;

function statusCondition(status: ProductStatus): SQL {
  if (status === 'archived') return isNotNull(products.archivedAt);
  if (status === 'published') return eq(products.isPublished, true);
  return and(eq(products.isPublished, false), isNull(products.archivedAt))!;
}

export const statusOf = (row: Pick<ProductRow, 'isPublished' | 'archivedAt'>): ProductStatus =>
  row.archivedAt ? 'archived' : row.isPublished ? 'published' : 'draft';

function queryCondition(query: AdminProductQuery): SQL | undefined {
  return and(
    query.status ? statusCondition(query.status) : undefined,
    query.keyword ? keywordCondition(query.keyword) : undefined,
    query.categoryIds
      ? sql`${products.id} in (select ${productCategories.productId} from ${productCategories} where ${inArray(productCategories.categoryId, query.categoryIds)})`
      : undefined,
    query.brandId !== undefined ? eq(products.brandId, query.brandId) : undefined,
    query.inStock !== undefined ? eq(products.inStock, query.inStock) : undefined,
    query.minPrice !== undefined ? gte(products.price, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.price, query.maxPrice) : undefined,
  );
}

/** Each order walks one of the products_admin_* indexes (migration 0009), the id breaking ties. */
function adminOrder(sort: AdminProductSort, language: 'en' | 'ar'): SQL[] {
  const name = language === 'ar' ? products.searchNameAr : products.searchNameEn;
  const [key, direction] = sort.split('-') as ['name' | 'price' | 'updated' | 'created', 'asc' | 'desc'];
  const column = { name, price: products.price, updated: products.updatedAt, created: products.createdAt }[key];
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(products.id)];
}

const stockOfProduct = sql<number>`(select coalesce(sum(${productVariations.activeQty}), 0)::integer from ${productVariations} where ${productVariations.productId} = ${products.id})`;
const variationsOfProduct = sql<number>`(select count(*)::integer from ${productVariations} where ${productVariations.productId} = ${products.id})`;

export function createProductAdminRepository() {
  return {
    /** A page of products in the back office's order, with their brand and their stock summed. */
    listPage(
      db: Database,
      query: AdminProductQuery,
      sort: AdminProductSort,
      language: 'en' | 'ar',
      skip: number,
      top: number,
    ) {
      const order = adminOrder(sort, language);
      const pageIds = db
        .select({ id: products.id })
        .from(products)
        .where(queryCondition(query))
        .orderBy(...order)
        .offset(skip)
        .limit(top)
        .as('page');
      return db
        .select({
          product: {
            id: products.id,
            slug: products.slug,
            nameEn: products.nameEn,
            nameAr: products.nameAr,
            picturePath: products.picturePath,
            price: products.price,
            compareAtPrice: products.compareAtPrice,
            isPublished: products.isPublished,
            archivedAt: products.archivedAt,
            inStock: products.inStock,
            createdAt: products.createdAt,
            updatedAt: products.updatedAt,
          },
          brand: { id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr },
          stock: stockOfProduct,
          variationCount: variationsOfProduct,
        })
        .from(products)
        .innerJoin(pageIds, eq(pageIds.id, products.id))
        .leftJoin(brands, eq(brands.id, products.brandId))
        .orderBy(...order);
    },

    async count(db: Database, query: AdminProductQuery): Promise<number> {
      const [row] = await db.select({ count: count() }).from(products).where(queryCondition(query));
      return row!.count;
    },

    /** The ids a query finds after `afterId`, at most `limit` (callers ask one more to tell "too many"). */
    async findIds(db: Database, query: AdminProductQuery, limit: number, afterId = 0): Promise<number[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(queryCondition(query), afterId > 0 ? sql`${products.id} > ${afterId}` : undefined))
        .orderBy(asc(products.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The product with everything the editor shows, or null. */
    async findForEditing(db: Database, id: number) {
      const [product] = await db.select().from(products).where(eq(products.id, id));
      if (!product) return null;
      const [variations, images, categoryRows] = [
        await db
          .select()
          .from(productVariations)
          .where(eq(productVariations.productId, id))
          .orderBy(desc(productVariations.isDefault), asc(productVariations.id)),
        await db
          .select()
          .from(productImages)
          .where(eq(productImages.productId, id))
          .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
        await db
          .select({ id: productCategories.categoryId })
          .from(productCategories)
          .where(eq(productCategories.productId, id))
          .orderBy(asc(productCategories.categoryId)),
      ];
      return { product, variations, images, categoryIds: categoryRows.map((row) => row.id) };
    },

    async insertProduct(tx: Database, values: typeof products.$inferInsert): Promise<number> {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    async updateProduct(tx: Database, id: number, values: Partial<typeof products.$inferInsert>) {
      await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    async replaceCategories(tx: Database, productId: number, categoryIds: number[]) {
      await tx.delete(productCategories).where(eq(productCategories.productId, productId));
      if (categoryIds.length > 0)
        await tx.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
    },

    async replaceImages(tx: Database, productId: number, images: { path: string; altEn: string; altAr: string }[]) {
      await tx.delete(productImages).where(eq(productImages.productId, productId));
      if (images.length > 0)
        await tx.insert(productImages).values(images.map((image, sortOrder) => ({ productId, ...image, sortOrder })));
    },

    /** Removes the product's other variations; one an order or a cart holds is refused by its foreign key. */
    async deleteVariationsExcept(tx: Database, productId: number, keepIds: number[]) {
      await tx
        .delete(productVariations)
        .where(
          and(
            eq(productVariations.productId, productId),
            keepIds.length > 0 ? notInArray(productVariations.id, keepIds) : undefined,
          ),
        );
    },

    /** Clears the default flag of every variation, so another can take it (one default per product, by index). */
    async clearDefaultVariation(tx: Database, productId: number) {
      await tx
        .update(productVariations)
        .set({ isDefault: false })
        .where(and(eq(productVariations.productId, productId), eq(productVariations.isDefault, true)));
    },

    async updateVariation(
      tx: Database,
      id: number,
      values: Pick<VariationRow, 'sku' | 'barcode' | 'priceDelta' | 'isDefault' | 'attributeValueIds'>,
    ) {
      await tx.update(productVariations).set(values).where(eq(productVariations.id, id));
    },

    /** Locks the product's variations, in id order, until the transaction ends. */
    async lockVariations(tx: Database, productId: number) {
      await tx
        .select({ id: productVariations.id })
        .from(productVariations)
        .where(eq(productVariations.productId, productId))
        .orderBy(asc(productVariations.id))
        .for('update');
    },

    /** A new variation, with no stock: its units arrive through the stock path. */
    async insertVariation(
      tx: Database,
      values: Pick<VariationRow, 'productId' | 'sku' | 'barcode' | 'priceDelta' | 'isDefault' | 'attributeValueIds'>,
    ): Promise<number> {
      const [row] = await tx
        .insert(productVariations)
        .values({ ...values, activeQty: 0 })
        .returning({ id: productVariations.id });
      return row!.id;
    },

    /** SKUs among `skus` that variations of other products already carry. */
    async findSkusOfOtherProducts(db: Database, skus: string[], productId: number | null): Promise<string[]> {
      if (skus.length === 0) return [];
      const rows = await db
        .select({ sku: productVariations.sku })
        .from(productVariations)
        .where(
          and(
            inArray(productVariations.sku, skus),
            productId === null ? undefined : not(eq(productVariations.productId, productId)),
          ),
        );
      return rows.map((row) => row.sku);
    },

    async isSlugTaken(db: Database, slug: string, exceptProductId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(eq(products.slug, slug), exceptProductId === null ? undefined : not(eq(products.id, exceptProductId))),
        );
      return row !== undefined;
    },

    /** The slugs starting with `prefix`, to find a free one for a copy. */
    async listSlugsStartingWith(db: Database, prefix: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: products.slug })
        .from(products)
        .where(sql`${products.slug} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`);
      return new Set(rows.map((row) => row.slug));
    },

    async listSkusStartingWith(db: Database, prefixes: string[]): Promise<Set<string>> {
      if (prefixes.length === 0) return new Set();
      const rows = await db
        .select({ sku: productVariations.sku })
        .from(productVariations)
        .where(
          sql`(${sql.join(
            prefixes.map((prefix) => sql`${productVariations.sku} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`),
            sql` or `,
          )})`,
        );
      return new Set(rows.map((row) => row.sku));
    },

    async existingBrandIds(db: Database, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async existingCategoryIds(db: Database, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Each asked attribute value that exists, with its attribute. */
    listAttributeValuesById(db: Database, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
        .from(attributeValues)
        .where(inArray(attributeValues.id, ids));
    },

    listAllBrands: (db: Database) =>
      db
        .select({ id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr })
        .from(brands)
        .orderBy(asc(brands.nameEn)),

    listAllCategories: (db: Database) =>
      db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          slug: categories.slug,
          sortOrder: categories.sortOrder,
          nameEn: categories.nameEn,
          nameAr: categories.nameAr,
          isPublished: categories.isPublished,
        })
        .from(categories),

    listAttributesWithValues: (db: Database) =>
      db
        .select({ attribute: attributes, value: attributeValues })
        .from(attributes)
        .innerJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
        .orderBy(asc(attributes.id), asc(attributeValues.sortOrder), asc(attributeValues.id)),

    /** The products' variations, in product then id order (bulk stock and audit read them). */
    listVariationsOf: (db: Database, productIds: number[]) =>
      db
        .select()
        .from(productVariations)
        .where(inArray(productVariations.productId, productIds))
        .orderBy(asc(productVariations.productId), asc(productVariations.id)),

    listProductsByIds: (db: Database, ids: number[]) =>
      db
        .select({
          id: products.id,
          price: products.price,
          isPublished: products.isPublished,
          archivedAt: products.archivedAt,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id)),

    /** Publishes or unpublishes the products (archived ones stay as they are); answers the ids it changed. */
    async setPublished(tx: Database, ids: number[], isPublished: boolean): Promise<number[]> {
      const rows = await tx
        .update(products)
        .set({ isPublished, updatedAt: sql`now()` })
        .where(and(inArray(products.id, ids), isNull(products.archivedAt), not(eq(products.isPublished, isPublished))))
        .returning({ id: products.id });
      return rows.map((row) => row.id);
    },

    async setArchived(tx: Database, id: number, archived: boolean) {
      await tx
        .update(products)
        .set(
          archived
            ? { archivedAt: sql`now()`, isPublished: false, updatedAt: sql`now()` }
            : { archivedAt: null, updatedAt: sql`now()` },
        )
        .where(eq(products.id, id));
    },

    /**
     * Reprices the products and their variations by `newPrice` (SQL of the old price, `price`):
     * each variation's own price is repriced and its delta recomputed against the product's new
     * price, so the default variation stays the product's price and every price stays ≥ 0.
     */
    async reprice(tx: Database, ids: number[], newPrice: (price: SQL) => SQL) {
      // Variations first, while products.price still holds the old base.
      await tx.execute(sql`
        update ${productVariations} v
        set price_delta = ${newPrice(sql`(p.price + v.price_delta)`)} - ${newPrice(sql`p.price`)}
        from ${products} p
        where p.id = v.product_id and ${inArray(sql`p.id`, ids)} and not v.is_default`);
      await tx
        .update(products)
        .set({ price: newPrice(sql`${products.price}`), updatedAt: sql`now()` })
        .where(inArray(products.id, ids));
    },
  };
}
export type ProductAdminRepository = ReturnType<typeof createProductAdminRepository>;
