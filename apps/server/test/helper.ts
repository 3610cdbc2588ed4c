import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, inject, onTestFinished } from 'vitest';
import { fastify, type FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { createModules } from '../src/modules/index.ts';
import { createAccessTokens } from '../src/lib/access-token.ts';
import { createMemoryRateCounter } from '../src/lib/rate-counter.ts';
import { ensureStorefrontBuild, loadStorefrontBuild, storefrontBuildDir } from '../src/cli/storefront-build.ts';
import { loadConfig } from '../src/config.ts';
import { createPglite, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createFileStorage, type FileStorage } from '../src/modules/files/index.ts';
import { openPublishedContent } from '../src/modules/content/index.ts';
import { asPostgresAdmin, databaseName, withDatabase } from './database-template.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's file storage: the template's local files, or the bucket `env` names. */
  storage: FileStorage;
}

/**
 * Registers the clean-up of what a helper made: after the test, when a test made it, else after
 * the file's tests. Call the helpers at a file's top or inside a test, not from a `beforeAll`: an
 * `afterAll` registered once the file's tests run is never called, and the copy would outlive
 * the run (four test files left theirs on PostgreSQL that way).
 */
function whenDone(cleanUp: () => Promise<void>) {
  try {
    onTestFinished(cleanUp);
  } catch {
    afterAll(cleanUp);
  }
}

/**
 * A fresh copy of the seeded database and an app on it, closed after the test that made it or
 * after the file's tests. On PGlite
 * the copy loads the dumped template; on PostgreSQL it is `CREATE DATABASE … TEMPLATE`.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void }; withStorefront?: boolean } = {},
): Promise<TestContext> {
  const template = inject('databaseTemplate');
  const database =
    template.kind === 'pglite' ? await openPgliteCopy(template.source) : await openPostgresCopy(template.source);
  const { app, storage } = await buildAppOn(
    database,
    env,
    options.logStream,
    options.withStorefront ? await loadBuiltStorefront() : undefined,
  );
  // The copy goes even when the app fails to close, or it outlives the run.
  whenDone(async () => {
    try {
      await app.close();
    } finally {
      await database.close();
    }
  });
  return { app, database, storage };
}

/**
 * Several apps on ONE fresh copy of the database, each with its own connection pool, as separate
 * server processes behind a load balancer would be. PostgreSQL only (PGlite is one connection
 * inside one process): callers skip on PGlite.
 */
export async function buildTestAppsSharingDatabase(
  count: number,
  env: Record<string, string> = {},
): Promise<TestContext[]> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('Apps can share a database only on PostgreSQL.');
  const url = await createPostgresCopy(template.source);
  const contexts: TestContext[] = [];
  for (let n = 0; n < count; n++) {
    const database = await openDatabase({ url });
    contexts.push({ ...(await buildAppOn(database, env)), database });
  }
  whenDone(async () => {
    try {
      for (const { app, database } of contexts) {
        try {
          await app.close();
        } finally {
          await database.close();
        }
      }
    } finally {
      await dropPostgresCopy(url);
    }
  });
  return contexts;
}

/**
 * The services of the composition root on a test's database, for what has no HTTP route yet (the
 * back office's steps): the same code an app built by buildTestApp runs, with the same settings.
 */
export async function buildTestModules(database: DatabaseHandle, env: Record<string, string> = {}) {
  const shared = await testDependencies(env, database);
  const { services } = createModules({
    ...shared,
    database,
    redis: undefined,
    accessTokens: createAccessTokens(shared.config.jwtSecret),
    rateCounter: createMemoryRateCounter(),
    log: fastify({ logger: false }).log,
  });
  // Its own job queue runs beside the app's, as a second process's would.
  await services.jobs.start();
  whenDone(async () => {
    await services.jobs.stop();
    shared.theme.stop();
    await shared.storage.close();
  });
  return services;
}

/**
 * A fresh copy of the seeded PostgreSQL database for servers the test starts as child processes,
 * with a handle of the test's own; dropped after the file. PostgreSQL only.
 */
export async function postgresCopyForProcesses(): Promise<{ url: string; database: DatabaseHandle }> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('Processes can share a database only on PostgreSQL.');
  const url = await createPostgresCopy(template.source);
  const database = await openDatabase({ url });
  whenDone(async () => {
    try {
      await database.close();
    } finally {
      await dropPostgresCopy(url);
    }
  });
  return { url, database };
}

const UNLIMITED_ADDRESSES = { GUESTS_PER_ADDRESS_PER_HOUR: '1000000', UNPAID_ORDERS_PER_ADDRESS: '1000000' };

/** The storefront as `npm start` serves it (built first when stale), for tests of server-rendered pages. */
async function loadBuiltStorefront(): Promise<AppDependencies['storefront']> {
  await ensureStorefrontBuild(() => {});
  return { buildDir: storefrontBuildDir, serverBuild: await loadStorefrontBuild() };
}

async function buildAppOn(
  database: DatabaseHandle,
  env: Record<string, string>,
  logStream?: { write(line: string): void },
  storefront?: AppDependencies['storefront'],
): Promise<{ app: FastifyInstance; storage: FileStorage }> {
  const shared = await testDependencies(env, database);
  const app = await buildApp({ ...shared, database, storefront, ...(logStream ? { logStream } : { logger: false }) });
  app.addHook('onClose', () => shared.storage.close());
  return { app, storage: shared.storage };
}

/** The settings, file storage and published theme of a test app on the seeded template's data directory. */
async function testDependencies(env: Record<string, string>, database: DatabaseHandle) {
  const config = loadConfig({
    DATA_DIR: inject('databaseTemplate').dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!',
    // Every injected request comes from 127.0.0.1: per-address limits are for the tests of them (they pass their own).
    ...UNLIMITED_ADDRESSES,
    ...env,
  });
  return {
    config,
    // Local files in the template's data directory (the seeded pictures), or the bucket `env` names.
    storage: await createFileStorage(config.fileStorage),
    theme: await openPublishedContent(database, config.themeFile, (error) => {
      throw error;
    }),
  };
}

async function openPgliteCopy(dump: string): Promise<DatabaseHandle> {
  const pglite = await createPglite({ loadDataDir: new Blob([readFileSync(dump)]) });
  return openDatabase({ pglite });
}

async function openPostgresCopy(templateUrl: string): Promise<DatabaseHandle> {
  const url = await createPostgresCopy(templateUrl);
  const handle = await openDatabase({ url });
  return {
    ...handle,
    async close() {
      try {
        await handle.close();
      } finally {
        await dropPostgresCopy(url);
      }
    },
  };
}

/** A new database made from the template; answers its URL. */
async function createPostgresCopy(templateUrl: string): Promise<string> {
  const name = `storefront_test_${randomUUID().replaceAll('-', '')}`;
  await asPostgresAdmin(templateUrl, `create database ${name} template ${databaseName(templateUrl)}`);
  return withDatabase(templateUrl, name);
}

async function dropPostgresCopy(url: string): Promise<void> {
  await asPostgresAdmin(url, `drop database if exists ${databaseName(url)} with (force)`);
}
