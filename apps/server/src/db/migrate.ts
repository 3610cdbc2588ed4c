import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from './client.ts';
import { serverDir } from '../lib/server-dir.ts';

const migrationsFolder = path.join(serverDir, 'drizzle');

/** Arbitrary constant shared by every process of this app: the key of the start-up lock. */
export const STARTUP_LOCK_KEY = 7_301_245;

/** Applies the committed SQL migrations that have not run yet. */
export async function migrateDatabase(db: Database, kind: DatabaseHandle['kind']): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase<never>, { migrationsFolder });
  else await migratePostgres(db as unknown as NodePgDatabase<never>, { migrationsFolder });
}

export async function isSeeded(db: Database): Promise<boolean> {
  const result = (await db.execute(sql`select exists(select 1 from languages) as seeded`)) as unknown as {
    rows: { seeded: boolean }[];
  };
  return Boolean(result.rows[0]?.seeded);
}
