import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` on one connection while holding a session advisory lock, so processes that
   * start together migrate and seed one after the other.
   */
  runExclusive<T>(lockKey: number, work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite };

export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite: same schema, same SQL. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url);
  const client = 'pglite' in target ? target.pglite : await createPglite({ dataDir: target.dataDir });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in this process: nothing else can run beside the work.
    runExclusive: (_lockKey, work) => work(db),
    close: () => client.close(),
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover) is dropped and replaced by the
  // pool; without a listener its error would crash the process. Queries report their own errors.
  pool.on('error', () => undefined);
  return {
    db: drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database,
    kind: 'postgres',
    async runExclusive(lockKey, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockKey]);
        return await work(drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
