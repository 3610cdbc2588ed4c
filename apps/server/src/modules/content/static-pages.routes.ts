import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaticPageSchema } from '@storefront/contracts';
import type { ContentService } from './content.service.ts';
import { IdOrSlugSchema } from '../../lib/path-params.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

export const staticPageRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/web-gw/static-pages/:idOrSlug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'A static page (about, terms, privacy, delivery…) by id or slug, in the caller language',
        params: z.object({ idOrSlug: IdOrSlugSchema }),
        response: { 200: StaticPageSchema, ...errorResponses },
      },
    },
    (request) => content.getStaticPage(request.params.idOrSlug, request.language),
  );
};
