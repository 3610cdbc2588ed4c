import { and, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PromoProblemCode } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { promoCodes, promoRedemptions } from './promotions.schema.ts';

/**
 * Uses of promo codes by orders, inside the order's transaction. A use is consumed by one
 * guarded `UPDATE … SET used_count = used_count + 1 WHERE used_count < max_uses` (and the code
 * still active and in its window), so concurrent orders can never pass the global limit; the
 * per-customer limit is counted after that in the same transaction, which the order's claim on the
 * customer's cart already serialises for one customer.
 */
export const promoRedemption = {
  /** Consumes one use for the order; answers why it could not (the caller rolls back), or null. */
  async redeem(
    tx: Database,
    use: { promoCodeId: number; customerId: string; orderId: number; discount: number },
    now = new Date(),
  ): Promise<PromoProblemCode | null> {
    const [promo] = await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(
        and(
          eq(promoCodes.id, use.promoCodeId),
          eq(promoCodes.isActive, true),
          lte(promoCodes.startsAt, now),
          or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
          or(isNull(promoCodes.maxUses), sql`${promoCodes.usedCount} < ${promoCodes.maxUses}`),
        ),
      )
      .returning({ maxUsesPerCustomer: promoCodes.maxUsesPerCustomer });
    if (!promo) return whyNotRedeemable(tx, use.promoCodeId, now);
    if (promo.maxUsesPerCustomer !== null) {
      const [used] = await tx
        .select({ value: count() })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoCodeId, use.promoCodeId), eq(promoRedemptions.customerId, use.customerId)));
      if ((used?.value ?? 0) >= promo.maxUsesPerCustomer) return 'PROMO_ALREADY_USED';
    }
    await tx.insert(promoRedemptions).values(use);
    return null;
  },

  /** The code an order used, as it is printed on the order and its invoice. */
  async findCode(db: Database, promoCodeId: number): Promise<string | null> {
    const [row] = await db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, promoCodeId));
    return row?.code ?? null;
  },

  /** Gives back the use an order consumed (the order was cancelled), once. */
  async release(tx: Database, orderId: number): Promise<void> {
    const released = await tx
      .delete(promoRedemptions)
      .where(eq(promoRedemptions.orderId, orderId))
      .returning({ promoCodeId: promoRedemptions.promoCodeId });
    for (const { promoCodeId } of released) {
      await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
        .where(and(eq(promoCodes.id, promoCodeId), gt(promoCodes.usedCount, 0)));
    }
  },
};
export type PromoRedemption = typeof promoRedemption;

async function whyNotRedeemable(tx: Database, promoCodeId: number, now: Date): Promise<PromoProblemCode> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  if (!promo?.isActive) return 'PROMO_NOT_FOUND';
  if (promo.startsAt > now) return 'PROMO_NOT_STARTED';
  if (promo.endsAt !== null && promo.endsAt <= now) return 'PROMO_EXPIRED';
  return 'PROMO_USED_UP';
}
