import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPglite, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemoShop } from '../src/seed/seed-demo-shop.ts';
import { createLocalFileStorage } from '../src/modules/files/index.ts';

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

/** Seeds once per run; test files then copy the result, which costs well under a second. */
export async function createTestTemplate(kind: 'pglite' | 'postgres', postgresUrl?: string): Promise<TestTemplate> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `storefront-test-${kind}-`));
  const seedOptions = {
    storage: createLocalFileStorage(path.join(dataDir, 'files')),
    themeFile: path.join(dataDir, 'theme.json'),
  };
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
  // A name of its own per run: two runs on one server (two checkouts, CI beside a session) never meet.
  const templateName = `storefront_test_template_${randomUUID().replaceAll('-', '')}`;
  await asPostgresAdmin(postgresUrl!, `create database ${templateName}`);
  const url = withDatabase(postgresUrl!, templateName);
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

/** Drops what createTestTemplate made: the template database (PostgreSQL) and the data folder. */
export async function removeTestTemplate(template: TestTemplate): Promise<void> {
  if (template.kind === 'postgres')
    await asPostgresAdmin(template.source, `drop database if exists ${databaseName(template.source)} with (force)`);
  rmSync(template.dataDir, { recursive: true, force: true });
}

export function databaseName(url: string): string {
  return new URL(url).pathname.slice(1);
}

/** Runs one statement as the server's admin, connected to its `postgres` database. */
export async function asPostgresAdmin(anyUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(anyUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
