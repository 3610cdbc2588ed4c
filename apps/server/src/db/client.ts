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
  /**
   * Calls `onNotice` for every NOTIFY on `channel` that any connection commits, from this process
   * or another. `onListening(true)` once notices are heard, `onListening(false)` as soon as they
   * may be missed (the listening connection was lost; it reconnects and says true again). Ends
   * with `close`, or with the returned function.
   */
  listen(channel: string, onNotice: () => void, onListening: (listening: boolean) => void): () => Promise<void>;
  /**
   * Runs SQL text outside drizzle, for libraries that bring their own SQL (the job queue). With
   * `values` one statement with `$n` parameters; without, the text may hold several statements and
   * the last one's rows are answered.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PostgreSQL's connection pool (total, idle and waiting clients); none on PGlite's one connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1_000;

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite };

export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite: same schema, same SQL. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url);
  const client = 'pglite' in target ? target.pglite : await createPglite({ dataDir: target.dataDir });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in this process: nothing else can run beside the work.
    runExclusive: (_lockKey, work) => work(db),
    async query(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // Parameterless text may be a script (BEGIN; …; COMMIT): only exec runs several statements.
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    poolStats: () => null,
    // Its notices arrive in this process as the committing statement ends; the connection cannot be lost.
    listen(channel, onNotice, onListening) {
      const unlisten = client
        .listen(channel, () => onNotice())
        .then(
          (stop) => {
            onListening(true);
            return stop;
          },
          // Not listening: onListening stays false, so nothing relies on the notices.
          () => async () => undefined,
        );
      const stop = async () => {
        listeners.delete(stop);
        onListening(false);
        await (
          await unlisten
        )();
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop().catch(() => undefined)));
      await client.close();
    },
  };
}

/** A connection of its own that LISTENs on `channel`, connecting again whenever it is lost. */
function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: () => void,
  onListening: (listening: boolean) => void,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    onListening(false);
    from.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, RELISTEN_DELAY_MS);
  };
  function connect() {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice();
    });
    next
      .connect()
      .then(() => next.query(`listen "${channel.replaceAll('"', '""')}"`))
      .then(
        () => {
          if (client === next && !stopped) onListening(true);
        },
        () => lost(next),
      );
  }
  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    onListening(false);
    await current?.end().catch(() => undefined);
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // No JIT compilation (ADR 052): PostgreSQL compiles any statement estimated above
    // jit_above_cost, and a keyword list or a large category's count is estimated above it while it
    // runs in tens of milliseconds: compiling took 9 of a keyword list's 83 ms. Set on each new
    // connection before the pool hands it out (a startup option is what a pooler such as PgBouncer
    // may refuse).
    onConnect: (client) => client.query('SET jit = off'),
  });
  const listeners = new Set<() => Promise<void>>();
  // An idle connection the server closes (restart, failover) is dropped and replaced by the
  // pool; without a listener its error would crash the process. Queries report their own errors.
  pool.on('error', () => undefined);
  return {
    db: drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database,
    kind: 'postgres',
    query: (text, values) => pool.query<Record<string, unknown>>(text, values),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    listen(channel, onNotice, onListening) {
      const stopListening = listenOnPostgres(url, channel, onNotice, onListening);
      const stop = async () => {
        listeners.delete(stop);
        await stopListening();
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
