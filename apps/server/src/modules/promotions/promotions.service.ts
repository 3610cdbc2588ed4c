import type { PromoProblem, PromoProblemCode } from '@storefront/contracts';
import type { PromoCodeRow, PromotionsRepository } from './promotions.repository.ts';
import { discountFor } from './promo-discount.ts';
import { promoMessage, type PromoFacts } from './promo-messages.ts';
import { AppError } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';

/** The cart a code is judged against. */
export interface PromoContext {
  customerId: string;
  subTotal: number;
  language: ContentLanguage;
}

export interface PromoEvaluation {
  code: string;
  discount: number;
  problem: PromoProblem | null;
}

export interface PromotionsDependencies {
  /** True for a guest (or unknown) customer: one a visitor gets for free, without a verified phone. */
  isGuest(customerId: string): Promise<boolean>;
}

export function createPromotionsService(repository: PromotionsRepository, deps: PromotionsDependencies) {
  /**
   * The first rule the code breaks for this cart now, or null when it applies. Usage is counted
   * here but consumed only when an order is placed (the orders module), so a code stays usable
   * until then.
   */
  async function findProblem(promo: PromoCodeRow, context: PromoContext, now: Date): Promise<PromoProblemCode | null> {
    // A withdrawn code reads as one that never existed.
    if (!promo.isActive) return 'PROMO_NOT_FOUND';
    if (promo.startsAt > now) return 'PROMO_NOT_STARTED';
    if (promo.endsAt !== null && promo.endsAt <= now) return 'PROMO_EXPIRED';
    if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return 'PROMO_USED_UP';
    // "Once per customer" means once per phone-verified customer: a fresh guest costs nothing to make (ADR 019).
    if (promo.maxUsesPerCustomer !== null && (await deps.isGuest(context.customerId))) return 'PROMO_SIGN_IN_REQUIRED';
    if (
      promo.maxUsesPerCustomer !== null &&
      (await repository.countRedemptions(promo.id, context.customerId)) >= promo.maxUsesPerCustomer
    ) {
      return 'PROMO_ALREADY_USED';
    }
    if (context.subTotal < promo.minSubtotal) return 'PROMO_MIN_SUBTOTAL';
    return null;
  }

  const describe = (code: PromoProblemCode, facts: PromoFacts, language: ContentLanguage): PromoProblem => ({
    code,
    message: promoMessage(code, facts, language),
  });

  function rejection(problem: PromoProblem): AppError {
    const status = problem.code === 'PROMO_NOT_FOUND' ? 404 : 400;
    return new AppError(status, problem.code, problem.message, [{ field: 'promoCode', message: problem.message }]);
  }

  return {
    /**
     * The id of the code (any case) when it applies to this cart now. Throws PROMO_NOT_FOUND (404)
     * or, for the other reasons, 400 with the reason's code, the message in the caller's language.
     */
    async checkCode(code: string, context: PromoContext, now = new Date()): Promise<number> {
      const promo = await repository.findByCode(code);
      if (!promo) throw rejection(describe('PROMO_NOT_FOUND', { code, minSubtotal: 0 }, context.language));
      const problem = await findProblem(promo, context, now);
      if (problem) throw rejection(describe(problem, promo, context.language));
      return promo.id;
    },

    /** The discount the cart's code gives it now: 0 and the reason when it no longer applies. */
    async evaluate(promoCodeId: number, context: PromoContext, now = new Date()): Promise<PromoEvaluation> {
      const promo = await repository.findById(promoCodeId);
      // Carts refer to codes without cascading, so a code is withdrawn (isActive false), never deleted.
      if (!promo) throw new Error(`Promo code ${promoCodeId} is missing although a cart refers to it.`);
      const problem = await findProblem(promo, context, now);
      return problem
        ? { code: promo.code, discount: 0, problem: describe(problem, promo, context.language) }
        : { code: promo.code, discount: discountFor(promo, context.subTotal), problem: null };
    },
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
