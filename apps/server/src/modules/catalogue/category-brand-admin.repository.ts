import { asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, categories, productCategories, products } from './catalogue.schema.ts';

export type CategoryAdminRow = typeof categories.$inferSelect & { productCount: number };
export type BrandAdminRow = typeof brands.$inferSelect & { productCount: number };
export type CategoryValues = Omit<typeof categories.$inferInsert, 'id'>;
export type BrandValues = Omit<typeof brands.$inferInsert, 'id'>;

const siblingsOf = (parentId: number | null): SQL =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/** The back office's writes and reads of the category tree and the brands (a shop has hundreds at most). */
export function createCategoryBrandAdminRepository(db: Database) {
  return {
    /** Every category with its own products counted, siblings in their order. */
    async listCategories(): Promise<CategoryAdminRow[]> {
      const counts = db
        .select({ categoryId: productCategories.categoryId, productCount: count().as('product_count') })
        .from(productCategories)
        .groupBy(productCategories.categoryId)
        .as('counts');
      const rows = await db
        .select({ category: categories, productCount: counts.productCount })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((row) => ({ ...row.category, productCount: Number(row.productCount ?? 0) }));
    },

    async findCategory(tx: Database, id: number) {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id));
      return row ?? null;
    },

    /**
     * Serialises changes to the tree's shape for the transaction: two moves checked for cycles
     * side by side could otherwise each be fine alone and loop together.
     */
    async lockTree(tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue:category-tree'))`);
    },

    /** The category and its ancestors, up to the root. */
    async ancestorIds(tx: Database, id: number): Promise<number[]> {
      const result = (await tx.execute(sql`
        with recursive up(id, parent_id) as (
          select id, parent_id from ${categories} where id = ${id}
          union
          select c.id, c.parent_id from ${categories} c join up on c.id = up.parent_id
        )
        select id from up`)) as unknown as { rows: { id: number }[] };
      return result.rows.map((row) => Number(row.id));
    },

    /** The children of `parentId` (null: the roots) in their order. */
    async siblingIds(tx: Database, parentId: number | null): Promise<number[]> {
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(siblingsOf(parentId))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((row) => row.id);
    },

    /** Gives `orderedIds` the sort orders 0, 1, 2 … and `parentId`, in one statement. */
    async placeChildren(tx: Database, parentId: number | null, orderedIds: number[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const order = sql.join(
        orderedIds.map((id, index) => sql`when ${id} then ${index}`),
        sql` `,
      );
      await tx
        .update(categories)
        .set({ parentId, sortOrder: sql`(case ${categories.id} ${order} end)::integer` })
        .where(inArray(categories.id, orderedIds));
    },

    async insertCategory(tx: Database, values: CategoryValues) {
      const [row] = await tx.insert(categories).values(values).returning();
      return row!;
    },

    async updateCategory(tx: Database, id: number, values: Partial<CategoryValues>) {
      const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row ?? null;
    },

    async listBrands(): Promise<BrandAdminRow[]> {
      const counts = db
        .select({ brandId: products.brandId, productCount: count().as('product_count') })
        .from(products)
        .groupBy(products.brandId)
        .as('counts');
      const rows = await db
        .select({ brand: brands, productCount: counts.productCount })
        .from(brands)
        .leftJoin(counts, eq(counts.brandId, brands.id))
        .orderBy(asc(brands.nameEn), asc(brands.id));
      return rows.map((row) => ({ ...row.brand, productCount: Number(row.productCount ?? 0) }));
    },

    /** Locks the brand: a product being given it waits, so a count read after this stays true. */
    async findBrandForUpdate(tx: Database, id: number) {
      const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      return row ?? null;
    },

    async countBrandProducts(tx: Database, id: number): Promise<number> {
      return tx.$count(products, eq(products.brandId, id));
    },

    async insertBrand(tx: Database, values: BrandValues) {
      const [row] = await tx.insert(brands).values(values).returning();
      return row!;
    },

    async updateBrand(tx: Database, id: number, values: Partial<BrandValues>) {
      const [row] = await tx.update(brands).set(values).where(eq(brands.id, id)).returning();
      return row ?? null;
    },

    async deleteBrand(tx: Database, id: number): Promise<void> {
      await tx.delete(brands).where(eq(brands.id, id));
    },
  };
}
export type CategoryBrandAdminRepository = ReturnType<typeof createCategoryBrandAdminRepository>;
