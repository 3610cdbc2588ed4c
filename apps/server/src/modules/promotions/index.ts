/** Promotions: promo codes, their discount and their uses. */
export { createPromotionsRepository } from './promotions.repository.ts';
export { createPromotionsService, type PromotionsService } from './promotions.service.ts';
export { promoMessage } from './promo-messages.ts';
/** Counting and giving back a promo code's uses inside an order's transaction (orders orchestrates it). */
export { promoRedemption, type PromoRedemption } from './promo-redemption.ts';
