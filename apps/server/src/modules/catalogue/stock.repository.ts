import { asc, count, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productVariations, products, stockAdjustments } from './catalogue.schema.ts';

const variationColumns = {
  variationId: productVariations.id,
  sku: productVariations.sku,
  productId: products.id,
  productNameEn: products.nameEn,
  productNameAr: products.nameAr,
  isPublished: products.isPublished,
  quantity: productVariations.activeQty,
};

export type VariationStockRow = { [K in keyof typeof variationColumns]: (typeof variationColumns)[K]['_']['data'] };
export type StockAdjustmentRow = typeof stockAdjustments.$inferSelect;

/** The stock reads of the back office: a variation's count, its history, the low-stock list. */
export function createStockRepository(db: Database) {
  return {
    async findVariation(variationId: number): Promise<VariationStockRow | null> {
      const [row] = await db
        .select(variationColumns)
        .from(productVariations)
        .innerJoin(products, eq(products.id, productVariations.productId))
        .where(eq(productVariations.id, variationId));
      return row ?? null;
    },

    async findAdjustment(id: number): Promise<StockAdjustmentRow | null> {
      const [row] = await db.select().from(stockAdjustments).where(eq(stockAdjustments.id, id));
      return row ?? null;
    },

    /** Newest first (ids grow with time), walking `stock_adjustments_variation_idx`. */
    async listHistory(variationId: number, limit: number, offset: number) {
      const where = eq(stockAdjustments.variationId, variationId);
      const [rows, [totals]] = await Promise.all([
        db.select().from(stockAdjustments).where(where).orderBy(desc(stockAdjustments.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(stockAdjustments).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Variations holding at most `threshold` units, emptiest first: a walk of
     * `product_variations_low_stock_idx` that stops after the page, and an index-only count.
     */
    async listLowStock(threshold: number, limit: number, offset: number) {
      const where = lte(productVariations.activeQty, threshold);
      const [rows, [totals]] = await Promise.all([
        db
          .select(variationColumns)
          .from(productVariations)
          .innerJoin(products, eq(products.id, productVariations.productId))
          .where(where)
          .orderBy(asc(productVariations.activeQty), asc(productVariations.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(productVariations).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type StockRepository = ReturnType<typeof createStockRepository>;
