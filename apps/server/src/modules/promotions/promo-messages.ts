import { formatAmount, type PromoProblemCode } from '@storefront/contracts';
import type { ContentLanguage } from '../../lib/language.ts';

/** Facts a reason may name: the code the shopper typed and the minimum subtotal. */
export interface PromoFacts {
  code: string;
  minSubtotal: number;
}

const MESSAGES: Record<PromoProblemCode, Record<ContentLanguage, (facts: PromoFacts) => string>> = {
  PROMO_NOT_FOUND: {
    en: ({ code }) => `The promo code "${code}" does not exist.`,
    ar: ({ code }) => `رمز الخصم "${code}" غير موجود.`,
  },
  PROMO_NOT_STARTED: {
    en: () => 'This promo code is not valid yet.',
    ar: () => 'رمز الخصم هذا غير صالح بعد.',
  },
  PROMO_EXPIRED: {
    en: () => 'This promo code has expired.',
    ar: () => 'انتهت صلاحية رمز الخصم هذا.',
  },
  PROMO_USED_UP: {
    en: () => 'This promo code has been used up.',
    ar: () => 'نفدت مرات استخدام رمز الخصم هذا.',
  },
  PROMO_ALREADY_USED: {
    en: () => 'You have already used this promo code.',
    ar: () => 'لقد استخدمت رمز الخصم هذا من قبل.',
  },
  PROMO_SIGN_IN_REQUIRED: {
    en: () => 'This promo code is once per customer: sign in with your phone number to use it.',
    ar: () => 'رمز الخصم هذا لمرة واحدة لكل عميل: سجّل الدخول برقم هاتفك لاستخدامه.',
  },
  PROMO_FIRST_ORDER_ONLY: {
    en: () => 'This promo code is for a first order only, and you have ordered before.',
    ar: () => 'رمز الخصم هذا للطلب الأول فقط، ولديك طلب سابق.',
  },
  PROMO_NOT_APPLICABLE: {
    en: () => 'This promo code does not apply to any product in your cart.',
    ar: () => 'رمز الخصم هذا لا ينطبق على أي منتج في سلتك.',
  },
  PROMO_MIN_SUBTOTAL: {
    en: ({ minSubtotal }) => `This promo code needs a subtotal of at least ${formatAmount(minSubtotal, 'en')}.`,
    ar: ({ minSubtotal }) => `يتطلب رمز الخصم هذا ألا يقل المجموع الفرعي عن ${formatAmount(minSubtotal, 'ar')}.`,
  },
};

export function promoMessage(code: PromoProblemCode, facts: PromoFacts, language: ContentLanguage): string {
  return MESSAGES[code][language](facts);
}
