import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { FastifyPluginAsync } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';

/** Where pg-boss keeps its tables, beside the shop's own in `public`. */
export const JOB_SCHEMA = 'pgboss';

/** The key of the lock under which a starting process installs pg-boss's tables (any constant of this app's own). */
const INSTALL_LOCK_KEY = 7_301_246;

/** PostgreSQL's SQLSTATE for a transaction it aborted to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** Jobs per queue and state, e.g. `{ "orders.payment-timeouts": { created: 1, active: 0, … } }`. */
export type JobCounts = Record<string, Record<JobState, number>>;

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first run, then 1, 2 … on retries. */
  retryCount: number;
}

export interface RetryOptions {
  /** Runs after the first that may follow a failure (thrown error or expiry). */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelaySeconds?: number;
  /** Doubles the delay on every retry (with pg-boss's jitter). */
  retryBackoff?: boolean;
  /** A run taking longer than this counts as failed (its process is presumed dead) and is retried. */
  expireInSeconds?: number;
}

export interface WorkOptions extends RetryOptions {
  /** Jobs of this queue one process runs at once. */
  concurrency?: number;
}

export interface SendOptions extends RetryOptions {
  /**
   * Deduplicates: while a job sent with the same key to the same queue is waiting, running, or
   * finished and not yet archived (12 hours), a second send is dropped and answers null.
   */
  singletonKey?: string;
  /** Not before this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * The caller's transaction: the job exists only if it commits, and surely if it does (an order
   * and its confirmation e-mail), where a send after the commit is lost if the process dies between.
   */
  within?: Database;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
  /** How often an idle worker asks for new jobs. */
  pollIntervalSeconds: number;
  /** How often expired runs are failed (to be retried) and finished jobs are archived. */
  maintenanceIntervalSeconds: number;
  /** The longest `stop` waits for runs under way before it lets them go (they expire and are retried). */
  stopTimeoutMs: number;
}

type Handler = (job: Job<never>) => Promise<void>;
interface Worker {
  handler: Handler;
  defaults: RetryOptions;
  concurrency: number;
  /** pg-boss's ids of this process's fetch loops, once started. */
  loops: string[];
  /** Re-sent by itself: at most one job per window of this many seconds. */
  everySeconds?: number;
}

const DEFAULT_RETRY: Required<RetryOptions> = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/**
 * Durable jobs in the shop's own database (pg-boss; ADR 031): a job is inserted in a table, fetched
 * by one worker of one process (`FOR UPDATE SKIP LOCKED`), and stays there until it completes, so
 * it survives restarts. Workers are declared before `start`; every process runs all of them.
 */
export function createJobQueue({
  database,
  log,
  pollIntervalSeconds,
  maintenanceIntervalSeconds,
  stopTimeoutMs,
}: JobQueueOptions) {
  const workers = new Map<string, Worker>();
  // pg-boss 10 does not await the statement that completes (or fails) a run: `stop` waits for those
  // under way, and one that fails after the stop (the database closing) is let go; the run expires
  // and is retried elsewhere.
  const statements = new Set<Promise<unknown>>();
  function executeSql(text: string, values: unknown[]) {
    const statement = database.query(text, values).catch((error: unknown) => {
      if (state !== 'stopped') throw error;
      log.warn({ err: error }, 'job queue statement failed after the stop');
      // No rows at all: pg-boss reads an empty list as "no jobs", but `rows[0].count` of a completion would throw.
      return { rows: undefined } as unknown as { rows: Record<string, unknown>[] };
    });
    statements.add(statement);
    const forget = () => statements.delete(statement);
    statement.then(forget, forget);
    return statement;
  }
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOB_SCHEMA,
    maintenanceIntervalSeconds,
    // No cron schedules: recurring work re-sends itself (`every`), so no clock-monitor timer is needed.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let state: 'idle' | 'started' | 'stopped' = 'idle';

  function declare(name: string, worker: Worker) {
    if (state !== 'idle') throw new Error(`Job worker "${name}" must be declared before the queue starts.`);
    if (workers.has(name)) throw new Error(`Job worker "${name}" is declared twice.`);
    workers.set(name, worker);
  }

  /**
   * Every process creates every queue it works; an existing queue keeps its settings. Two processes
   * creating one new queue at once deadlock in PostgreSQL (pg-boss adds the queue's table and foreign
   * key in one transaction): the one it aborts tries again and finds the queue made.
   */
  async function createQueueUnlessMade(name: string, defaults: RetryOptions): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await boss.getQueue(name)) return;
      try {
        return await boss.createQueue(name, { name, policy: 'standard', ...toPgBoss(defaults) });
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === 5) throw error;
      }
    }
  }

  function sendNextRun(name: string, everySeconds: number) {
    // Debounced: the first send in a window makes that window's job; later ones (the job re-sending
    // itself, every process starting) fall into the next window, or are dropped when it has one.
    // A run starts an interval after it was sent, as a timer would: not at once when a process starts.
    const options = { ...toPgBoss(workers.get(name)!.defaults), startAfter: everySeconds };
    return boss.sendDebounced(name, {}, options, everySeconds, name);
  }

  return {
    /** Runs `handler` for every job sent to `name`, once per job across all processes. */
    work<T>(name: string, handler: (job: Job<T>) => Promise<void>, options: WorkOptions = {}): void {
      const { concurrency = 1, ...defaults } = options;
      declare(name, { handler: handler as Handler, defaults, concurrency, loops: [] });
    },

    /**
     * Runs `handler` about every `everySeconds`, once per window across all processes. It needs no
     * timer: each run first sends the next one, and every start sends one in case the chain broke.
     */
    every(name: string, everySeconds: number, handler: () => Promise<void>): void {
      declare(name, {
        handler: async () => {
          await sendNextRun(name, everySeconds);
          await handler();
        },
        // A missed window is made up by the next one, so a failed run is not retried.
        defaults: { retryLimit: 0, expireInSeconds: Math.max(60, everySeconds * 4) },
        concurrency: 1,
        loops: [],
        everySeconds,
      });
    },

    /** Queues a job; answers its id, or null when `singletonKey` found an equal job. */
    async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
      if (!workers.has(name)) throw new Error(`No job worker is declared for "${name}".`);
      if (state !== 'started') throw new Error(`The job queue is ${state}: "${name}" cannot be sent.`);
      const { singletonKey, startAfter, within, ...retry } = options;
      const worker = workers.get(name)!;
      const id = await boss.send(name, data, {
        ...(within && {
          db: {
            executeSql: async (text, values) =>
              (await within.execute(withParameters(text, values))) as unknown as { rows: unknown[] },
          },
        }),
        ...toPgBoss({ ...worker.defaults, ...retry }),
        // A key maps to a fixed job id: the insert of a second job with it does nothing.
        ...(singletonKey !== undefined && { id: jobIdOf(name, singletonKey) }),
        ...(startAfter !== undefined && { startAfter }),
      });
      // This process's worker fetches it now instead of at its next poll (another may still win it).
      if (id && startAfter === undefined && !within && worker.loops[0]) boss.notifyWorker(worker.loops[0]);
      return id;
    },

    /**
     * Has this process fetch `name`'s jobs now rather than at its next poll: for a job sent `within` a transaction,
     * called once the transaction committed.
     */
    wake(name: string): void {
      const loop = workers.get(name)?.loops[0];
      if (state === 'started' && loop) boss.notifyWorker(loop);
    },

    /** Jobs by queue and state (finished jobs until they are archived). */
    async counts(): Promise<JobCounts> {
      const counts: JobCounts = {};
      for (const name of workers.keys()) counts[name] = emptyCounts();
      if (state !== 'started') return counts;
      const { rows } = await database.query(
        `select name, state, count(*)::int as count from ${JOB_SCHEMA}.job group by name, state`,
      );
      for (const row of rows as { name: string; state: JobState; count: number }[])
        (counts[row.name] ??= emptyCounts())[row.state] = row.count;
      return counts;
    },

    /** Creates pg-boss's tables when missing, the queues, and starts the workers. */
    async start(): Promise<void> {
      if (state !== 'idle') return;
      // One process at a time, from before its first look: pg-boss's own lock is taken inside the
      // transaction that creates the tables, and a process that waited on it could still try to
      // create the schema the other had just made (PostgreSQL answered 23505 on pg_namespace when
      // two processes started together on a new database).
      await database.runExclusive(INSTALL_LOCK_KEY, () => boss.start());
      state = 'started';
      for (const [name, worker] of workers) {
        await createQueueUnlessMade(name, worker.defaults);
        for (let loop = 0; loop < worker.concurrency; loop++) {
          const loopId: string = await boss.work<never>(
            name,
            { pollingIntervalSeconds: pollIntervalSeconds, includeMetadata: true },
            async ([job]) => {
              await worker.handler({ id: job!.id, name, data: job!.data, retryCount: job!.retryCount });
              // A loop that found a job asks again at once: a backlog drains without waiting for polls.
              boss.notifyWorker(loopId);
            },
          );
          worker.loops.push(loopId);
        }
        if (worker.everySeconds) await sendNextRun(name, worker.everySeconds);
      }
    },

    /** Stops fetching, waits up to `stopTimeoutMs` for runs under way, and stops maintenance. */
    async stop(): Promise<void> {
      const wasStarted = state === 'started';
      state = 'stopped';
      if (!wasStarted) return;
      // Runs still going at the timeout are marked failed, so another process retries them.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      await Promise.allSettled([...statements]);
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;

function emptyCounts(): Record<JobState, number> {
  return Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
}

function toPgBoss(options: RetryOptions): PgBoss.RetryOptions & PgBoss.ExpirationOptions {
  const merged = { ...DEFAULT_RETRY, ...options };
  return {
    retryLimit: merged.retryLimit,
    retryDelay: merged.retryDelaySeconds,
    retryBackoff: merged.retryBackoff,
    expireInSeconds: merged.expireInSeconds,
  };
}

/** pg-boss's `$n` text as drizzle SQL, so it runs on the caller's transaction. */
function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  // drizzle drops an undefined parameter where node-postgres sends null.
  return sql.join(parts.map((part, n) => (n % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)));
}

/** A UUID made from the queue and key, so equal keys collide on pg-boss's primary key. */
function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  // Shaped as a version-5-like UUID: pg-boss stores ids in a uuid column.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Starts the queue once the app is ready (every worker declared) and stops it when the app closes. */
export const jobQueueLifecycle: FastifyPluginAsync<{ jobs: JobQueue }> = async (app, { jobs }) => {
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
};
