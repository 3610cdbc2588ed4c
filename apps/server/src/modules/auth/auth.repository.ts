import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { otpChallenges, refreshTokens } from './auth.schema.ts';

export function createAuthRepository(db: Database) {
  // Every request with a token asks this: kept prepared (ADR 052), so it is not planned each time.
  const revokedTokenOfFamily = preparedByShape(() =>
    db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNotNull(refreshTokens.revokedAt)))
      .limit(1),
  );
  return {
    async insertRefreshToken(values: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(values);
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },
    /** Marks a token used; false when another request rotated it first (a replay or a race). */
    async markRotated(id: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllOf(customerId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
    },
    /** One indexed look-up: whether any token of the family was revoked (sign-out or a detected replay). */
    async isFamilyRevoked(familyId: string): Promise<boolean> {
      const [row] = await revokedTokenOfFamily(null, { familyId });
      return row !== undefined;
    },
    async insertOtp(values: typeof otpChallenges.$inferInsert) {
      await db.insert(otpChallenges).values(values);
    },
    /** The newest unexpired, unused challenge for the phone. */
    async findLiveOtp(phone: string, now: Date) {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt), gt(otpChallenges.expiresAt, now)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** Counts an attempt atomically; returns the attempts made so far including this one. */
    async countOtpAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
    /** Single use: false when the code was already used by a concurrent request. */
    async consumeOtp(id: number): Promise<boolean> {
      const rows = await db
        .update(otpChallenges)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
