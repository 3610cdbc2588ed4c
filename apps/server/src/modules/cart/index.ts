/** Cart: the shopper's lines priced now, promo code, checkout choices; claimed by orders at checkout. */
export { createCartRepository } from './cart.repository.ts';
export { createCartService, type CartService } from './cart.service.ts';
export { cartRoutes } from './cart.routes.ts';
export { createCartCheckout, type CartCheckout, type CheckoutCart } from './cart-checkout.ts';
export { shippingFor } from './cart-pricing.ts';
export { stockError } from './stock-errors.ts';
