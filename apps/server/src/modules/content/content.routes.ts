import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MenuItemSchema, MenuSchema, TENANT_ID, ThemeConfigSchema, WEB_APP_ID } from '@storefront/contracts';
import type { ContentService } from './content.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { staticPageRoutes } from './static-pages.routes.ts';
import { dataListRoutes } from './data-lists.routes.ts';
import { contactUsRoutes } from './contact-us.routes.ts';

/** SPEC §9: this storefront is tenant 1, web-app 1; any other id is unknown. */
const TenantParams = z.object({
  tenantId: z.coerce
    .number()
    .int()
    .pipe(z.literal(TENANT_ID, { error: 'Unknown tenant' })),
});
const MenuParams = TenantParams.extend({ menuId: z.coerce.number().int().positive() });

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/api/tenants/:tenantId/web-apps/:webAppId/theme',
    {
      config: { publicCache: true },
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
    (request) => content.getTheme(request.language),
  );

  app.get(
    '/api/tenants/:tenantId/menus/:menuId',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'A menu with all its items',
        params: MenuParams,
        response: { 200: MenuSchema, ...errorResponses },
      },
    },
    (request) => content.getMenu(request.params.menuId, request.language),
  );

  app.get(
    '/api/tenants/:tenantId/menus/:menuId/items/visible',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Menu items the caller may see (guests only see allowGuestUser items)',
        params: MenuParams,
        response: { 200: z.array(MenuItemSchema), ...errorResponses },
      },
    },
    (request) =>
      content.listVisibleMenuItems(
        request.params.menuId,
        request.language,
        (request.auth?.role ?? 'guest') === 'guest',
      ),
  );

  await app.register(staticPageRoutes, { content });
  await app.register(dataListRoutes, { content });
  await app.register(contactUsRoutes, { content });
};
