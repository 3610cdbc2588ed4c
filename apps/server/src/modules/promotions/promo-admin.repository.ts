import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { promoCodeCategories, promoCodeProducts, promoCodes, promoRedemptions } from './promotions.schema.ts';

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoWrite = Omit<typeof promoCodes.$inferInsert, 'id' | 'usedCount' | 'createdAt'>;

/** `%` and `_` typed by staff match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The back office's reads and writes of promo codes; writes take the caller's transaction. */
export function createPromoAdminRepository(db: Database) {
  const scoped = sql<boolean>`exists (select 1 from ${promoCodeCategories} where ${promoCodeCategories.promoCodeId} = ${promoCodes.id})
    or exists (select 1 from ${promoCodeProducts} where ${promoCodeProducts.promoCodeId} = ${promoCodes.id})`;

  return {
    /** Newest first, the code containing `q` in any case. */
    async list(q: string | undefined, page: number, pageSize: number) {
      const where = q ? ilike(promoCodes.code, likePattern(q)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ promo: promoCodes, isScoped: scoped })
          .from(promoCodes)
          .where(where)
          .orderBy(desc(promoCodes.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(promoCodes).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(tx: Database, id: number, lock = false): Promise<PromoRow | null> {
      const query = tx.select().from(promoCodes).where(eq(promoCodes.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findScope(tx: Database, id: number) {
      const [categoryRows, productRows] = await Promise.all([
        tx
          .select({ id: promoCodeCategories.categoryId })
          .from(promoCodeCategories)
          .where(eq(promoCodeCategories.promoCodeId, id))
          .orderBy(asc(promoCodeCategories.categoryId)),
        tx
          .select({ id: promoCodeProducts.productId })
          .from(promoCodeProducts)
          .where(eq(promoCodeProducts.promoCodeId, id))
          .orderBy(asc(promoCodeProducts.productId)),
      ]);
      return { categoryIds: categoryRows.map((row) => row.id), productIds: productRows.map((row) => row.id) };
    },

    async insert(tx: Database, values: PromoWrite): Promise<PromoRow> {
      const [row] = await tx.insert(promoCodes).values(values).returning();
      return row!;
    },

    async update(tx: Database, id: number, values: PromoWrite): Promise<PromoRow> {
      const [row] = await tx.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
      return row!;
    },

    async replaceScope(tx: Database, id: number, scope: { categoryIds: number[]; productIds: number[] }) {
      await tx.delete(promoCodeCategories).where(eq(promoCodeCategories.promoCodeId, id));
      await tx.delete(promoCodeProducts).where(eq(promoCodeProducts.promoCodeId, id));
      const categoryIds = [...new Set(scope.categoryIds)];
      const productIds = [...new Set(scope.productIds)];
      if (categoryIds.length > 0)
        await tx.insert(promoCodeCategories).values(categoryIds.map((categoryId) => ({ promoCodeId: id, categoryId })));
      if (productIds.length > 0)
        await tx.insert(promoCodeProducts).values(productIds.map((productId) => ({ promoCodeId: id, productId })));
    },

    /** A code's uses, newest first. */
    async listUses(id: number, page: number, pageSize: number) {
      const where = eq(promoRedemptions.promoCodeId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(promoRedemptions)
          .where(where)
          .orderBy(desc(promoRedemptions.createdAt), desc(promoRedemptions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(promoRedemptions).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type PromoAdminRepository = ReturnType<typeof createPromoAdminRepository>;
