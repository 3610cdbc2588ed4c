import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddWishlistItemBodySchema,
  AddWishlistItemsBodySchema,
  SharedWishlistSchema,
  UpdateWishlistItemBodySchema,
  WishlistItemSchema,
  WishlistSchema,
  WishlistShareSchema,
  withMessage,
} from '@storefront/contracts';
import type { WishlistService } from './wishlist.service.ts';
import { WISHLIST_MESSAGES } from './wishlist-messages.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';

const tags = ['wishlist'];
const OwnerParams = z.object({ userId: z.uuid() });
const ItemParams = OwnerParams.extend({ id: RowIdSchema });

/** SPEC §7 Wishlist, under /web-gw/users/{userId}/ (the v2 array form under /api/v2), and the public shared view. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  app.get(
    '/web-gw/users/:userId/wish-list',
    {
      schema: {
        tags,
        summary: 'The caller’s wishlist, newest first, priced now',
        params: OwnerParams,
        response: { 200: WishlistSchema, ...errorResponses },
      },
    },
    (request) => wishlist.getWishlist(request.params.userId, request.language),
  );

  app.post(
    '/web-gw/users/:userId/wish-list-items',
    {
      schema: {
        tags,
        summary: 'List a product (idempotent; naming a variation switches the item to it)',
        params: OwnerParams,
        body: AddWishlistItemBodySchema,
        response: { 201: withMessage(WishlistItemSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...(await wishlist.addItem(request.params.userId, request.body, request.language)),
        message: WISHLIST_MESSAGES.added[request.language],
      }),
  );

  app.post(
    '/api/v2/users/:userId/wish-list-items',
    {
      schema: {
        tags,
        summary: 'List several products at once: all or none; errors name the product as items.{index}.{field}',
        params: OwnerParams,
        body: AddWishlistItemsBodySchema,
        response: { 201: z.array(WishlistItemSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await wishlist.addItems(request.params.userId, request.body, request.language)),
  );

  app.put(
    '/web-gw/users/:userId/wish-list/items/:id',
    {
      schema: {
        tags,
        summary: 'Change an item’s variation or note',
        params: ItemParams,
        body: UpdateWishlistItemBodySchema,
        response: { 200: WishlistItemSchema, ...errorResponses },
      },
    },
    (request) => wishlist.updateItem(request.params.userId, request.params.id, request.body, request.language),
  );

  app.delete(
    '/web-gw/users/:userId/wish-list/items/:id',
    { schema: { tags, summary: 'Remove an item', params: ItemParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await wishlist.removeItem(request.params.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/web-gw/users/:userId/wish-list/public',
    {
      schema: {
        tags,
        summary: 'Let anyone with the share link see the wishlist',
        params: OwnerParams,
        response: { 200: withMessage(WishlistSchema), ...errorResponses },
      },
    },
    async (request) => ({
      ...(await wishlist.setVisibility(request.params.userId, true, request.language)),
      message: WISHLIST_MESSAGES.madePublic[request.language],
    }),
  );

  app.put(
    '/web-gw/users/:userId/wish-list/private',
    {
      schema: {
        tags,
        summary: 'Hide the wishlist again (its share link answers 404)',
        params: OwnerParams,
        response: { 200: withMessage(WishlistSchema), ...errorResponses },
      },
    },
    async (request) => ({
      ...(await wishlist.setVisibility(request.params.userId, false, request.language)),
      message: WISHLIST_MESSAGES.madePrivate[request.language],
    }),
  );

  app.post(
    '/web-gw/users/:userId/wish-list/share',
    {
      schema: {
        tags,
        summary: 'Make the wishlist public and get its share link',
        params: OwnerParams,
        response: { 200: WishlistShareSchema, ...errorResponses },
      },
    },
    (request) => wishlist.share(request.params.userId),
  );

  // Not publicCache: making a list private must hide it at once, not after a cache's lifetime.
  app.get(
    '/web-gw/wish-lists/:id',
    {
      schema: {
        tags,
        summary: 'A public wishlist by its share id: the owner’s display name and the items (404 while private)',
        params: z.object({ id: z.uuid() }),
        response: { 200: SharedWishlistSchema, ...errorResponses },
      },
    },
    (request) => wishlist.getShared(request.params.id, request.language),
  );
};
