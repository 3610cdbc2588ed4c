import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentPreviewSchema,
  MenuItemSchema,
  MenuSchema,
  readCookie,
  TENANT_ID,
  ThemeConfigSchema,
  WEB_APP_ID,
} from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentService } from './content.service.ts';
import type { ThemeVersions } from './theme-versions.service.ts';
import { endPreview, PREVIEW_COOKIE } from './preview-cookie.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staticPageRoutes } from './static-pages.routes.ts';
import { dataListRoutes } from './data-lists.routes.ts';
import { contactUsRoutes } from './contact-us.routes.ts';
import { themeVersionsAdminRoutes } from './theme-versions.admin.routes.ts';

/** SPEC §9: this storefront is tenant 1, web-app 1; any other id is unknown. */
const TenantParams = z.object({
  tenantId: z.coerce
    .number()
    .int()
    .pipe(z.literal(TENANT_ID, { error: 'Unknown tenant' })),
});
const MenuParams = TenantParams.extend({ menuId: z.coerce.number().int().positive() });

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; versions: ThemeVersions }> = async (
  app,
  { content, versions },
) => {
  /** The release a staff preview cookie asks for (no cache keeps it), else undefined: the published one. */
  async function previewOf(request: FastifyRequest, reply: FastifyReply) {
    const release = await versions.previewRelease(readCookie(request.headers.cookie, PREVIEW_COOKIE) ?? undefined);
    if (!release) return undefined;
    reply.header('cache-control', 'private, no-store');
    return release;
  }

  app.get(
    '/api/content-preview',
    {
      schema: {
        tags: ['content'],
        summary: "What this browser's staff preview shows, so the storefront can say so",
        response: { 200: ContentPreviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { target: await versions.previewTarget(readCookie(request.headers.cookie, PREVIEW_COOKIE) ?? undefined) };
    },
  );

  // Anyone may end their own browser's preview: it only clears the cookie this browser sends.
  app.delete(
    '/api/content-preview',
    {
      schema: {
        tags: ['content'],
        summary: "End this browser's staff preview",
        response: { 204: z.null(), ...errorResponses },
      },
    },
    endPreview,
  );

  app.get(
    '/api/tenants/:tenantId/web-apps/:webAppId/theme',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        tags: ['content'],
        summary: 'Theme configuration (SPEC §3) with text in the caller language',
        params: TenantParams.extend({
          webAppId: z.coerce
            .number()
            .int()
            .pipe(z.literal(WEB_APP_ID, { error: 'Unknown web app' })),
        }),
        response: { 200: ThemeConfigSchema, ...errorResponses },
      },
    },
    async (request, reply) => content.getTheme(request.language, await previewOf(request, reply)),
  );

  app.get(
    '/api/tenants/:tenantId/menus/:menuId',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        tags: ['content'],
        summary: 'A menu with all its items',
        params: MenuParams,
        response: { 200: MenuSchema, ...errorResponses },
      },
    },
    async (request, reply) => content.getMenu(request.params.menuId, request.language, await previewOf(request, reply)),
  );

  app.get(
    '/api/tenants/:tenantId/menus/:menuId/items/visible',
    {
      config: { publicCache: 'revalidate' },
      schema: {
        tags: ['content'],
        summary: 'Menu items the caller may see (guests only see allowGuestUser items)',
        params: MenuParams,
        response: { 200: z.array(MenuItemSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      content.listVisibleMenuItems(
        request.params.menuId,
        request.language,
        (request.auth?.role ?? 'guest') === 'guest',
        await previewOf(request, reply),
      ),
  );

  await app.register(staticPageRoutes, { content });
  await app.register(dataListRoutes, { content });
  await app.register(contactUsRoutes, { content });
  await app.register(themeVersionsAdminRoutes, { versions });
};
