import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LanguageSchema, TranslationsResponseSchema, UI_AREA } from '@storefront/contracts';
import type { LocaleService } from './locale.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

export const localeRoutes: FastifyPluginAsyncZod<{ locale: LocaleService }> = async (app, { locale }) => {
  app.get(
    '/api/locale/languages/lookup',
    {
      schema: {
        tags: ['locale'],
        summary: 'Languages the shop is offered in',
        response: { 200: z.array(LanguageSchema), ...errorResponses },
      },
    },
    () => locale.listLanguages(),
  );

  app.get(
    '/api/locale/self/translations/versions/:version',
    {
      schema: {
        tags: ['locale'],
        summary: 'Translations of an area for the caller language, when newer than the version the caller holds',
        params: z.object({ version: z.coerce.number().int().min(0) }),
        querystring: z.object({
          area: z
            .string()
            .regex(/^[a-z]+(\.[a-z]+)*$/)
            .default(UI_AREA),
        }),
        response: { 200: TranslationsResponseSchema, ...errorResponses },
      },
    },
    (request) => locale.getTranslationsSince(request.query.area, request.language, request.params.version),
  );
};
