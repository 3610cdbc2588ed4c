import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppDependencies } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { FileStorage } from './files/index.ts';
import {
  createLocaleRepository,
  createLocaleService,
  localeRoutes,
  createTranslationsAdmin,
  translationsAdminRoutes,
} from './locale/index.ts';
import {
  createContentRepository,
  createContentService,
  contentRoutes,
  createStaticPagesAdmin,
  staticPagesAdminRoutes,
  createDataListsAdmin,
  dataListsAdminRoutes,
  createThemeVersions,
} from './content/index.ts';
import {
  createCatalogueRepository,
  createCatalogueService,
  catalogueRoutes,
  listenedCatalogueCache,
  createStockRepository,
  createStockService,
  stockAdminRoutes,
  createCategoryBrandAdminRepository,
  createCategoryBrandAdmin,
  categoriesAdminRoutes,
  createProductAdmin,
  createProductAdminRepository,
  productsAdminRoutes,
  createProductImports,
  createProductImportRepository,
  productImportRoutes,
  normalizeSearchText,
} from './catalogue/index.ts';
import { createSearchService, searchRoutes } from './search/index.ts';
import {
  filesRoutes,
  filesAdminRoutes,
  createFilesRepository,
  createFilesService,
  MAX_UPLOAD_BYTES,
} from './files/index.ts';
import { healthRoutes } from './health/index.ts';
import {
  createCustomerAccounts,
  createCustomerSearch,
  createCustomersRepository,
  createCustomersService,
  customersRoutes,
  createCustomerAdmin,
  customersAdminRoutes,
} from './customers/index.ts';
import {
  authRoutes,
  createAuthRepository,
  createAuthService,
  createPasswordResetRepository,
  createPasswordResetService,
  passwordResetRoutes,
} from './auth/index.ts';
import {
  createAddressesRepository,
  createAddressesService,
  createLookupsRepository,
  createLookupsService,
  addressesRoutes,
} from './addresses/index.ts';
import type { AccessTokens } from '../lib/access-token.ts';
import { createMailDispatch, createSenders, createShopMail, outboxRoutes } from './messaging/index.ts';
import { createSessionsRepository, createSessionsService, sessionsRoutes } from './sessions/index.ts';
import type { RateCounter } from '../lib/rate-counter.ts';
import {
  createPromoAdmin,
  createPromoAdminRepository,
  createPromotionsRepository,
  createPromotionsService,
  promotionsAdminRoutes,
} from './promotions/index.ts';
import {
  createDeliverySlotAdmin,
  createDeliverySlotAdminRepository,
  createShippingMethodAdmin,
  createShippingRepository,
  createShippingService,
  deliverySlotsAdminRoutes,
  shippingMethodsAdminRoutes,
  shippingRoutes,
} from './shipping/index.ts';
import {
  createPaymentsRepository,
  createPaymentsService,
  paymentsRoutes,
  createProviderRegistry,
  sandboxSecrets,
  createSandboxGateway,
  sandboxGatewayRoutes,
} from './payments/index.ts';
import { createCartCheckout, createCartRepository, createCartService, cartRoutes } from './cart/index.ts';
import {
  countUnitsHeldByUnpaidOrders,
  createGuestOrdersMerger,
  createOrdersModule,
  ordersRoutes,
  ordersAdminRoutes,
  orderPaymentsRoutes,
  resultPageUrlOf,
  sweepPaymentTimeouts,
} from './orders/index.ts';
import { createJobQueue, jobQueueLifecycle } from './jobs/index.ts';
import { createWishlistRepository, createWishlistService, wishlistRoutes } from './wishlist/index.ts';
import { createPngRenditions, createSitemaps, seoRoutes } from './seo/index.ts';
import { createStaffRepository, createStaffService, staffRoutes } from './staff/index.ts';
import { auditRoutes, createAuditRepository, createAuditTrail } from './audit/index.ts';
import { analyticsAdminRoutes, analyticsRoutes, createAnalytics } from './analytics/index.ts';

export type ModuleDependencies = AppDependencies & {
  /** Shared counters; absent without REDIS_URL. */
  redis: Redis | undefined;
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
  redis,
  isDraining,
  accessTokens,
  rateCounter,
  log,
}: ModuleDependencies) {
  const { db } = database;
  const jobs = createJobQueue({
    database,
    log,
    pollIntervalSeconds: config.jobs.pollIntervalSeconds,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    // Half the shutdown budget: the rest is for requests under way and closing the database.
    stopTimeoutMs: (config.shutdownTimeoutSeconds * 1000) / 2,
  });
  const senders = createSenders(config, db, log);
  const { audit, staff } = createStaffAndAudit(db, config, rateCounter);
  const customersRepository = createCustomersRepository(db);
  // Other modules get the accounts service, never the customers repository.
  const customerAccounts = createCustomerAccounts(customersRepository, createCustomerSearch(db));
  const lookupsRepository = createLookupsRepository(db);
  const addresses = createAddressesService({ repository: createAddressesRepository(db), lookups: lookupsRepository });
  const catalogue = createCatalogueService(createCatalogueRepository(db), {
    keepOutOfStockAtEnd: () => theme.get().keep_out_of_stock_at_end,
    cache: listenedCatalogueCache(database),
  });
  const stock = createStockService({
    db,
    repository: createStockRepository(db),
    audit,
    describeStaff: (ids) => staff.describeStaff(ids),
  });
  const categoryBrandAdmin = createCategoryBrandAdmin({
    db,
    repository: createCategoryBrandAdminRepository(db),
    audit,
  });
  const files = createFilesService(createFilesRepository(db), storage);
  const productAdmin = createProductAdmin({
    db,
    repository: createProductAdminRepository(),
    audit,
    hasStoredFile: files.hasStoredFile,
    keepOutOfStockAtEnd: () => theme.get().keep_out_of_stock_at_end,
  });
  const productImports = createProductImports({
    db,
    repository: createProductImportRepository(),
    audit,
    storage,
    storeImage: files.uploadCatalogueImage,
    hasStoredFile: files.hasStoredFile,
    jobs,
    describeStaff: (ids) => staff.describeStaff(ids),
    filteredIdsAfter: productAdmin.filteredIdsAfter,
    publicUrl: config.publicUrl,
    imageFetch: { timeoutMs: config.productImport.imageTimeoutMs, maxBytes: MAX_UPLOAD_BYTES },
    log,
  });
  const shipping = createShippingService(createShippingRepository(db));
  const slotAdmin = createDeliverySlotAdmin({ db, repository: createDeliverySlotAdminRepository(), audit });
  // The sandbox gateway stands for an outside system but is served by this process (see payments/README.md).
  const apiBase = config.publicConfig.apiHost ?? config.publicUrl;
  const sandbox = createSandboxGateway({ db, secrets: sandboxSecrets(config.gatewaySecrets), publicUrl: apiBase });
  const providers = createProviderRegistry({
    sandbox,
    secrets: config.gatewaySecrets,
    returnUrl: `${apiBase}/api/payments/payment-result`,
    gateways: config.paymentGateways,
    myFatoorah: config.myFatoorah,
    tap: config.tap,
    tabby: config.tabby,
    tamara: config.tamara,
    timeoutMs: config.paymentGatewayTimeoutMs,
  });
  const payments = createPaymentsService({ db, repository: createPaymentsRepository(db), providers });
  const promotions = createPromotionsService(createPromotionsRepository(db), {
    isGuest: async (customerId) => (await customersRepository.findById(customerId))?.role !== 'customer',
    hasOrdered: (customerId) => checkout.hasOrdered(customerId),
    productsInCategories: (productIds, categoryIds) => catalogue.productsInCategories(productIds, categoryIds),
  });
  // Built before auth, which hands a signed-in guest's cart, wishlist and orders over to them.
  const cart = createCartService({
    repository: createCartRepository(db),
    catalogue,
    promotions,
    shipping,
    payments,
    addresses,
    unpaidHolds: {
      countHeldUnits: countUnitsHeldByUnpaidOrders,
      paymentTimeoutMinutes: config.paymentTimeoutMinutes,
    },
  });
  const wishlist = createWishlistService({
    repository: createWishlistRepository(db),
    catalogue,
    customers: customerAccounts,
  });
  const auth = createAuthService({
    repository: createAuthRepository(db),
    customers: customerAccounts,
    accessTokens,
    sms: senders.sms,
    rateCounter,
    secret: config.jwtSecret,
    guestsPerAddressPerHour: config.abuseLimits.guestsPerAddressPerHour,
    signInAttemptsPerAddressPerHour: config.abuseLimits.signInAttemptsPerAddressPerHour,
    settings: config.publicConfig,
    guestMergers: [cart.mergeGuestInto, wishlist.mergeGuestInto, createGuestOrdersMerger(db, payments)],
  });
  const sessions = createSessionsService({
    db,
    repository: createSessionsRepository(db),
    customers: customerAccounts,
    accessTokens,
    staff,
    audit,
  });
  const customers = createCustomersService({
    repository: customersRepository,
    issueTokens: auth.issueTokens,
    rateCounter,
    settings: config.publicConfig,
  });
  const lookups = createLookupsService(lookupsRepository);
  const locale = createLocaleService(createLocaleRepository(db));
  const search = createSearchService(catalogue);
  // The shop's copy of a contact message is e-mailed once the message is stored.
  const content = createContentService(createContentRepository(db), theme, catalogue, (message, language) =>
    shopMail.sendContactCopy(message, language),
  );
  const themeVersions = createThemeVersions({
    db,
    published: theme,
    audit,
    describeStaff: (ids) => staff.describeStaff(ids),
    mayPreview: (staffId) => staff.holdsPermission(staffId, 'content'),
    secret: config.jwtSecret,
  });
  const shopMail = createShopMail({
    dispatch: createMailDispatch(jobs, senders.mail, log),
    theme: content.getTheme,
    publicUrl: config.publicUrl,
    orders: {
      findCustomerId: (id) => checkout.orders.findCustomerId(id),
      findForMessage: (id, language) => checkout.orders.findForMessage(id, language),
    },
    customers: customerAccounts,
    jobs,
  });
  const passwordReset = createPasswordResetService({
    tokens: createPasswordResetRepository(db),
    customers: customerAccounts,
    mail: shopMail,
    rateCounter,
    publicUrl: config.publicUrl,
  });
  const analytics = createAnalytics({
    db,
    jobs,
    forwarding: config.analyticsForwarding,
    retention: config.analyticsRetention,
    findPurchase: (orderId) => checkout.findPurchase(orderId),
    countOrdersByStatus: (statuses) => checkout.countByStatus(statuses),
    listLowStock: (threshold, page, pageSize) => stock.listLowStock(threshold, page, pageSize),
  });
  if (config.publicConfig.analytics && !config.analyticsForwarding)
    log.warn(
      'ANALYTICS_CONFIG is set without ANALYTICS_API_SECRET: events are kept in the shop only, not sent to GA4.',
    );
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
    unpaidOrderLimits: config.abuseLimits,
    jobs,
    onOrderEvent: async (tx, event) => {
      await shopMail.queueForOrderEvent(tx, event);
      await analytics.queueForOrderStep(tx, event);
    },
    audit,
    describeStaff: (ids) => staff.describeStaff(ids),
  });
  sweepPaymentTimeouts(jobs, checkout.lifecycle, config.paymentSweepIntervalSeconds);
  const customerAdmin = createCustomerAdmin({
    db,
    audit,
    foldSearchText: normalizeSearchText,
    listAddresses: (customerId, language) => addresses.list(customerId, language),
    listOrders: (customerId) => checkout.orderAdmin.listCustomerOrders(customerId),
    getWishlist: (customerId, language) => wishlist.getWishlist(customerId, language),
    endSessionsOf: (customerId) => auth.endSessionsOf(customerId),
  });

  const promoAdmin = createPromoAdmin({
    db,
    repository: createPromoAdminRepository(db),
    audit,
    nameProducts: (ids) => catalogue.findProductNames(ids),
    describeOrders: (ids, language) => checkout.describeOrders(ids, language),
  });

  const routes: FastifyPluginAsync[] = [
    async (app) => void app.addHook('onClose', async () => senders.close()),
    async (app) => app.register(healthRoutes, { database, redis, jobs, isDraining: isDraining ?? (() => false) }),
    async (app) => app.register(localeRoutes, { locale }),
    async (app) => app.register(contentRoutes, { content, versions: themeVersions }),
    async (app) =>
      app.register(staticPagesAdminRoutes, {
        pages: createStaticPagesAdmin({ db, audit, checkoutTermsSlug: () => theme.get().checkout_terms_page }),
      }),
    async (app) => app.register(dataListsAdminRoutes, { dataLists: createDataListsAdmin({ db, audit, catalogue }) }),
    async (app) => app.register(translationsAdminRoutes, { translations: createTranslationsAdmin({ db, audit }) }),
    async (app) => app.register(catalogueRoutes, { catalogue }),
    async (app) => app.register(stockAdminRoutes, { stock }),
    async (app) => app.register(categoriesAdminRoutes, { admin: categoryBrandAdmin }),
    async (app) => app.register(searchRoutes, { search }),
    async (app) => app.register(productsAdminRoutes, { productAdmin }),
    async (app) =>
      app.register(productImportRoutes, {
        imports: productImports,
        maxFileBytes: config.productImport.maxFileBytes,
      }),
    async (app) => app.register(filesRoutes, { storage, files }),
    async (app) => app.register(filesAdminRoutes, { files }),
    async (app) => app.register(authRoutes, { auth }),
    async (app) => app.register(customersRoutes, { customers }),
    async (app) => app.register(passwordResetRoutes, { passwordReset }),
    async (app) => app.register(addressesRoutes, { addresses, lookups }),
    async (app) => app.register(sessionsRoutes, { sessions }),
    async (app) => app.register(staffRoutes, { staff }),
    async (app) => app.register(auditRoutes, { audit }),
    async (app) => app.register(cartRoutes, { cart }),
    async (app) => app.register(wishlistRoutes, { wishlist }),
    async (app) => app.register(shippingRoutes, { shipping }),
    async (app) => app.register(deliverySlotsAdminRoutes, { slotAdmin }),
    async (app) => app.register(paymentsRoutes, { payments }),
    async (app) => app.register(sandboxGatewayRoutes, { sandbox }),
    async (app) => app.register(ordersRoutes, { orders: checkout.orders, invoices: checkout.invoices }),
    async (app) => app.register(ordersAdminRoutes, { orderAdmin: checkout.orderAdmin, invoices: checkout.invoices }),
    async (app) => app.register(customersAdminRoutes, { customerAdmin }),
    async (app) => app.register(promotionsAdminRoutes, { promoAdmin }),
    async (app) => app.register(shippingMethodsAdminRoutes, { admin: createShippingMethodAdmin({ db, audit }) }),
    async (app) => app.register(analyticsRoutes, { analytics }),
    async (app) => app.register(analyticsAdminRoutes, { analytics }),
    async (app) =>
      app.register(orderPaymentsRoutes, {
        orderPayments: checkout.orderPayments,
        resultPageUrl: resultPageUrlOf(config.publicUrl),
      }),
    async (app) => app.register(jobQueueLifecycle, { jobs }),
    async (app) =>
      app.register(seoRoutes, {
        sitemaps: createSitemaps({ catalogue, content, locale, publicUrl: config.publicUrl }),
        renditions: createPngRenditions(storage),
        theme,
        publicUrl: config.publicUrl,
      }),
    ...(config.devOutbox ? [async (app: FastifyInstance) => app.register(outboxRoutes, { db })] : []),
  ];
  return {
    services: {
      locale,
      content,
      catalogue,
      stock,
      auth,
      sessions,
      customers,
      addresses,
      cart,
      wishlist,
      staff,
      audit,
      jobs,
      shopMail,
      productImports,
    },
    metrics: {
      jobCounts: jobs.counts,
      countOrders: checkout.countPlaced,
      countPaymentsByStatus: payments.countRequestsByStatus,
    },
    routes,
  };
}

/**
 * The staff accounts and the audit trail they write to, for the app and for the staff command
 * line. The audit trail names staff through the staff service, which is built after it (it
 * records its own writes).
 */
export function createStaffAndAudit(db: Database, config: Config, rateCounter: RateCounter) {
  const audit = createAuditTrail({
    repository: createAuditRepository(db),
    describeStaff: (ids) => staff.describeStaff(ids),
  });
  const staff = createStaffService({
    db,
    repository: createStaffRepository(db),
    audit,
    rateCounter,
    secret: config.jwtSecret,
    signInAttemptsPerAddressPerHour: config.abuseLimits.signInAttemptsPerAddressPerHour,
  });
  return { audit, staff };
}

/**
 * The product CSV import for the command line (`npm run import:products`): the app's own import
 * code, run in the caller's process instead of as a job, against the same tables and so excluded
 * by an import the server is running.
 */
export function createCommandLineProductImports(deps: {
  db: Database;
  config: Config;
  storage: FileStorage;
  rateCounter: RateCounter;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}) {
  const { db, config, storage } = deps;
  const { audit, staff } = createStaffAndAudit(db, config, deps.rateCounter);
  const files = createFilesService(createFilesRepository(db), storage);
  const productAdmin = createProductAdmin({
    db,
    repository: createProductAdminRepository(),
    audit,
    hasStoredFile: files.hasStoredFile,
    // Only the list's "listed last" flag reads it; the command line lists nothing.
    keepOutOfStockAtEnd: () => false,
  });
  return createProductImports({
    db,
    repository: createProductImportRepository(),
    audit,
    storage,
    storeImage: files.uploadCatalogueImage,
    hasStoredFile: files.hasStoredFile,
    jobs: null,
    describeStaff: (ids) => staff.describeStaff(ids),
    filteredIdsAfter: productAdmin.filteredIdsAfter,
    publicUrl: config.publicUrl,
    imageFetch: { timeoutMs: config.productImport.imageTimeoutMs, maxBytes: MAX_UPLOAD_BYTES },
    log: deps.log,
  });
}
