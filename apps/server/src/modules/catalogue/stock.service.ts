import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { StockReason } from './catalogue.schema.ts';
import { adjustStock } from './stock-ledger.ts';
import type { StockAdjustmentRow, StockRepository, VariationStockRow } from './stock.repository.ts';

/** A change a staff member asks for: a number of units (negative removes), or the count on the shelf. */
export type StaffStockChange = { reason: StockReason; note: string } & (
  { delta: number; setTo?: never } | { setTo: number; delta?: never }
);

export interface StockHistoryEntry {
  id: number;
  at: string;
  delta: number;
  quantityAfter: number;
  reason: StockReason;
  note: string;
  /** Null for a change made by a script (seed, CLI import). */
  staff: AuditActor | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The back office's stock work: adjusting with a reason (audited), history and the low-stock list. */
export function createStockService(deps: {
  db: Database;
  repository: StockRepository;
  audit: Pick<AuditTrail, 'record'>;
  /** The staff members that history rows name (the staff module's service answers it). */
  describeStaff(ids: string[]): Promise<Map<string, AuditActor>>;
}) {
  const { db, repository, audit } = deps;

  async function toHistory(rows: StockAdjustmentRow[]): Promise<StockHistoryEntry[]> {
    const staffIds = [...new Set(rows.flatMap((row) => (row.staffId ? [row.staffId] : [])))];
    const staff = staffIds.length ? await deps.describeStaff(staffIds) : new Map<string, AuditActor>();
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      delta: row.delta,
      quantityAfter: row.quantityAfter,
      reason: row.reason,
      note: row.note,
      staff: row.staffId ? (staff.get(row.staffId) ?? { id: row.staffId, name: '', email: '' }) : null,
    }));
  }

  /** Throws VARIATION_NOT_FOUND (404). */
  async function getVariation(variationId: number): Promise<VariationStockRow> {
    const variation = await repository.findVariation(variationId);
    if (!variation) throw notFound('VARIATION_NOT_FOUND', 'No such variation.');
    return variation;
  }

  return {
    getVariation,

    /**
     * Adjusts a variation's stock and records it in the audit trail, in one transaction. Throws
     * VARIATION_NOT_FOUND (404) or NOT_ENOUGH_STOCK (409, nothing changed).
     */
    async adjust(staffId: string, variationId: number, change: StaffStockChange) {
      const adjustment = await db.transaction(async (tx) => {
        const result = await adjustStock(tx, { ...change, variationId, staffId });
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'stock.adjusted',
          entityType: 'variation',
          entityId: String(variationId),
          before: { quantity: result.quantity - result.delta },
          after: { quantity: result.quantity, delta: result.delta, reason: change.reason, note: change.note },
        });
        return result;
      });
      const [entry] = await toHistory([(await repository.findAdjustment(adjustment.adjustmentId))!]);
      return { quantity: adjustment.quantity, adjustment: entry! };
    },

    async listHistory(variationId: number, page: number, pageSize: number): Promise<Paged<StockHistoryEntry>> {
      await getVariation(variationId);
      const { rows, total } = await repository.listHistory(variationId, pageSize, (page - 1) * pageSize);
      return { items: await toHistory(rows), total, page, pageSize };
    },

    async listLowStock(
      threshold: number,
      page: number,
      pageSize: number,
    ): Promise<Paged<VariationStockRow> & { threshold: number }> {
      const { rows, total } = await repository.listLowStock(threshold, pageSize, (page - 1) * pageSize);
      return { items: rows, total, page, pageSize, threshold };
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
