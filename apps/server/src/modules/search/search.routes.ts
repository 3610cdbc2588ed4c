import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductSearchQuerySchema, ProductSuggestQuerySchema, SearchResultSchema } from '@storefront/contracts';
import type { SearchService } from './search.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/query',
    {
      config: { publicCache: true },
      schema: {
        tags: ['search'],
        summary: "Products whose English or Arabic name starts with a text: $filter=startswith(productName,'text')",
        querystring: ProductSearchQuerySchema,
        response: { 200: SearchResultSchema, ...errorResponses },
      },
    },
    (request) => search.query(request.query, request.language),
  );

  app.get(
    '/web-gw/products/suggest',
    {
      config: { publicCache: true },
      schema: {
        tags: ['search'],
        summary: 'Up to five products whose name starts with the typed text, optionally those in stock first',
        querystring: ProductSuggestQuerySchema,
        response: { 200: SearchResultSchema, ...errorResponses },
      },
    },
    (request) => search.suggest(request.query, request.language),
  );
};
