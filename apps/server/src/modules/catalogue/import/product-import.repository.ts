import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  productCategories,
  productImages,
  products,
  productVariations,
} from '../catalogue.schema.ts';
import { createProductAdminRepository } from '../product-admin.repository.ts';
import { importedImages, productImportErrors, productImports } from './product-import.schema.ts';
import type { RowError } from './product-csv.ts';

export type ImportRow = typeof productImports.$inferSelect;
export type ExistingProduct = typeof products.$inferSelect;
export type ExistingVariation = typeof productVariations.$inferSelect;

/** All SQL of imports and exports: their own tables, and the catalogue tables they write and read. */
export function createProductImportRepository() {
  // A product's own row, categories and pictures are written as the product editor writes them.
  const { updateProduct, replaceCategories, replaceImages, clearDefaultVariation } = createProductAdminRepository();
  return {
    updateProduct,
    replaceCategories,
    replaceImages,
    clearDefault: clearDefaultVariation,

    /** Inserts a queued import; throws the unique violation of `product_imports_one_active_key` when one is active. */
    async insertImport(
      db: Database,
      values: { staffId: string | null; fileName: string; storageKey: string; totalRows: number },
    ) {
      const [row] = await db.insert(productImports).values(values).returning();
      return row!;
    },

    async findActiveImport(db: Database) {
      const [row] = await db
        .select({ id: productImports.id })
        .from(productImports)
        .where(inArray(productImports.state, ['queued', 'running']));
      return row ?? null;
    },

    async findImport(db: Database, id: number) {
      const [row] = await db.select().from(productImports).where(eq(productImports.id, id));
      return row ?? null;
    },

    listImports: (db: Database, limit: number) =>
      db.select().from(productImports).orderBy(desc(productImports.id)).limit(limit),

    async updateImport(db: Database, id: number, values: Partial<typeof productImports.$inferInsert>) {
      await db.update(productImports).set(values).where(eq(productImports.id, id));
    },

    async addErrors(db: Database, importId: number, errors: RowError[]) {
      if (errors.length === 0) return;
      await db.insert(productImportErrors).values(
        errors.map((error) => ({
          importId,
          row: error.row,
          column: error.column,
          code: error.code,
          params: error.params ?? {},
        })),
      );
    },

    async clearErrors(db: Database, importId: number) {
      await db.delete(productImportErrors).where(eq(productImportErrors.importId, importId));
    },

    listErrors: (db: Database, importId: number, limit: number) =>
      db
        .select()
        .from(productImportErrors)
        .where(eq(productImportErrors.importId, importId))
        .orderBy(asc(productImportErrors.row))
        .limit(limit),

    /** For each SKU among `skus` that a product already carries: that product's slug. */
    async findSkuOwners(db: Database, skus: string[]): Promise<Map<string, string>> {
      if (skus.length === 0) return new Map();
      const rows = await db
        .select({ sku: productVariations.sku, slug: products.slug })
        .from(productVariations)
        .innerJoin(products, eq(products.id, productVariations.productId))
        .where(inArray(productVariations.sku, skus));
      return new Map(rows.map((row) => [row.sku, row.slug]));
    },

    async findImportedImages(db: Database, urls: string[]): Promise<Map<string, string>> {
      if (urls.length === 0) return new Map();
      const rows = await db.select().from(importedImages).where(inArray(importedImages.sourceUrl, urls));
      return new Map(rows.map((row) => [row.sourceUrl, row.path]));
    },

    async rememberImportedImage(db: Database, sourceUrl: string, path: string) {
      await db.insert(importedImages).values({ sourceUrl, path }).onConflictDoNothing();
    },

    listBrands: (db: Database) => db.select().from(brands),
    listCategories: (db: Database) => db.select().from(categories),
    listAttributeValues: (db: Database) =>
      db
        .select({ attribute: attributes, value: attributeValues })
        .from(attributes)
        .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id)),

    async insertBrand(tx: Database, values: typeof brands.$inferInsert) {
      const [row] = await tx.insert(brands).values(values).returning();
      return row!;
    },
    async insertCategory(tx: Database, values: typeof categories.$inferInsert) {
      const [row] = await tx.insert(categories).values(values).returning();
      return row!;
    },
    async insertAttribute(tx: Database, values: typeof attributes.$inferInsert) {
      const [row] = await tx.insert(attributes).values(values).returning();
      return row!;
    },
    async insertAttributeValue(tx: Database, values: typeof attributeValues.$inferInsert) {
      const [row] = await tx.insert(attributeValues).values(values).returning();
      return row!;
    },

    /** The products with these slugs, and their variations, categories and images. */
    async loadProducts(tx: Database, slugs: string[]) {
      const found = slugs.length === 0 ? [] : await tx.select().from(products).where(inArray(products.slug, slugs));
      const ids = found.map((product) => product.id);
      if (ids.length === 0) return { products: found, variations: [], categories: [], images: [] };
      return {
        products: found,
        variations: await tx
          .select()
          .from(productVariations)
          .where(inArray(productVariations.productId, ids))
          .orderBy(asc(productVariations.id)),
        categories: await tx.select().from(productCategories).where(inArray(productCategories.productId, ids)),
        images: await tx
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
      };
    },

    /** Locks the products' variations in id order, as checkout takes them, so the two wait instead of deadlocking. */
    async lockVariations(tx: Database, productIds: number[]) {
      if (productIds.length === 0) return;
      await tx
        .select({ id: productVariations.id })
        .from(productVariations)
        .where(inArray(productVariations.productId, productIds))
        .orderBy(asc(productVariations.id))
        .for('update');
    },

    /** New products in as few statements as the parameter limit allows; answers their ids by slug. */
    async insertProducts(tx: Database, values: (typeof products.$inferInsert)[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const part of chunks(values, 1000))
        for (const row of await tx.insert(products).values(part).returning({ id: products.id, slug: products.slug }))
          ids.set(row.slug, row.id);
      return ids;
    },

    async addCategories(tx: Database, rows: (typeof productCategories.$inferInsert)[]) {
      for (const part of chunks(rows, 5000)) await tx.insert(productCategories).values(part);
    },

    async addImages(tx: Database, rows: (typeof productImages.$inferInsert)[]) {
      for (const part of chunks(rows, 2000)) await tx.insert(productImages).values(part);
    },

    /** New variations with no stock (their units arrive through the stock path); answers their ids by SKU. */
    async insertVariations(
      tx: Database,
      rows: (typeof productVariations.$inferInsert)[],
    ): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const part of chunks(rows, 2000))
        for (const row of await tx
          .insert(productVariations)
          .values(part.map((row) => ({ ...row, activeQty: 0 })))
          .returning({ id: productVariations.id, sku: productVariations.sku }))
          ids.set(row.sku, row.id);
      return ids;
    },

    /**
     * Before the listed variations take their new prices and default flag: the others (not in the
     * file) keep their own price against the product's new price, and lose the default flag.
     */
    async rebaseOtherVariations(tx: Database, productId: number, listedIds: number[], priceChange: number) {
      await tx
        .update(productVariations)
        .set({ priceDelta: sql`${productVariations.priceDelta} - ${priceChange}`, isDefault: false })
        .where(
          and(
            eq(productVariations.productId, productId),
            listedIds.length > 0 ? notInArray(productVariations.id, listedIds) : undefined,
          ),
        );
    },

    async updateVariation(tx: Database, id: number, values: Partial<typeof productVariations.$inferInsert>) {
      await tx.update(productVariations).set(values).where(eq(productVariations.id, id));
    },

    /** A new variation with no stock: its units arrive through the stock path. */
    async insertVariation(tx: Database, values: typeof productVariations.$inferInsert): Promise<number> {
      const [row] = await tx
        .insert(productVariations)
        .values({ ...values, activeQty: 0 })
        .returning({ id: productVariations.id });
      return row!.id;
    },

    /** A page of products for the export, in id order after `afterId`, among `ids` when given. */
    async exportPage(db: Database, ids: number[]) {
      if (ids.length === 0) return { products: [], variations: [], categories: [], images: [] };
      return {
        products: await db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)),
        variations: await db
          .select()
          .from(productVariations)
          .where(inArray(productVariations.productId, ids))
          .orderBy(desc(productVariations.isDefault), asc(productVariations.id)),
        categories: await db
          .select()
          .from(productCategories)
          .where(inArray(productCategories.productId, ids))
          .orderBy(asc(productCategories.categoryId)),
        images: await db
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
      };
    },

    /** The ids of every product after `afterId` (a keyset page of the whole catalogue). */
    async productIdsAfter(db: Database, afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.id} > ${afterId}`)
        .orderBy(asc(products.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
export type ProductImportRepository = ReturnType<typeof createProductImportRepository>;

/** PostgreSQL takes at most 65,535 parameters in one statement: long inserts go in parts. */
function chunks<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
