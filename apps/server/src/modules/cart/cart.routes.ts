import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartSchema, ProductIdListSchema, ShippingAmountBodySchema, withMessage } from '@storefront/contracts';
import type { CartService } from './cart.service.ts';
import { cartItemsRoutes } from './cart-items.routes.ts';
import { CART_MESSAGES } from './cart-messages.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';

const tags = ['cart'];
const CartParams = z.object({ userId: z.uuid() });
const cartResponse = { 200: CartSchema, ...errorResponses };
/** A full delivery slot answers 409. */
const withConflict = { ...cartResponse, 409: errorResponses[400] };

/**
 * SPEC §7 Cart: the whole cart and its checkout choices under /web-gw/users/{userId}/. Every
 * call answers the cart as it is afterwards, priced again.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/web-gw/users/:userId/cart',
    {
      schema: {
        tags,
        summary:
          'The caller’s cart: lines priced now, promo discount, shipping fee and total (an empty cart when there is none yet)',
        params: CartParams,
        response: cartResponse,
      },
    },
    (request) => cart.getCart(request.params.userId, request.language),
  );

  app.delete(
    '/web-gw/users/:userId/carts/clear-cart',
    {
      schema: {
        tags,
        summary: 'Remove every line (the checkout choices stay)',
        params: CartParams,
        response: { ...cartResponse, 200: withMessage(CartSchema) },
      },
    },
    async (request) => ({
      ...(await cart.clear(request.params.userId, request.language)),
      message: CART_MESSAGES.cleared[request.language],
    }),
  );

  app.delete(
    '/web-gw/users/:userId/carts/delete-cart-products',
    {
      schema: {
        tags,
        summary: 'Remove every line of these products, whatever their variation',
        params: CartParams,
        querystring: z.object({ productIds: ProductIdListSchema }),
        response: cartResponse,
      },
    },
    (request) => cart.removeProducts(request.params.userId, request.query.productIds, request.language),
  );

  app.put(
    '/web-gw/users/:userId/cart/promo-code',
    {
      schema: {
        tags,
        summary:
          'Attach a promo code that applies to the cart now; otherwise 404/400 with the reason in the caller’s language',
        params: CartParams,
        querystring: z.object({ promoCode: z.string().trim().min(1).max(50) }),
        response: cartResponse,
      },
    },
    (request) => cart.applyPromoCode(request.params.userId, request.query.promoCode, request.language),
  );

  app.delete(
    '/web-gw/users/:userId/carts/delete-cart-promocode',
    { schema: { tags, summary: 'Detach the promo code', params: CartParams, response: cartResponse } },
    (request) => cart.removePromoCode(request.params.userId, request.language),
  );

  app.put(
    '/web-gw/users/:userId/carts/shipping-address',
    {
      schema: {
        tags,
        summary: 'Ship to one of the caller’s addresses',
        params: CartParams,
        querystring: z.object({ shippingAddressId: RowIdSchema }),
        response: cartResponse,
      },
    },
    (request) => cart.chooseShippingAddress(request.params.userId, request.query.shippingAddressId, request.language),
  );

  app.put(
    '/web-gw/users/:userId/carts/billing-address',
    {
      schema: {
        tags,
        summary: 'Bill to one of the caller’s addresses',
        params: CartParams,
        querystring: z.object({ billingAddressId: RowIdSchema }),
        response: cartResponse,
      },
    },
    (request) => cart.chooseBillingAddress(request.params.userId, request.query.billingAddressId, request.language),
  );

  app.put(
    '/web-gw/users/:userId/carts/shipping-method',
    {
      schema: {
        tags,
        summary:
          'Choose a shipping method; the shippingAmount shown must be the real fee for this cart (400 SHIPPING_AMOUNT_MISMATCH)',
        params: CartParams,
        querystring: z.object({ shippingMethodId: RowIdSchema }),
        body: ShippingAmountBodySchema,
        response: cartResponse,
      },
    },
    (request) =>
      cart.chooseShippingMethod(
        request.params.userId,
        request.query.shippingMethodId,
        request.body.shippingAmount,
        request.language,
      ),
  );

  app.put(
    '/web-gw/users/:userId/carts/payment-method',
    {
      schema: {
        tags,
        summary: 'Choose an active payment provider',
        params: CartParams,
        querystring: z.object({ paymentMethodId: RowIdSchema }),
        response: cartResponse,
      },
    },
    (request) => cart.choosePaymentMethod(request.params.userId, request.query.paymentMethodId, request.language),
  );

  app.put(
    '/web-gw/users/:userId/carts/delivery-slot',
    {
      schema: {
        tags,
        summary: 'Choose a delivery slot that has not started and has room (409 when full)',
        params: CartParams,
        querystring: z.object({ deliverySlotId: RowIdSchema }),
        response: withConflict,
      },
    },
    (request) => cart.chooseDeliverySlot(request.params.userId, request.query.deliverySlotId, request.language),
  );

  await app.register(cartItemsRoutes, { cart });
};
