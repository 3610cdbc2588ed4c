import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddCartItemBodySchema,
  AddCartItemsBodySchema,
  CartItemSchema,
  UpdateCartItemBodySchema,
  withMessage,
} from '@storefront/contracts';
import type { CartService } from './cart.service.ts';
import { CART_MESSAGES } from './cart-messages.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';

const tags = ['cart'];
const CartParams = z.object({ userId: z.uuid() });
const ItemParams = CartParams.extend({ itemId: RowIdSchema });
/** Stock shortages answer 409. */
const lineErrors = { ...errorResponses, 409: errorResponses[400] };

/** SPEC §7 Cart: the lines, under /web-gw/users/{userId}/carts/… (and the v2 array form under /api/v2). */
export const cartItemsRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/web-gw/users/:userId/carts/cart-items',
    {
      schema: {
        tags,
        summary: 'The lines of the caller’s cart, priced now',
        params: CartParams,
        response: { 200: z.array(CartItemSchema), ...errorResponses },
      },
    },
    (request) => cart.listItems(request.params.userId, request.language),
  );

  app.get(
    '/web-gw/users/:userId/carts/cart-items/:itemId',
    {
      schema: {
        tags,
        summary: 'One line of the caller’s cart',
        params: ItemParams,
        response: { 200: CartItemSchema, ...errorResponses },
      },
    },
    (request) => cart.getItem(request.params.userId, request.params.itemId, request.language),
  );

  app.post(
    '/web-gw/users/:userId/carts/cart-items',
    {
      schema: {
        tags,
        summary:
          'Add units of a product (its variation chosen by id or attributes) to the cart; the same line merges, checked against stock',
        params: CartParams,
        body: AddCartItemBodySchema,
        response: { 201: withMessage(CartItemSchema), ...lineErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...(await cart.addItem(request.params.userId, request.body, request.language)),
        message: CART_MESSAGES.added[request.language],
      }),
  );

  app.post(
    '/api/v2/users/:userId/carts/cart-items',
    {
      schema: {
        tags,
        summary: 'Add several lines at once: all or none; errors name the line as items.{index}.{field}',
        params: CartParams,
        body: AddCartItemsBodySchema,
        response: { 201: z.array(CartItemSchema), ...lineErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await cart.addItems(request.params.userId, request.body, request.language)),
  );

  app.put(
    '/web-gw/users/:userId/carts/items/:cartItemId',
    {
      schema: {
        tags,
        summary: 'Set the quantity of a line, checked against stock',
        params: CartParams.extend({ cartItemId: RowIdSchema }),
        body: UpdateCartItemBodySchema,
        response: { 200: CartItemSchema, ...lineErrors },
      },
    },
    (request) =>
      cart.updateQuantity(request.params.userId, request.params.cartItemId, request.body.quantity, request.language),
  );

  app.delete(
    '/web-gw/users/:userId/carts/cart-items/:itemId',
    { schema: { tags, summary: 'Remove a line', params: ItemParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await cart.removeItem(request.params.userId, request.params.itemId);
      return reply.status(204).send(null);
    },
  );
};
