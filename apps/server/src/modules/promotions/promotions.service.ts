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
  /** The cart's lines: a code limited to some products or categories is taken off theirs only. */
  lines: { productId: number; lineTotal: number }[];
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
  /** True once the customer has an order that is not cancelled. */
  hasOrdered(customerId: string): Promise<boolean>;
  /** Those of `productIds` filed in one of `categoryIds` or a category below one. */
  productsInCategories(productIds: number[], categoryIds: number[]): Promise<number[]>;
}

export function createPromotionsService(repository: PromotionsRepository, deps: PromotionsDependencies) {
  /**
   * What the code gives this cart now: the first rule it breaks, or the discount on the lines it
   * applies to. Usage is counted here but consumed only when an order is placed (the orders
   * module), so a code stays usable until then.
   */
  async function judge(
    promo: PromoCodeRow,
    context: PromoContext,
    now: Date,
  ): Promise<{ problem: PromoProblemCode } | { problem: null; discount: number }> {
    const refuse = (problem: PromoProblemCode) => ({ problem });
    // A withdrawn code reads as one that never existed.
    if (!promo.isActive) return refuse('PROMO_NOT_FOUND');
    if (promo.startsAt > now) return refuse('PROMO_NOT_STARTED');
    if (promo.endsAt !== null && promo.endsAt <= now) return refuse('PROMO_EXPIRED');
    if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return refuse('PROMO_USED_UP');
    // "Once per customer" and "first order" need a phone-verified customer: a fresh guest costs nothing (ADR 019).
    const perCustomer = promo.maxUsesPerCustomer !== null || promo.firstOrderOnly;
    if (perCustomer && (await deps.isGuest(context.customerId))) return refuse('PROMO_SIGN_IN_REQUIRED');
    if (
      promo.maxUsesPerCustomer !== null &&
      (await repository.countRedemptions(promo.id, context.customerId)) >= promo.maxUsesPerCustomer
    ) {
      return refuse('PROMO_ALREADY_USED');
    }
    if (promo.firstOrderOnly && (await deps.hasOrdered(context.customerId))) return refuse('PROMO_FIRST_ORDER_ONLY');
    if (context.subTotal < promo.minSubtotal) return refuse('PROMO_MIN_SUBTOTAL');
    const eligible = await eligibleAmount(promo.id, context.lines);
    if (eligible === null) return { problem: null, discount: discountFor(promo, context.subTotal) };
    if (eligible === 0) return refuse('PROMO_NOT_APPLICABLE');
    return { problem: null, discount: discountFor(promo, eligible) };
  }

  /** What the lines the code is limited to come to, or null when it is not limited (the whole cart). */
  async function eligibleAmount(promoCodeId: number, lines: PromoContext['lines']): Promise<number | null> {
    const scope = await repository.findScope(promoCodeId);
    if (scope.productIds.length === 0 && scope.categoryIds.length === 0) return null;
    const inCart = [...new Set(lines.map((line) => line.productId))];
    const inCategories =
      scope.categoryIds.length > 0 && inCart.length > 0
        ? await deps.productsInCategories(inCart, scope.categoryIds)
        : [];
    const eligible = new Set([...scope.productIds, ...inCategories]);
    return lines.reduce((sum, line) => sum + (eligible.has(line.productId) ? line.lineTotal : 0), 0);
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
      const judged = await judge(promo, context, now);
      if (judged.problem) throw rejection(describe(judged.problem, promo, context.language));
      return promo.id;
    },

    /** The discount the cart's code gives it now: 0 and the reason when it no longer applies. */
    async evaluate(promoCodeId: number, context: PromoContext, now = new Date()): Promise<PromoEvaluation> {
      const promo = await repository.findById(promoCodeId);
      // Carts refer to codes without cascading, so a code is withdrawn (isActive false), never deleted.
      if (!promo) throw new Error(`Promo code ${promoCodeId} is missing although a cart refers to it.`);
      const judged = await judge(promo, context, now);
      return judged.problem
        ? { code: promo.code, discount: 0, problem: describe(judged.problem, promo, context.language) }
        : { code: promo.code, discount: judged.discount, problem: null };
    },
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
