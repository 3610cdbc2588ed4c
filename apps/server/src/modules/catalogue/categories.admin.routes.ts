import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema, SlugSchema } from '../../lib/path-params.ts';
import { StoredPicturePathSchema } from '../files/index.ts';
import { staffCallerOf } from '../staff/index.ts';
import type { CategoryBrandAdmin } from './category-brand-admin.service.ts';

const tags = ['admin'];
const MAX_ROW_ID = 2_147_483_647;

const Name = z.string().trim().min(1).max(200);
const Description = z.string().trim().max(5_000);
const Slug = SlugSchema;
const PicturePath = StoredPicturePathSchema.nullable();
const ParentId = z.number().int().min(1).max(MAX_ROW_ID).nullable();

const AdminCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  imagePath: z.string().nullable(),
  sortOrder: z.number().int(),
  isPublished: z.boolean(),
});

const CategoryFieldsSchema = z.object({
  nameEn: Name,
  nameAr: Name,
  slug: Slug.optional(),
  descriptionEn: Description.optional(),
  descriptionAr: Description.optional(),
  imagePath: PicturePath.optional(),
  isPublished: z.boolean().optional(),
});

const AdminBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  logoPath: z.string().nullable(),
  productCount: z.number().int(),
});

const BrandFieldsSchema = z.object({
  nameEn: Name,
  nameAr: Name,
  slug: Slug.optional(),
  logoPath: PicturePath.optional(),
});

const IdParams = z.object({ id: RowIdSchema });
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

/**
 * The back office's category tree and brands (permission `catalogue`). A category's place in the
 * tree changes only through `/move`, which also reorders siblings.
 */
export const categoriesAdminRoutes: FastifyPluginAsyncZod<{ admin: CategoryBrandAdmin }> = async (app, { admin }) => {
  app.get(
    '/admin-api/categories',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: 'Every category, published or not, with its own product count; siblings in their order',
        response: { 200: z.array(AdminCategorySchema.extend({ productCount: z.number().int() })), ...errorResponses },
      },
    },
    () => admin.listCategories(),
  );

  app.post(
    '/admin-api/categories',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary:
          'Creates a category, last under its parent (null: a root); the slug follows the English name if absent',
        body: CategoryFieldsSchema.extend({ parentId: ParentId.default(null) }),
        response: { 201: AdminCategorySchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.createCategory(staffCallerOf(request).staffId, request.body)),
  );

  app.patch(
    '/admin-api/categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: "Changes a category's names, slug, descriptions, picture or publication",
        params: IdParams,
        body: CategoryFieldsSchema.partial(),
        response: { 200: AdminCategorySchema, ...withConflict },
      },
    },
    (request) => admin.updateCategory(staffCallerOf(request).staffId, request.params.id, request.body),
  );

  app.post(
    '/admin-api/categories/:id/move',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary:
          'Moves a category under a parent (null: a root) at a position among its siblings (0 first; absent: last); 409 CATEGORY_CYCLE under itself',
        params: IdParams,
        body: z.object({ parentId: ParentId, position: z.number().int().min(0).max(100_000).optional() }),
        response: { 200: AdminCategorySchema, ...withConflict },
      },
    },
    (request) => admin.moveCategory(staffCallerOf(request).staffId, request.params.id, request.body),
  );

  app.get(
    '/admin-api/brands',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: 'Every brand with its product count, by English name',
        response: { 200: z.array(AdminBrandSchema), ...errorResponses },
      },
    },
    () => admin.listBrands(),
  );

  app.post(
    '/admin-api/brands',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: 'Creates a brand; the slug follows the English name if absent',
        body: BrandFieldsSchema,
        response: { 201: AdminBrandSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.createBrand(staffCallerOf(request).staffId, request.body)),
  );

  app.patch(
    '/admin-api/brands/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: "Changes a brand's names, slug or logo",
        params: IdParams,
        body: BrandFieldsSchema.partial(),
        response: { 200: AdminBrandSchema, ...withConflict },
      },
    },
    (request) => admin.updateBrand(staffCallerOf(request).staffId, request.params.id, request.body),
  );

  app.delete(
    '/admin-api/brands/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: 'Deletes a brand no product has; 409 BRAND_IN_USE otherwise',
        params: IdParams,
        response: { 204: z.null(), ...withConflict },
      },
    },
    async (request, reply) => {
      await admin.deleteBrand(staffCallerOf(request).staffId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
