import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, PreviewTargetSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staffCallerOf } from '../staff/index.ts';
import { ContentReleaseSchema } from './content-release.ts';
import type { ThemeVersions } from './theme-versions.service.ts';
import { endPreview, PREVIEW_TTL_SECONDS, previewCookieHeader } from './preview-cookie.ts';

const tags = ['admin'];
const permission = 'content';

const ActorSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
const ContentDraftSchema = ContentReleaseSchema.extend({
  baseVersion: z.number().int(),
  /** 0 while nothing is saved: the draft is then the published release. */
  revision: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: ActorSchema.nullable(),
});
const ContentVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: ActorSchema.nullable(),
  copiedFrom: z.number().int().nullable(),
  live: z.boolean(),
});
const RevisionSchema = z.object({ revision: z.number().int().min(0) });
const conflicts = { ...errorResponses, 409: ApiErrorSchema };

/** The back office's theme and menus (ADR 039): draft, preview, publish, versions and rollback; all under `content`. */
export const themeVersionsAdminRoutes: FastifyPluginAsyncZod<{ versions: ThemeVersions }> = async (
  app,
  { versions },
) => {
  const toDraftAnswer = ({ release, ...draft }: Awaited<ReturnType<ThemeVersions['getDraft']>>) => ({
    ...release,
    ...draft,
  });

  app.get(
    '/admin-api/content/draft',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The draft theme and menus (the published ones while no draft is saved)',
        response: { 200: ContentDraftSchema, ...errorResponses },
      },
    },
    async () => toDraftAnswer(await versions.getDraft()),
  );

  app.put(
    '/admin-api/content/draft',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Save the draft edited from `revision` (409 DRAFT_CHANGED when it was saved meanwhile)',
        body: ContentReleaseSchema.extend(RevisionSchema.shape),
        response: { 200: ContentDraftSchema, ...conflicts },
      },
    },
    async (request) => {
      const { revision, ...release } = request.body;
      return toDraftAnswer(await versions.saveDraft(staffCallerOf(request).staffId, release, revision));
    },
  );

  app.delete(
    '/admin-api/content/draft',
    {
      config: { permission },
      schema: { tags, summary: 'Discard the draft', response: { 204: z.null(), ...conflicts } },
    },
    async (request, reply) => {
      await versions.discardDraft(staffCallerOf(request).staffId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin-api/content/draft/publish',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Publish the draft saved at `revision`: every server shows it within a second',
        body: RevisionSchema,
        response: { 200: ContentVersionSchema, ...conflicts },
      },
    },
    (request) => versions.publishDraft(staffCallerOf(request).staffId, request.body.revision),
  );

  app.get(
    '/admin-api/content/versions',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Published versions, newest (live) first',
        response: { 200: z.object({ items: z.array(ContentVersionSchema) }), ...errorResponses },
      },
    },
    async () => ({ items: await versions.listVersions() }),
  );

  app.post(
    '/admin-api/content/versions/:version/rollback',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Roll back: publish a copy of an earlier version',
        params: z.object({ version: z.coerce.number().int().positive() }),
        response: { 200: ContentVersionSchema, ...errorResponses },
      },
    },
    (request) => versions.rollBack(staffCallerOf(request).staffId, request.params.version),
  );

  app.post(
    '/admin-api/content/preview',
    {
      config: { permission },
      schema: {
        tags,
        summary: "Show this browser's storefront with the draft or a published version for an hour",
        body: z.object({ target: PreviewTargetSchema }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = await versions.startPreview(staffCallerOf(request).staffId, request.body.target);
      return reply
        .code(204)
        .header('set-cookie', previewCookieHeader(token, PREVIEW_TTL_SECONDS, request.protocol === 'https'))
        .send(null);
    },
  );

  // The storefront's banner ends a preview through the public DELETE /api/content-preview; this is the back office's.
  app.delete(
    '/admin-api/content/preview',
    {
      config: { permission },
      schema: { tags, summary: "End this browser's preview", response: { 204: z.null(), ...errorResponses } },
    },
    endPreview,
  );
};
