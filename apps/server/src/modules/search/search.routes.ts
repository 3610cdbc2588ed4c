import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductSearchQuerySchema,
  ProductSuggestQuerySchema,
  SearchResultSchema,
  type SearchResult,
} from '@storefront/contracts';
import type { SearchService } from './search.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { etagOf } from '../../plugins/http-cache.ts';

const SUGGEST_PATH = '/web-gw/products/suggest';

/**
 * A suggestion as Fastify would write it (the same zod serializer the routes use, so the same
 * bytes), with its ETag: kept with the answer, a repeated suggestion is sent as it is.
 */
const writeSearchResult = serializerCompiler({ schema: SearchResultSchema, method: 'GET', url: SUGGEST_PATH }) as (
  data: SearchResult,
) => string;
const renderSuggestions = (result: SearchResult) => {
  const body = writeSearchResult(result);
  return { body, etag: etagOf(body) };
};

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
    SUGGEST_PATH,
    {
      config: { publicCache: true },
      schema: {
        tags: ['search'],
        summary: 'Up to five products whose name starts with the typed text, optionally those in stock first',
        querystring: ProductSuggestQuerySchema,
        response: { 200: SearchResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body, etag } = await search.suggest(request.query, request.language, renderSuggestions);
      // A string with a JSON type is sent as it is: no second validation or serialisation.
      return reply
        .header('etag', etag)
        .type('application/json; charset=utf-8')
        .send(body as never);
    },
  );
};
