import type { Database } from '../../db/client.ts';
import type { AuditFilter, AuditRepository } from './audit.repository.ts';

/** One staff write, as `record` takes it. `before`/`after` are JSON: leave secrets out. */
export interface AuditRecord {
  actorStaffId: string;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

export interface AuditPage {
  items: {
    id: number;
    at: string;
    actor: AuditActor;
    action: string;
    entityType: string;
    entityId: string;
    before: unknown;
    after: unknown;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

export function createAuditTrail(deps: {
  repository: AuditRepository;
  /** The staff members that entries name (the staff module's service answers it). */
  describeStaff(ids: string[]): Promise<Map<string, AuditActor>>;
}) {
  const { repository } = deps;
  return {
    /**
     * Records a staff write. Pass the transaction that makes the write (`db.transaction(async
     * (tx) => { …write…; await audit.record(tx, {...}) })`): the entry commits or rolls back with it.
     */
    async record(tx: Database, entry: AuditRecord): Promise<void> {
      await repository.insert(tx, { ...entry, before: entry.before ?? null, after: entry.after ?? null });
    },

    /** Records many writes of one transaction at once (a bulk action's entry per entity). */
    async recordMany(tx: Database, entries: AuditRecord[]): Promise<void> {
      await repository.insertMany(
        tx,
        entries.map((entry) => ({ ...entry, before: entry.before ?? null, after: entry.after ?? null })),
      );
    },

    async list(filter: AuditFilter, page: number, pageSize: number): Promise<AuditPage> {
      const { rows, total } = await repository.list(filter, pageSize, (page - 1) * pageSize);
      const actors = await deps.describeStaff([...new Set(rows.map((row) => row.actorStaffId))]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: actors.get(row.actorStaffId) ?? { id: row.actorStaffId, name: '', email: '' },
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          before: row.before,
          after: row.after,
        })),
        total,
        page,
        pageSize,
      };
    },
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
