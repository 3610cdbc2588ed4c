/** Promotions: promo codes, their discount and their uses. */
export { createPromotionsRepository } from './promotions.repository.ts';
export { createPromotionsService, type PromotionsService } from './promotions.service.ts';
export { promoMessage } from './promo-messages.ts';
/** Counting and giving back a promo code's uses inside an order's transaction (orders orchestrates it). */
export { promoRedemption, type PromoRedemption } from './promo-redemption.ts';
/** The back office's promo codes (promotions.admin.routes.ts). */
export { createPromoAdmin, type PromoAdmin } from './promo-admin.service.ts';
export { createPromoAdminRepository } from './promo-admin.repository.ts';
export { promotionsAdminRoutes } from './promotions.admin.routes.ts';
