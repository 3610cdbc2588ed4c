import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from '../staff/staff.schema.ts';

/**
 * Every staff write: who, when, what, and the entity before and after. Written in the same
 * transaction as the write it describes, so neither exists without the other. Staff accounts
 * are disabled, never deleted, while entries name them.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorStaffId: uuid()
      .notNull()
      .references(() => staffAccounts.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What happened, `<entity>.<verb>`: `staff.totp-enabled`, `impersonation.started`, … */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_actor_idx').on(t.actorStaffId, t.at),
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.at),
  ],
);
