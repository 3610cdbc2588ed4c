import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app.ts';
import { createLocaleRepository } from './locale/locale.repository.ts';
import { createLocaleService } from './locale/locale.service.ts';
import { localeRoutes } from './locale/locale.routes.ts';
import { createContentRepository } from './content/content.repository.ts';
import { createContentService } from './content/content.service.ts';
import { contentRoutes } from './content/content.routes.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService } from './catalogue/catalogue.service.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { createSearchService } from './search/search.service.ts';
import { searchRoutes } from './search/search.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { createFilesRepository } from './files/files.repository.ts';
import { createFilesService } from './files/files.service.ts';
import { healthRoutes } from './health/health.routes.ts';
import { createCustomersRepository } from './customers/customers.repository.ts';
import { createCustomersService } from './customers/customers.service.ts';
import { createPasswordResetService } from './customers/password-reset.service.ts';
import { customersRoutes } from './customers/customers.routes.ts';
import { createPasswordResetRepository } from './auth/password-reset.repository.ts';
import { createAddressesRepository } from './addresses/addresses.repository.ts';
import { createAddressesService } from './addresses/addresses.service.ts';
import { createLookupsRepository } from './addresses/lookups.repository.ts';
import { createLookupsService } from './addresses/lookups.service.ts';
import { addressesRoutes } from './addresses/addresses.routes.ts';
import { createAuthRepository } from './auth/auth.repository.ts';
import { createAuthService } from './auth/auth.service.ts';
import { authRoutes } from './auth/auth.routes.ts';
import type { AccessTokens } from './auth/access-token.ts';
import { createOutboxSenders } from './messaging/outbox-senders.ts';
import { outboxRoutes } from './messaging/outbox.routes.ts';
import { createSessionsRepository } from './sessions/sessions.repository.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { createCustomerSearch } from './customers/customer-search.ts';
import type { RateCounter } from '../lib/rate-counter.ts';

export type ModuleDependencies = AppDependencies & { accessTokens: AccessTokens; rateCounter: RateCounter; log: FastifyBaseLogger };

/**
 * The one explicit list of domain modules: services are built here and handed to the routes
 * (and to other services that need them), so no module reaches into another's tables.
 */
export function createModules({ database, storage, theme, config, accessTokens, rateCounter, log }: ModuleDependencies) {
  const { db } = database;
  const senders = createOutboxSenders(db, log);
  const customersRepository = createCustomersRepository(db);
  const auth = createAuthService({
    repository: createAuthRepository(db),
    customers: customersRepository,
    accessTokens,
    sms: senders.sms,
    rateCounter,
    secret: config.jwtSecret,
    settings: config.publicConfig,
    guestMergers: [],
  });
  const sessions = createSessionsService({
    repository: createSessionsRepository(db),
    customers: customersRepository,
    searchCustomers: createCustomerSearch(db),
    accessTokens,
  });
  const customers = createCustomersService({ repository: customersRepository, issueTokens: auth.issueTokens, rateCounter, settings: config.publicConfig });
  const passwordReset = createPasswordResetService({
    tokens: createPasswordResetRepository(db),
    customers: customersRepository,
    mail: senders.mail,
    rateCounter,
    publicUrl: config.publicUrl,
  });
  const lookupsRepository = createLookupsRepository(db);
  const addresses = createAddressesService({ repository: createAddressesRepository(db), lookups: lookupsRepository });
  const lookups = createLookupsService(lookupsRepository);
  const locale = createLocaleService(createLocaleRepository(db));
  const catalogue = createCatalogueService(createCatalogueRepository(db), { keepOutOfStockAtEnd: () => theme.get().keep_out_of_stock_at_end });
  const search = createSearchService(catalogue);
  const content = createContentService(createContentRepository(db), theme, catalogue);

  const routes: FastifyPluginAsync[] = [
    async (app) => app.register(healthRoutes, { database }),
    async (app) => app.register(localeRoutes, { locale }),
    async (app) => app.register(contentRoutes, { content }),
    async (app) => app.register(catalogueRoutes, { catalogue }),
    async (app) => app.register(searchRoutes, { search }),
    async (app) => app.register(filesRoutes, { storage, files: createFilesService(createFilesRepository(db), storage) }),
    async (app) => app.register(authRoutes, { auth }),
    async (app) => app.register(customersRoutes, { customers, passwordReset }),
    async (app) => app.register(addressesRoutes, { addresses, lookups }),
    async (app) => app.register(sessionsRoutes, { sessions }),
    ...(config.devOutbox ? [async (app: FastifyInstance) => app.register(outboxRoutes, { db })] : []),
  ];
  return { services: { locale, content, catalogue, auth, sessions, customers, addresses }, routes };
}
