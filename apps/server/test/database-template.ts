import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPglite, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemoShop } from '../src/seed/seed-demo-shop.ts';
import { createLocalFileStorage } from '../src/modules/files/file-storage.ts';

/** What every test file starts from: a migrated, seeded database plus the files the seed wrote. */
export interface TestTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: a dumped data directory; PostgreSQL: the template database's URL. */
  source: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TestTemplate;
  }
}

export const TEMPLATE_DATABASE = 'storefront_test_template';

/** Seeds once per run; test files then copy the result, which costs well under a second. */
export async function createTestTemplate(kind: 'pglite' | 'postgres', postgresUrl?: string): Promise<TestTemplate> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `storefront-test-${kind}-`));
  const seedOptions = { storage: createLocalFileStorage(path.join(dataDir, 'files')), themeFile: path.join(dataDir, 'theme.json') };
  if (kind === 'pglite') {
    const pglite = await createPglite();
    const database = await openDatabase({ pglite });
    await migrateDatabase(database.db, 'pglite');
    await seedDemoShop(database.db, seedOptions);
    const dump = path.join(dataDir, 'template.tar.gz');
    writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    await database.close();
    return { kind, source: dump, dataDir };
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(postgresUrl!, TEMPLATE_DATABASE);
  const database = await openDatabase({ url });
  await migrateDatabase(database.db, 'postgres');
  await seedDemoShop(database.db, seedOptions);
  await database.close();
  return { kind, source: url, dataDir };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
