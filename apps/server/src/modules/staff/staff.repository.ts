import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAccounts, staffSessions } from './staff.schema.ts';

export type StaffRow = typeof staffAccounts.$inferSelect;

export function createStaffRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<StaffRow | null> {
      const [row] = await db
        .select()
        .from(staffAccounts)
        .where(sql`lower(${staffAccounts.email}) = lower(${email})`);
      return row ?? null;
    },

    async findByIds(ids: string[]): Promise<StaffRow[]> {
      return ids.length === 0 ? [] : db.select().from(staffAccounts).where(inArray(staffAccounts.id, ids));
    },

    async listAll(): Promise<StaffRow[]> {
      return db.select().from(staffAccounts).orderBy(asc(staffAccounts.name));
    },

    async findById(id: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
      return row ?? null;
    },

    /** `db` may be a transaction, so the change and its audit entry commit together. */
    async update(tx: Database, id: string, values: Partial<typeof staffAccounts.$inferInsert>): Promise<StaffRow> {
      const [row] = await tx.update(staffAccounts).set(values).where(eq(staffAccounts.id, id)).returning();
      return row!;
    },

    /** A new account; a taken e-mail (any case) breaks `staff_accounts_email_key`. */
    async insert(tx: Database, values: typeof staffAccounts.$inferInsert): Promise<StaffRow> {
      const [row] = await tx.insert(staffAccounts).values(values).returning();
      return row!;
    },

    /**
     * The active owners, locked until the caller's transaction ends: two owners demoting or
     * disabling each other at once wait for one another, so the shop always keeps one.
     */
    async lockActiveOwners(tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.role, 'owner'), isNull(staffAccounts.disabledAt)))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Ends every live session of an account, but `keepSessionId`: their tokens are refused at once. */
    async endSessionsOf(tx: Database, staffId: string, keepSessionId?: string): Promise<void> {
      await tx
        .update(staffSessions)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.endedAt),
            keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined,
          ),
        );
    },

    /** Accepts a TOTP step only if it is newer than the last accepted one (atomic: no replay race). */
    async useTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staffAccounts)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffAccounts.id, id),
            sql`(${staffAccounts.totpLastStep} is null or ${staffAccounts.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: staffAccounts.id });
      return rows.length === 1;
    },

    async insertSession(values: typeof staffSessions.$inferInsert) {
      const [row] = await db.insert(staffSessions).values(values).returning();
      return row!;
    },

    /** Swaps a live session's refresh token for a new one; null when `oldHash` is not its current token. */
    async rotateRefreshToken(oldHash: string, newHash: string, now: Date) {
      const [row] = await db
        .update(staffSessions)
        .set({ refreshTokenHash: newHash, previousRefreshTokenHash: oldHash })
        .where(
          and(
            eq(staffSessions.refreshTokenHash, oldHash),
            isNull(staffSessions.endedAt),
            gt(staffSessions.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Ends the session whose previous (already rotated) refresh token this is: it was replayed. */
    async endSessionOfReplayedToken(hash: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(staffSessions.previousRefreshTokenHash, hash), isNull(staffSessions.endedAt)));
    },

    async endSession(id: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
    },

    /** The account behind a live session (not ended, not expired, account not disabled), or null. */
    async findLiveSessionAccount(sessionId: string, staffId: string, now: Date): Promise<StaffRow | null> {
      const [row] = await db
        .select({ account: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.id, sessionId),
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.endedAt),
            gt(staffSessions.expiresAt, now),
            isNull(staffAccounts.disabledAt),
          ),
        );
      return row?.account ?? null;
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
