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
import { listenedCatalogueCache } from './catalogue/catalogue-changes.ts';
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
import { createPromotionsRepository } from './promotions/promotions.repository.ts';
import { createPromotionsService } from './promotions/promotions.service.ts';
import { createShippingRepository } from './shipping/shipping.repository.ts';
import { createShippingService } from './shipping/shipping.service.ts';
import { shippingRoutes } from './shipping/shipping.routes.ts';
import { createPaymentsRepository } from './payments/payments.repository.ts';
import { createPaymentsService } from './payments/payments.service.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { createProviderRegistry, sandboxSecrets } from './payments/providers/provider-registry.ts';
import { createSandboxGateway } from './payments/sandbox-gateway/sandbox-gateway.ts';
import { sandboxGatewayRoutes } from './payments/sandbox-gateway/sandbox-gateway.routes.ts';
import { createCartCheckout } from './cart/cart-checkout.ts';
import { createGuestOrdersMerger } from './orders/guest-orders.ts';
import { createOrdersModule } from './orders/orders-module.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { orderPaymentsRoutes, resultPageUrlOf } from './orders/order-payments.routes.ts';
import { paymentTimeoutSweeper } from './orders/payment-timeout-sweeper.ts';
import { createCartRepository } from './cart/cart.repository.ts';
import { createCartService } from './cart/cart.service.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { createWishlistRepository } from './wishlist/wishlist.repository.ts';
import { createWishlistService } from './wishlist/wishlist.service.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';
import { createPngRenditions, createSitemaps, seoRoutes } from './seo/index.ts';

export type ModuleDependencies = AppDependencies & {
  accessTokens: AccessTokens;
  rateCounter: RateCounter;
  log: FastifyBaseLogger;
};

/**
 * The one explicit list of domain modules: services are built here and handed to the routes
 * (and to other services that need them), so no module reaches into another's tables.
 */
export function createModules({
  database,
  storage,
  theme,
  config,
  accessTokens,
  rateCounter,
  log,
}: ModuleDependencies) {
  const { db } = database;
  const senders = createOutboxSenders(db, log);
  const customersRepository = createCustomersRepository(db);
  const lookupsRepository = createLookupsRepository(db);
  const addresses = createAddressesService({ repository: createAddressesRepository(db), lookups: lookupsRepository });
  const catalogue = createCatalogueService(createCatalogueRepository(db), {
    keepOutOfStockAtEnd: () => theme.get().keep_out_of_stock_at_end,
    cache: listenedCatalogueCache(database),
  });
  const shipping = createShippingService(createShippingRepository(db));
  // The sandbox gateway stands for an outside system but is served by this process (see payments/README.md).
  const apiBase = config.publicConfig.apiHost ?? config.publicUrl;
  const sandbox = createSandboxGateway({ db, secrets: sandboxSecrets(config.gatewaySecrets), publicUrl: apiBase });
  const providers = createProviderRegistry({
    sandbox,
    secrets: config.gatewaySecrets,
    returnUrl: `${apiBase}/api/payments/payment-result`,
  });
  const payments = createPaymentsService({ repository: createPaymentsRepository(db), providers });
  const promotions = createPromotionsService(createPromotionsRepository(db));
  // Built before auth, which hands a signed-in guest's cart, wishlist and orders over to them.
  const cart = createCartService({
    repository: createCartRepository(db),
    catalogue,
    promotions,
    shipping,
    payments,
    addresses,
  });
  const wishlist = createWishlistService({
    repository: createWishlistRepository(db),
    catalogue,
    customers: customersRepository,
  });
  const auth = createAuthService({
    repository: createAuthRepository(db),
    customers: customersRepository,
    accessTokens,
    sms: senders.sms,
    rateCounter,
    secret: config.jwtSecret,
    guestsPerAddressPerHour: config.abuseLimits.guestsPerAddressPerHour,
    settings: config.publicConfig,
    guestMergers: [cart.mergeGuestInto, wishlist.mergeGuestInto, createGuestOrdersMerger(db)],
  });
  const sessions = createSessionsService({
    repository: createSessionsRepository(db),
    customers: customersRepository,
    searchCustomers: createCustomerSearch(db),
    accessTokens,
  });
  const customers = createCustomersService({
    repository: customersRepository,
    issueTokens: auth.issueTokens,
    rateCounter,
    settings: config.publicConfig,
  });
  const passwordReset = createPasswordResetService({
    tokens: createPasswordResetRepository(db),
    customers: customersRepository,
    mail: senders.mail,
    rateCounter,
    publicUrl: config.publicUrl,
  });
  const lookups = createLookupsService(lookupsRepository);
  const locale = createLocaleService(createLocaleRepository(db));
  const search = createSearchService(catalogue);
  const content = createContentService(createContentRepository(db), theme, catalogue);
  const checkout = createOrdersModule({
    db,
    log,
    cart,
    cartCheckout: createCartCheckout({ cart, repository: createCartRepository(db) }),
    catalogue,
    addresses,
    shipping,
    payments,
    theme: content.getTheme,
    paymentTimeoutMinutes: config.paymentTimeoutMinutes,
  });

  const routes: FastifyPluginAsync[] = [
    async (app) => app.register(healthRoutes, { database }),
    async (app) => app.register(localeRoutes, { locale }),
    async (app) => app.register(contentRoutes, { content }),
    async (app) => app.register(catalogueRoutes, { catalogue }),
    async (app) => app.register(searchRoutes, { search }),
    async (app) =>
      app.register(filesRoutes, { storage, files: createFilesService(createFilesRepository(db), storage) }),
    async (app) => app.register(authRoutes, { auth }),
    async (app) => app.register(customersRoutes, { customers, passwordReset }),
    async (app) => app.register(addressesRoutes, { addresses, lookups }),
    async (app) => app.register(sessionsRoutes, { sessions }),
    async (app) => app.register(cartRoutes, { cart }),
    async (app) => app.register(wishlistRoutes, { wishlist }),
    async (app) => app.register(shippingRoutes, { shipping }),
    async (app) => app.register(paymentsRoutes, { payments }),
    async (app) => app.register(sandboxGatewayRoutes, { sandbox }),
    async (app) => app.register(ordersRoutes, { orders: checkout.orders, invoices: checkout.invoices }),
    async (app) =>
      app.register(orderPaymentsRoutes, {
        orderPayments: checkout.orderPayments,
        resultPageUrl: resultPageUrlOf(config.publicUrl),
      }),
    async (app) =>
      app.register(paymentTimeoutSweeper, {
        lifecycle: checkout.lifecycle,
        intervalSeconds: config.paymentSweepIntervalSeconds,
      }),
    async (app) =>
      app.register(seoRoutes, {
        sitemaps: createSitemaps({ catalogue, content, locale, publicUrl: config.publicUrl }),
        renditions: createPngRenditions(storage),
        theme,
        publicUrl: config.publicUrl,
      }),
    ...(config.devOutbox ? [async (app: FastifyInstance) => app.register(outboxRoutes, { db })] : []),
  ];
  return { services: { locale, content, catalogue, auth, sessions, customers, addresses, cart, wishlist }, routes };
}
