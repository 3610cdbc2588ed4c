import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { isSeeded, migrateDatabase, STARTUP_LOCK_KEY } from './db/migrate.ts';
import { seedDemoShop } from './seed/seed-demo-shop.ts';
import { syncUiTranslations } from './modules/locale/index.ts';
import { createFileStorage } from './modules/files/index.ts';
import { createThemeSource } from './modules/content/index.ts';
import { adminBuildDir, loadStorefrontBuild, storefrontBuildDir } from './cli/storefront-build.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Opens the database (PostgreSQL when configured, else PGlite in the data directory), migrates
 * it and seeds the demo shop on first start under the start-up lock, then listens.
 */
export async function startServer(config: Config, log: (line: string) => void): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  const storage = await createFileStorage(config.fileStorage);
  try {
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
        onProgress: (step) => log(`  · ${step}`),
      });
      log(`Demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
    const theme = createThemeSource(config.themeFile, (error) =>
      app.log.error({ err: error }, 'theme file rejected; serving the last valid theme'),
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
