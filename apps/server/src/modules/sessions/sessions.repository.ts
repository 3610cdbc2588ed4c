import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { impersonationSessions } from './sessions.schema.ts';

export function createSessionsRepository(db: Database) {
  return {
    async insert(values: typeof impersonationSessions.$inferInsert) {
      const [row] = await db.insert(impersonationSessions).values(values).returning();
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
    async end(id: string): Promise<boolean> {
      const rows = await db
        .update(impersonationSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(impersonationSessions.id, id), isNull(impersonationSessions.endedAt)))
        .returning({ id: impersonationSessions.id });
      return rows.length === 1;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
