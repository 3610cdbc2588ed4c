import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { logSerializers } from './plugins/log-serializers.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { securityPlugin } from './plugins/security.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { userGuardPlugin } from './plugins/user-guard.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { languagePlugin } from './plugins/language.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { iconsPlugin } from './plugins/icons.ts';
import { SHARED_PAGES_KEPT, storefrontPlugin } from './plugins/storefront.ts';
import { adminAppPlugin } from './plugins/admin-app.ts';
import { listenedCatalogueCache } from './modules/catalogue/index.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { createModules } from './modules/index.ts';
import type { FileStorage } from './modules/files/index.ts';
import { PREVIEW_COOKIE, type PublishedContent } from './modules/content/index.ts';
import { AppError, notFound } from './lib/errors.ts';
import { createAccessTokens } from './lib/access-token.ts';
import { createMemoryRateCounter, createRedisRateCounter } from './lib/rate-counter.ts';
import { API_PREFIXES } from './lib/api-prefixes.ts';
import { staffGuardPlugin } from './modules/staff/index.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  /** The published theme and menus, kept current from the database (modules/content). */
  theme: PublishedContent;
  /** The built storefront; absent in API-only tests. */
  storefront?: { buildDir: string; serverBuild: ServerBuild } | undefined;
  /** The built admin app (apps/admin/build); absent in API-only tests. */
  adminApp?: { buildDir: string } | undefined;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** True once the process was told to stop (SIGTERM): readiness fails while requests are still served. */
  isDraining?: () => boolean;
}

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, serializers: logSerializers, ...(deps.logStream && { stream: deps.logStream }) },
    logController: new RequestLogController(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First: its onRequest hook runs before any other can answer (a rate limit's 429 is traced too). Loaded only when
  // configured: without an OTLP endpoint no OpenTelemetry code is even imported (ADR 038).
  if (config.tracing) await app.register((await import('./plugins/tracing.ts')).tracingPlugin, config.tracing);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { apiHost: config.publicConfig.apiHost });
  // Before compression: the ETag is computed from the uncompressed body.
  await app.register(httpCachePlugin);
  await app.register(compress, { threshold: 1024 });
  // Several processes of one shop must share the counters, or each would allow the full limit.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    // Without a listener ioredis prints every failed reconnect to stderr; requests that need it still fail.
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis is unavailable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.redisKeyPrefix}rate-limit:`,
    // The plugin's own error has no code; answer in the SPEC §8 shape like every other error.
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 'TOO_MANY_REQUESTS', `Too many requests, please try again in ${context.after}.`),
  });
  await app.register(openapiPlugin);
  await app.register(languagePlugin);
  await app.register(textInputPlugin);
  const accessTokens = createAccessTokens(config.jwtSecret);
  const rateCounter = redis
    ? createRedisRateCounter(redis, `${config.redisKeyPrefix}counter:`)
    : createMemoryRateCounter();
  const modules = createModules({ ...deps, redis, accessTokens, rateCounter, log: app.log });
  // Before the routes: its timing hook must see every one of them.
  await app.register(metricsPlugin, { token: config.metricsToken, database: deps.database, ...modules.metrics });
  await app.register(authenticatePlugin, {
    accessTokens,
    isImpersonationLive: modules.services.sessions.isLive,
    isSessionLive: modules.services.auth.isSessionLive,
  });
  await app.register(userGuardPlugin);
  await app.register(staffGuardPlugin, { staff: modules.services.staff });

  for (const register of modules.routes) await app.register(register);
  app.addHook('onClose', async () => deps.theme.stop());

  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, { schema: { hide: true }, config: { permission: 'public' } }, async () => {
      throw notFound('ROUTE_NOT_FOUND', 'This API path does not exist.');
    });
  }
  app.setNotFoundHandler(async () => {
    throw notFound('ROUTE_NOT_FOUND', 'This path does not exist.');
  });

  await app.register(iconsPlugin);
  if (deps.adminApp) await app.register(adminAppPlugin, deps.adminApp);
  if (deps.storefront) {
    await app.register(storefrontPlugin, {
      ...deps.storefront,
      publicConfig: config.publicConfig,
      pageCache: listenedCatalogueCache(deps.database, { maxEntries: SHARED_PAGES_KEPT }),
      contentVersion: deps.theme.version,
      previewCookie: PREVIEW_COOKIE,
    });
  }
  return app;
}
