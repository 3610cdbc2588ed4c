import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrandFacetSchema,
  CategoryDetailSchema,
  CategorySchema,
  GetPriceBodySchema,
  MaxPriceSchema,
  PriceAnswerSchema,
  ProductCountSchema,
  ProductDetailSchema,
  ProductFacetQuerySchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSummarySchema,
  StockSchema,
} from '@storefront/contracts';
import type { CatalogueService } from './catalogue.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { IdOrSlugSchema, RowIdSchema } from '../../lib/path-params.ts';

const ProductParams = z.object({ id: RowIdSchema });

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.get(
    '/web-gw/products',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Published products matching the filters, a page of them (out-of-stock last when the theme says so)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, ...errorResponses },
      },
    },
    (request) => catalogue.listProducts(request.query, request.language),
  );

  app.get(
    '/web-gw/products-brands',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Brands of the products matching keyword and category, with their product counts, by name',
        querystring: ProductFacetQuerySchema,
        response: { 200: z.array(BrandFacetSchema), ...errorResponses },
      },
    },
    (request) => catalogue.listBrandFacets(request.query, request.language),
  );

  app.get(
    '/web-gw/products/max-price',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Highest price among the products matching keyword and category (0 when none)',
        querystring: ProductFacetQuerySchema,
        response: { 200: MaxPriceSchema, ...errorResponses },
      },
    },
    (request) => catalogue.getMaxPrice(request.query),
  );

  app.get(
    '/web-gw/products/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'A published product with its variations, attributes, images and breadcrumbs',
        params: ProductParams,
        response: { 200: ProductDetailSchema, ...errorResponses },
      },
    },
    (request) => catalogue.getProduct(request.params.id, request.language),
  );

  app.get(
    '/web-gw/products/:id/stock-qty',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: "Units in stock of a product's variation (its default variation when none is named)",
        params: ProductParams,
        querystring: z.object({ variationId: RowIdSchema.optional() }),
        response: { 200: StockSchema, ...errorResponses },
      },
    },
    (request) => catalogue.getStock(request.params.id, request.query.variationId),
  );

  app.get(
    '/web-gw/grouped-products',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'The other products of the same product group (the same model in other colours)',
        querystring: z.object({ productId: RowIdSchema }),
        response: { 200: z.array(ProductSummarySchema), ...errorResponses },
      },
    },
    (request) => catalogue.listGroupedProducts(request.query.productId, request.language),
  );

  app.post(
    '/web-gw/users/:userId/products/:id/get-price',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Price and stock of the variation with exactly the chosen attribute values',
        params: ProductParams.extend({ userId: z.uuid() }),
        body: GetPriceBodySchema,
        response: { 200: PriceAnswerSchema, ...errorResponses },
      },
    },
    (request) => catalogue.getPrice(request.params.id, request.body.attributes),
  );

  app.get(
    '/web-gw/categories/published/lookup',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Every published category, parents first and siblings in sort order (for menus and filters)',
        response: { 200: z.array(CategorySchema), ...errorResponses },
      },
    },
    (request) => catalogue.listPublishedCategories(request.language),
  );

  app.get(
    '/web-gw/categories/:idOrSlug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'A category by id or slug, with its breadcrumbs and children',
        params: z.object({ idOrSlug: IdOrSlugSchema }),
        response: { 200: CategoryDetailSchema, ...errorResponses },
      },
    },
    (request) => catalogue.getCategory(request.params.idOrSlug, request.language),
  );

  app.get(
    '/api/categories/:id/products-count',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Published products in a category and the categories below it',
        params: z.object({ id: RowIdSchema }),
        response: { 200: ProductCountSchema, ...errorResponses },
      },
    },
    (request) => catalogue.countCategoryProducts(request.params.id),
  );
};
