import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema, SlugSchema } from '../../lib/path-params.ts';
import { staffCallerOf } from '../staff/index.ts';
import type { StaticPagesAdmin } from './static-pages.admin.ts';

const tags = ['admin'];
const config = { permission: 'content' } as const;

const Title = z.string().trim().min(1).max(200);
/** Markdown; a long terms page is a few thousand words. */
const Body = z.string().trim().min(1).max(100_000);
// All digits would be read as an id in /pages/:idOrSlug.
const PageSlug = SlugSchema.refine((slug) => !/^\d+$/.test(slug), 'Give a slug with at least one letter.');

const PageFieldsSchema = z.object({ slug: PageSlug, titleEn: Title, titleAr: Title, bodyEn: Body, bodyAr: Body });

const PageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  updatedAt: z.string(),
});
const EditorPageSchema = PageSummarySchema.extend({
  bodyEn: z.string(),
  bodyAr: z.string(),
  /** What the storefront shows for each body: sanitised HTML. */
  htmlEn: z.string(),
  htmlAr: z.string(),
});

const IdParams = z.object({ id: RowIdSchema });
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

/** The back office's static pages (permission `content`): en/ar titles and Markdown bodies. */
export const staticPagesAdminRoutes: FastifyPluginAsyncZod<{ pages: StaticPagesAdmin }> = async (app, { pages }) => {
  app.get(
    '/admin-api/static-pages',
    {
      config,
      schema: {
        tags,
        summary: 'Every static page, by slug',
        response: { 200: z.array(PageSummarySchema), ...errorResponses },
      },
    },
    () => pages.listPages(),
  );

  app.get(
    '/admin-api/static-pages/:id',
    {
      config,
      schema: {
        tags,
        summary: "A page's Markdown in both languages, with the sanitised HTML the storefront shows",
        params: IdParams,
        response: { 200: EditorPageSchema, ...errorResponses },
      },
    },
    (request) => pages.getPage(request.params.id),
  );

  app.post(
    '/admin-api/static-pages',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a page (Markdown bodies; HTML in them passes the allow-list on the way out)',
        body: PageFieldsSchema,
        response: { 201: EditorPageSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await pages.createPage(staffCallerOf(request).staffId, request.body)),
  );

  app.patch(
    '/admin-api/static-pages/:id',
    {
      config,
      schema: {
        tags,
        summary: "Changes a page's slug, titles or bodies",
        params: IdParams,
        body: PageFieldsSchema.partial(),
        response: { 200: EditorPageSchema, ...withConflict },
      },
    },
    (request) => pages.updatePage(staffCallerOf(request).staffId, request.params.id, request.body),
  );

  app.delete(
    '/admin-api/static-pages/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a page; 409 PAGE_IN_USE for the checkout terms page',
        params: IdParams,
        response: { 204: z.null(), ...withConflict },
      },
    },
    async (request, reply) => {
      await pages.deletePage(staffCallerOf(request).staffId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
