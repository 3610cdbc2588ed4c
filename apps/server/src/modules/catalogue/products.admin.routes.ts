import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCallerOf } from '../staff/index.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';
import type { ProductAdmin } from './product-admin.service.ts';
import {
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  BulkActionSchema,
  BulkResultSchema,
  ProductFormOptionsSchema,
  ProductInputSchema,
} from './product-admin.contract.ts';

const tags = ['admin'];
const config = { permission: 'catalogue' } as const;
const ProductParams = z.object({ id: RowIdSchema });
const conflictResponses = { ...errorResponses, 409: errorResponses[400] };

/** The back office's product screens: list, editor, duplicate, archive and bulk actions (permission `catalogue`). */
export const productsAdminRoutes: FastifyPluginAsyncZod<{ productAdmin: ProductAdmin }> = async (
  app,
  { productAdmin },
) => {
  app.get(
    '/admin-api/products',
    {
      config,
      schema: {
        tags,
        summary: 'Every product (drafts and archived too), searched, filtered, sorted and paged',
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListSchema, ...errorResponses },
      },
    },
    ({ query, language }) => {
      const { sort, page, pageSize, ...filter } = query;
      return productAdmin.listProducts(filter, sort, page, pageSize, language);
    },
  );

  app.get(
    '/admin-api/product-form-options',
    {
      config,
      schema: {
        tags,
        summary:
          "What the product editor's pickers offer: brands, categories (unpublished too), attributes and their values",
        response: { 200: ProductFormOptionsSchema, ...errorResponses },
      },
    },
    () => productAdmin.formOptions(),
  );

  app.post(
    '/admin-api/products',
    {
      config,
      schema: {
        tags,
        summary: 'Create a product with its variations, pictures and categories (initial stock through the stock path)',
        body: ProductInputSchema,
        response: { 201: AdminProductSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await productAdmin.createProduct(staffCallerOf(request).staffId, request.body)),
  );

  app.get(
    '/admin-api/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A product as the editor shows it',
        params: ProductParams,
        response: { 200: AdminProductSchema, ...errorResponses },
      },
    },
    ({ params }) => productAdmin.getProduct(params.id),
  );

  app.put(
    '/admin-api/products/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Save the editor's product: texts, slug, brand, categories, pictures, variations (stock moves by what changed since the form loaded)",
        params: ProductParams,
        body: ProductInputSchema,
        response: { 200: AdminProductSchema, ...conflictResponses },
      },
    },
    (request) => productAdmin.updateProduct(staffCallerOf(request).staffId, request.params.id, request.body),
  );

  app.post(
    '/admin-api/products/:id/duplicate',
    {
      config,
      schema: {
        tags,
        summary: 'Copy a product as a draft with a free slug and SKUs, and no stock',
        params: ProductParams,
        response: { 201: AdminProductSchema, ...conflictResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await productAdmin.duplicateProduct(staffCallerOf(request).staffId, request.params.id)),
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/admin-api/products/:id/${verb}`,
      {
        config,
        schema: {
          tags,
          summary: archived
            ? 'Archive a product: off the storefront, kept for orders'
            : 'Restore an archived product as a draft',
          params: ProductParams,
          response: { 200: AdminProductSchema, ...errorResponses },
        },
      },
      (request) => productAdmin.setArchived(staffCallerOf(request).staffId, request.params.id, archived),
    );
  }

  app.post(
    '/admin-api/products/bulk',
    {
      config,
      schema: {
        tags,
        summary:
          'Publish, unpublish, reprice (percent or amount) or set the stock of the listed products, by ids or by the list filter, in one transaction',
        body: BulkActionSchema,
        response: { 200: BulkResultSchema, ...conflictResponses },
      },
    },
    (request) => productAdmin.bulk(staffCallerOf(request).staffId, request.body),
  );
};
