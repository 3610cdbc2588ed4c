import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEntries } from './audit.schema.ts';

export type AuditRow = typeof auditEntries.$inferSelect;

export interface AuditFilter {
  actorStaffId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** Rows per INSERT: 8 parameters each, far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 1_000;

export function createAuditRepository(db: Database) {
  return {
    /** `tx` is the transaction of the write being recorded. */
    async insert(tx: Database, values: typeof auditEntries.$inferInsert): Promise<void> {
      await tx.insert(auditEntries).values(values);
    },

    /** In chunks, so a bulk action's thousands of entries stay within the driver's parameter limit. */
    async insertMany(tx: Database, values: (typeof auditEntries.$inferInsert)[]): Promise<void> {
      for (let start = 0; start < values.length; start += INSERT_CHUNK)
        await tx.insert(auditEntries).values(values.slice(start, start + INSERT_CHUNK));
    },

    /** Newest first; `id` breaks ties so pages never overlap. */
    async list(filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.actorStaffId) conditions.push(eq(auditEntries.actorStaffId, filter.actorStaffId));
      if (filter.entityType) conditions.push(eq(auditEntries.entityType, filter.entityType));
      if (filter.entityId) conditions.push(eq(auditEntries.entityId, filter.entityId));
      if (filter.from) conditions.push(gte(auditEntries.at, filter.from));
      if (filter.to) conditions.push(lt(auditEntries.at, filter.to));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditEntries)
          .where(where)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(auditEntries).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
