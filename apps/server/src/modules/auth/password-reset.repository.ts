import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens } from './auth.schema.ts';

/** SQL of the password-reset tokens; the flow that uses them is password-reset.service.ts. */
export function createPasswordResetRepository(db: Database) {
  const live = (tokenHash: string, now: Date) =>
    and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    );
  return {
    async insert(values: { customerId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(values);
    },
    async isLive(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(live(tokenHash, now));
      return rows.length === 1;
    },
    /**
     * Marks a live token used and returns its customer; null when unknown, expired or already used (also by a
     * concurrent request).
     */
    async consume(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(live(tokenHash, now))
        .returning({ customerId: passwordResetTokens.customerId });
      return row?.customerId ?? null;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
