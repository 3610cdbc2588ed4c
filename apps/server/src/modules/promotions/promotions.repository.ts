import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { promoCodeCategories, promoCodeProducts, promoCodes, promoRedemptions } from './promotions.schema.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export function createPromotionsRepository(db: Database) {
  return {
    /** Matched case-insensitively: codes are stored upper case. */
    async findByCode(code: string): Promise<PromoCodeRow | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
      return row ?? null;
    },

    async findById(id: number): Promise<PromoCodeRow | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row ?? null;
    },

    /** Orders this customer already placed with the code. */
    async countRedemptions(promoCodeId: number, customerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.customerId, customerId)));
      return row?.value ?? 0;
    },

    /** The products and categories a code is limited to (both empty: the whole cart). */
    async findScope(promoCodeId: number): Promise<{ productIds: number[]; categoryIds: number[] }> {
      const [productRows, categoryRows] = await Promise.all([
        db
          .select({ id: promoCodeProducts.productId })
          .from(promoCodeProducts)
          .where(eq(promoCodeProducts.promoCodeId, promoCodeId)),
        db
          .select({ id: promoCodeCategories.categoryId })
          .from(promoCodeCategories)
          .where(eq(promoCodeCategories.promoCodeId, promoCodeId)),
      ]);
      return { productIds: productRows.map((row) => row.id), categoryIds: categoryRows.map((row) => row.id) };
    },
  };
}
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
