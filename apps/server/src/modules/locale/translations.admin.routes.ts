import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staffCallerOf } from '../staff/index.ts';
import type { TranslationsAdmin } from './translations.admin.ts';

const tags = ['admin'];
const config = { permission: 'content' } as const;
const PAGE_SIZE = 20;

const Key = z
  .string()
  .max(200)
  .regex(/^[\w.-]+$/, 'Expected a translation key');
const TextSchema = z.object({ langId: z.string().max(10), key: Key, value: z.string() });

/** The storefront's UI texts in the back office (permission `content`): found, and edited per language and form. */
export const translationsAdminRoutes: FastifyPluginAsyncZod<{ translations: TranslationsAdmin }> = async (
  app,
  { translations },
) => {
  app.get(
    '/admin-api/translations',
    {
      config,
      schema: {
        tags,
        summary:
          'UI texts by key, a plural text with its forms, 20 a page: those whose key or text in any language contains q',
        querystring: z.object({
          q: z.string().max(200).default(''),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            version: z.number().int(),
            languages: z.array(
              z.object({ langId: z.string(), name: z.string(), isRtl: z.boolean(), pluralForms: z.array(z.string()) }),
            ),
            total: z.number().int(),
            pageSize: z.number().int(),
            entries: z.array(
              z.object({
                key: z.string(),
                plural: z.boolean(),
                texts: z.array(TextSchema.extend({ editedAt: z.string().nullable() })),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      ...(await translations.searchTexts(request.query.q, request.query.page, PAGE_SIZE)),
      pageSize: PAGE_SIZE,
    }),
  );

  app.put(
    '/admin-api/translations/:key',
    {
      config,
      schema: {
        tags,
        summary:
          "Changes a key's texts (each language, each plural form as key_one, key_few …); raises the translation version so browsers fetch them again",
        params: z.object({ key: Key }),
        body: z.object({
          texts: z
            .array(TextSchema.extend({ value: z.string().trim().min(1).max(2_000) }))
            .min(1)
            .max(20),
        }),
        response: { 200: z.object({ version: z.number().int() }), ...errorResponses },
      },
    },
    (request) => translations.updateTexts(staffCallerOf(request).staffId, request.params.key, request.body.texts),
  );
};
