import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPglite, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createLocalFileStorage } from '../src/modules/files/file-storage.ts';
import { createThemeSource } from '../src/modules/content/theme-file.ts';
import { TEMPLATE_DATABASE, withDatabase } from './database-template.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * A fresh copy of the seeded database and an app on it, closed after the file's tests. On PGlite
 * the copy loads the dumped template; on PostgreSQL it is `CREATE DATABASE … TEMPLATE`.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const template = inject('databaseTemplate');
  const database = template.kind === 'pglite' ? await openPgliteCopy(template.source) : await openPostgresCopy(template.source);
  const config = loadConfig({ DATA_DIR: template.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!', ...env });
  const app = await buildApp({
    config,
    database,
    storage: createLocalFileStorage(path.join(template.dataDir, 'files')),
    theme: createThemeSource(config.themeFile, (error) => {
      throw error;
    }),
    logger: false,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

async function openPgliteCopy(dump: string): Promise<DatabaseHandle> {
  const pglite = await createPglite({ loadDataDir: new Blob([readFileSync(dump)]) });
  return openDatabase({ pglite });
}

async function openPostgresCopy(templateUrl: string): Promise<DatabaseHandle> {
  const name = `storefront_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const handle = await openDatabase({ url: withDatabase(templateUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
