import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema, SlugSchema } from '../../lib/path-params.ts';
import { StoredPicturePathSchema } from '../files/index.ts';
import { staffCallerOf } from '../staff/index.ts';
import { DATA_LIST_KINDS, type DataListsAdmin } from './data-lists.admin.ts';

const tags = ['admin'];
const config = { permission: 'content' } as const;
const MAX_ROW_ID = 2_147_483_647;

const Id = z.number().int().min(1).max(MAX_ROW_ID);
const Title = z.string().trim().min(1).max(200);
const Kind = z.enum(DATA_LIST_KINDS);
/** Where a banner leads: a storefront address (`/categories/oud`) or an http(s) address. */
const Link = z
  .string()
  .trim()
  .max(600)
  .refine(
    (link) => (link.startsWith('/') && !link.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(link),
    'Give a storefront address starting with / or an http(s) address.',
  );
const Ids = z.array(Id).max(500);

const DataListSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  kind: Kind,
  slug: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
const ItemSchema = z.object({
  id: z.number().int(),
  dataListId: z.number().int(),
  productId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  imagePath: z.string().nullable(),
  link: z.string().nullable(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
const ItemFieldsSchema = z.object({
  productId: Id.optional(),
  categoryId: Id.optional(),
  imagePath: StoredPicturePathSchema.optional(),
  link: Link.nullable().optional(),
  titleEn: Title.nullable().optional(),
  titleAr: Title.nullable().optional(),
  isActive: z.boolean().optional(),
});

const IdParams = z.object({ id: RowIdSchema });

/**
 * The back office's home page data lists (permission `content`): banners, featured categories and
 * product rails, their items, their order and whether the storefront shows them.
 */
export const dataListsAdminRoutes: FastifyPluginAsyncZod<{ dataLists: DataListsAdmin }> = async (
  app,
  { dataLists },
) => {
  app.get(
    '/admin-api/data-lists',
    {
      config,
      schema: {
        tags,
        summary: 'Every data list group, and every list (switched off too) in display order with its item count',
        response: {
          200: z.object({
            groups: z.array(
              z.object({ id: z.number().int(), slug: z.string(), nameEn: z.string(), nameAr: z.string() }),
            ),
            lists: z.array(DataListSchema.extend({ itemCount: z.number().int() })),
          }),
          ...errorResponses,
        },
      },
    },
    () => dataLists.listDataLists(),
  );

  app.post(
    '/admin-api/data-lists',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a list, last in its group (null: none)',
        body: z.object({ groupId: Id.nullable(), kind: Kind, slug: SlugSchema, titleEn: Title, titleAr: Title }),
        response: { 201: DataListSchema, ...errorResponses, 409: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await dataLists.createDataList(staffCallerOf(request).staffId, request.body)),
  );

  app.get(
    '/admin-api/data-lists/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'A list with all its items in order, each product or category named in the caller language (null: not shown on the storefront)',
        params: IdParams,
        response: {
          200: DataListSchema.extend({ items: z.array(ItemSchema.extend({ label: z.string().nullable() })) }),
          ...errorResponses,
        },
      },
    },
    (request) => dataLists.getDataList(request.params.id, request.language),
  );

  app.patch(
    '/admin-api/data-lists/:id',
    {
      config,
      schema: {
        tags,
        summary: "Changes a list's titles, or switches it on or off on the storefront",
        params: IdParams,
        body: z.object({ titleEn: Title, titleAr: Title, isActive: z.boolean() }).partial(),
        response: { 200: DataListSchema, ...errorResponses },
      },
    },
    (request) => dataLists.updateDataList(staffCallerOf(request).staffId, request.params.id, request.body),
  );

  app.put(
    '/admin-api/data-list-groups/:id/order',
    {
      config,
      schema: {
        tags,
        summary: "Puts a group's lists in the given order (each of its lists once)",
        params: IdParams,
        body: z.object({ listIds: Ids }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await dataLists.reorderDataLists(staffCallerOf(request).staffId, request.params.id, request.body.listIds);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin-api/data-lists/:id/items',
    {
      config,
      schema: {
        tags,
        summary:
          'Adds an item last: productId for a product list, categoryId for a category list (both shown on the storefront), imagePath (and link, titles) for a banner list',
        params: IdParams,
        body: ItemFieldsSchema,
        response: { 201: ItemSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await dataLists.addItem(staffCallerOf(request).staffId, request.params.id, request.body, request.language),
        ),
  );

  app.put(
    '/admin-api/data-lists/:id/order',
    {
      config,
      schema: {
        tags,
        summary: "Puts a list's items in the given order (each of its items once)",
        params: IdParams,
        body: z.object({ itemIds: Ids }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await dataLists.reorderItems(staffCallerOf(request).staffId, request.params.id, request.body.itemIds);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/admin-api/data-list-items/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Changes an item (what it names, a banner picture, link or titles) or switches it on or off',
        params: IdParams,
        body: ItemFieldsSchema,
        response: { 200: ItemSchema, ...errorResponses },
      },
    },
    (request) =>
      dataLists.updateItem(staffCallerOf(request).staffId, request.params.id, request.body, request.language),
  );

  app.delete(
    '/admin-api/data-list-items/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Removes an item from its list',
        params: IdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await dataLists.removeItem(staffCallerOf(request).staffId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
