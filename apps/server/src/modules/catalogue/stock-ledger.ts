import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { productVariations, stockAdjustments, type StockReason } from './catalogue.schema.ts';

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
      const taken = await changeUnits(tx, line.variationId, -line.quantity);
      if (!taken.done) return { ok: false, variationId: line.variationId, available: taken.available ?? 0 };
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

/** A change of one variation's stock made by staff or a tool: by a number of units, or to a count. */
export type StockAdjustmentInput = {
  variationId: number;
  reason: StockReason;
  note?: string;
  /** The staff member making it; null for a script (seed, CLI import). */
  staffId: string | null;
} & ({ delta: number; setTo?: never } | { setTo: number; delta?: never });

/** What an adjustment did: the units it added (negative: removed) and the count right after. */
export interface StockAdjustmentResult {
  adjustmentId: number;
  variationId: number;
  delta: number;
  quantity: number;
}

/**
 * Changes a variation's stock and records it in its stock history, inside the caller's
 * transaction (`tx`), racing safely with checkouts in any process: a delta is one
 * `UPDATE … SET active_qty = active_qty + delta WHERE active_qty >= -delta`, and a count is one
 * UPDATE that locks the row and reads the quantity it replaces in the same statement, so the
 * recorded delta is exactly what changed, whatever sold a moment before. Callers that adjust
 * several variations in one transaction should go in variation-id order, as checkout does.
 * The write and its history notify every process at commit (`catalogue_changed`). The caller
 * records a staff write in the audit trail in the same transaction.
 *
 * Throws VARIATION_NOT_FOUND (404), or NOT_ENOUGH_STOCK (409) when a negative delta would take
 * more units than the variation holds (nothing changes).
 */
export async function adjustStock(tx: Database, input: StockAdjustmentInput): Promise<StockAdjustmentResult> {
  const changed =
    input.setTo === undefined
      ? await addUnits(tx, input.variationId, input.delta)
      : await setCount(tx, input.variationId, input.setTo);
  const delta = changed.after - changed.before;
  const [recorded] = await tx
    .insert(stockAdjustments)
    .values({
      variationId: input.variationId,
      delta,
      quantityAfter: changed.after,
      reason: input.reason,
      note: input.note ?? '',
      staffId: input.staffId,
    })
    .returning({ id: stockAdjustments.id });
  return { adjustmentId: recorded!.id, variationId: input.variationId, delta, quantity: changed.after };
}

async function addUnits(tx: Database, variationId: number, delta: number) {
  const added = await changeUnits(tx, variationId, delta);
  if (added.done) return { before: added.after - delta, after: added.after };
  if (added.available === null) throw variationNotFound();
  throw conflict('NOT_ENOUGH_STOCK', `Only ${added.available} in stock: cannot remove ${-delta}.`);
}

/**
 * Adds `change` units (negative: removes them) in one `UPDATE … WHERE active_qty >= -change`. When
 * that finds too few units, it locks the row, reads its count and tries once more if units came
 * in between: a plain re-read could see units committed after the UPDATE looked, and refuse one
 * unit with "only 3 in stock". `available` is null for a variation that does not exist.
 */
async function changeUnits(
  tx: Database,
  variationId: number,
  change: number,
): Promise<{ done: true; sku: string; after: number } | { done: false; available: number | null }> {
  const guardedUpdate = async () => {
    const [row] = await tx
      .update(productVariations)
      .set({ activeQty: sql`${productVariations.activeQty} + ${change}` })
      .where(and(eq(productVariations.id, variationId), gte(productVariations.activeQty, -change)))
      .returning({ sku: productVariations.sku, after: productVariations.activeQty });
    return row;
  };
  const first = await guardedUpdate();
  if (first) return { done: true, ...first };
  const [row] = await tx
    .select({ activeQty: productVariations.activeQty })
    .from(productVariations)
    .where(eq(productVariations.id, variationId))
    .for('update');
  const second = row && row.activeQty >= -change ? await guardedUpdate() : undefined;
  return second ? { done: true, ...second } : { done: false, available: row?.activeQty ?? null };
}

async function setCount(tx: Database, variationId: number, count: number) {
  // FOR UPDATE in the sub-select waits for a checkout holding the row and then reads its
  // committed quantity, which the outer UPDATE (same row, now ours) replaces.
  const old = tx
    .select({ quantity: productVariations.activeQty })
    .from(productVariations)
    .where(eq(productVariations.id, variationId))
    .for('update')
    .as('old');
  const [row] = await tx
    .update(productVariations)
    .set({ activeQty: count })
    .from(old)
    .where(eq(productVariations.id, variationId))
    .returning({ before: old.quantity, after: productVariations.activeQty });
  if (!row) throw variationNotFound();
  return row;
}

/**
 * Sets many variations to one count in three statements whatever their number (a bulk "stock
 * set"): the rows are locked in id order, as checkout takes them, their replaced quantities read
 * in the same UPDATE as in `adjustStock`, and one history row written for each variation whose
 * count changed. Answers those changes; variations already at the count are left alone.
 */
export async function setStockCounts(
  tx: Database,
  input: { variationIds: number[]; setTo: number; reason: StockReason; note?: string; staffId: string | null },
): Promise<{ variationId: number; before: number }[]> {
  if (input.variationIds.length === 0) return [];
  const old = tx
    .select({ id: productVariations.id, quantity: productVariations.activeQty })
    .from(productVariations)
    .where(inArray(productVariations.id, input.variationIds))
    .orderBy(asc(productVariations.id))
    .for('update')
    .as('old');
  const changed = await tx
    .update(productVariations)
    .set({ activeQty: input.setTo })
    .from(old)
    .where(and(eq(productVariations.id, old.id), ne(old.quantity, input.setTo)))
    .returning({ variationId: productVariations.id, before: old.quantity });
  if (changed.length > 0)
    await tx.insert(stockAdjustments).values(
      changed.map((change) => ({
        variationId: change.variationId,
        delta: input.setTo - change.before,
        quantityAfter: input.setTo,
        reason: input.reason,
        note: input.note ?? '',
        staffId: input.staffId,
      })),
    );
  return changed;
}

const variationNotFound = () => notFound('VARIATION_NOT_FOUND', 'No such variation.');
