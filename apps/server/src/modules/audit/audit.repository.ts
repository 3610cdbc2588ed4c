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

export function createAuditRepository(db: Database) {
  return {
    /** `tx` is the transaction of the write being recorded. */
    async insert(tx: Database, values: typeof auditEntries.$inferInsert): Promise<void> {
      await tx.insert(auditEntries).values(values);
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
