import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { impersonationSessions } from './sessions.schema.ts';

export function createSessionsRepository(db: Database) {
  return {
    /** `tx`: the transaction that also records the start in the audit trail. */
    async insert(tx: Database, values: typeof impersonationSessions.$inferInsert) {
      const [row] = await tx.insert(impersonationSessions).values(values).returning();
      return row!;
    },
    async findLive(id: string, now: Date) {
      const [row] = await db
        .select()
        .from(impersonationSessions)
        .where(
          and(
            eq(impersonationSessions.id, id),
            isNull(impersonationSessions.endedAt),
            gt(impersonationSessions.expiresAt, now),
          ),
        );
      return row ?? null;
    },
    async end(tx: Database, id: string): Promise<boolean> {
      const rows = await tx
        .update(impersonationSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(impersonationSessions.id, id), isNull(impersonationSessions.endedAt)))
        .returning({ id: impersonationSessions.id });
      return rows.length === 1;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
