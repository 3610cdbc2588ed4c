import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app.ts';
import { createLocaleRepository } from './locale/locale.repository.ts';
import { createLocaleService } from './locale/locale.service.ts';
import { localeRoutes } from './locale/locale.routes.ts';
import { createContentRepository } from './content/content.repository.ts';
import { createContentService } from './content/content.service.ts';
import { contentRoutes } from './content/content.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { healthRoutes } from './health/health.routes.ts';

/**
 * The one explicit list of domain modules: services are built here and handed to the routes
 * (and to other services that need them), so no module reaches into another's tables.
 */
export function createModules({ database, storage, theme }: AppDependencies) {
  const { db } = database;
  const locale = createLocaleService(createLocaleRepository(db));
  const content = createContentService(createContentRepository(db), theme);

  const routes: FastifyPluginAsync[] = [
    async (app) => app.register(healthRoutes, { database }),
    async (app) => app.register(localeRoutes, { locale }),
    async (app) => app.register(contentRoutes, { content }),
    async (app) => app.register(filesRoutes, { storage }),
  ];
  return { services: { locale, content }, routes };
}
