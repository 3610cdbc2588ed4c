/** Cart: the shopper's lines priced now, promo code, checkout choices; claimed by orders at checkout. */
export { createCartRepository } from './cart.repository.ts';
export { createCartService, type CartService } from './cart.service.ts';
export { cartRoutes } from './cart.routes.ts';
export { createCartCheckout, type CartCheckout, type CheckoutCart } from './cart-checkout.ts';
export { shippingFor } from './cart-pricing.ts';
export { reservedError, stockError } from './stock-errors.ts';
/** What the module answers on success, in every language (a test checks each is translated). */
export { CART_MESSAGES } from './cart-messages.ts';
