import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/client.ts';
import { isSeeded, migrateDatabase, STARTUP_LOCK_KEY } from './db/migrate.ts';
import { seedDemoShop } from './seed/seed-demo-shop.ts';
import { syncUiTranslations } from './modules/locale/index.ts';
import { createFileStorage, type FileStorage } from './modules/files/index.ts';
import { openPublishedContent } from './modules/content/index.ts';
import { registerTabbyWebhook } from './modules/payments/index.ts';
import { adminBuildDir, loadStorefrontBuild, storefrontBuildDir } from './cli/storefront-build.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in the data directory. */
export const databaseTarget = (config: Config): DatabaseTarget =>
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') };

/**
 * Migrates the database and, on its first start, seeds the demo shop, under the start-up lock: of
 * several processes starting at once one does it while the others wait. The shop's command-line
 * tools run it too, so they work on a database no server has started yet.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  storage: FileStorage,
  log: (line: string) => void,
): Promise<void> {
  await database.runExclusive(STARTUP_LOCK_KEY, async (db) => {
    await migrateDatabase(db, database.kind);
    if (await isSeeded(db)) {
      const { changed, version } = await syncUiTranslations(db);
      if (changed > 0) log(`Storefront texts updated: ${changed} changes, version ${version}`);
      return;
    }
    log('Seeding the demo shop…');
    const started = Date.now();
    await seedDemoShop(db, {
      storage,
      themeFile: config.themeFile,
      productCount: config.seedProductCount,
      withDemoStaff: config.seedDemoStaff,
      onProgress: (step) => log(`  · ${step}`),
    });
    log(`Demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

/** Opens the database (PostgreSQL when configured, else PGlite in the data directory), prepares it, then listens. */
export async function startServer(config: Config, log: (line: string) => void): Promise<RunningServer> {
  const database = await openDatabase(databaseTarget(config));
  const storage = await createFileStorage(config.fileStorage);
  try {
    await prepareDatabase(database, config, storage, log);
    // Version 1 of the theme and menus comes from the theme file on the first start; the database holds them after.
    const theme = await openPublishedContent(database, config.themeFile, (error) =>
      app.log.error({ err: error }, 'the published theme could not be reloaded; serving the one held'),
    );
    let draining = false;
    const app = await buildApp({
      config,
      database,
      storage,
      theme,
      isDraining: () => draining,
      storefront: { buildDir: storefrontBuildDir, serverBuild: await loadStorefrontBuild() },
      adminApp: { buildDir: adminBuildDir },
    });
    const address = await app.listen({ host: config.host, port: config.port });
    // Tabby is told where to post and which header value to send (one registration per merchant code; each start
    // corrects it). Its failure is logged, not fatal: payments are still asked of Tabby on return and by the timeout.
    if (config.tabby) {
      const webhookUrl = `${config.publicConfig.apiHost ?? config.publicUrl}/api/payments/webhooks/tabby`;
      registerTabbyWebhook(config.tabby, webhookUrl, config.paymentGatewayTimeoutMs).then(
        () => app.log.info({ webhookUrl }, 'tabby webhook registered'),
        (error: unknown) => app.log.error({ err: error, webhookUrl }, 'tabby webhook registration failed'),
      );
    }
    return {
      app,
      url: address,
      database,
      /**
       * Fails readiness, keeps serving for SHUTDOWN_DRAIN_SECONDS (a balancer polling readiness
       * stops sending new requests), then closes the listener and waits for the requests and jobs
       * under way; the caller bounds the whole (SHUTDOWN_TIMEOUT_SECONDS).
       */
      async close() {
        draining = true;
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
        await app.close();
        storage.close();
        await database.close();
      },
    };
  } catch (error) {
    storage.close();
    await database.close();
    throw error;
  }
}
