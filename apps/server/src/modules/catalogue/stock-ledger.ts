import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productVariations } from './catalogue.schema.ts';

/** Units of one variation an order takes or gives back. */
export interface StockLine {
  variationId: number;
  quantity: number;
}

export type StockTaking =
  { ok: true; skus: Map<number, string> } | { ok: false; variationId: number; available: number };

/**
 * Stock changes made by orders, inside the order's transaction. Taking is one atomic
 * `UPDATE … WHERE active_qty >= n` per line, so concurrent orders (in any process) can never sell
 * a unit twice or drive stock below zero; lines are taken in variation order, so two orders
 * sharing variations lock them in the same order and cannot deadlock. `products.in_stock`
 * follows through its trigger.
 */
export const stockLedger = {
  /** Takes every line or reports the first one short (the caller rolls the transaction back). */
  async take(tx: Database, lines: StockLine[]): Promise<StockTaking> {
    const skus = new Map<number, string>();
    for (const line of [...lines].sort((a, b) => a.variationId - b.variationId)) {
      const [taken] = await tx
        .update(productVariations)
        .set({ activeQty: sql`${productVariations.activeQty} - ${line.quantity}` })
        .where(and(eq(productVariations.id, line.variationId), gte(productVariations.activeQty, line.quantity)))
        .returning({ sku: productVariations.sku });
      if (!taken) {
        const [row] = await tx
          .select({ activeQty: productVariations.activeQty })
          .from(productVariations)
          .where(eq(productVariations.id, line.variationId));
        return { ok: false, variationId: line.variationId, available: row?.activeQty ?? 0 };
      }
      skus.set(line.variationId, taken.sku);
    }
    return { ok: true, skus };
  },

  /** Puts the units of a cancelled order back on sale. */
  async giveBack(tx: Database, lines: StockLine[]): Promise<void> {
    for (const line of [...lines].sort((a, b) => a.variationId - b.variationId)) {
      await tx
        .update(productVariations)
        .set({ activeQty: sql`${productVariations.activeQty} + ${line.quantity}` })
        .where(eq(productVariations.id, line.variationId));
    }
  },
};
export type StockLedger = typeof stockLedger;
