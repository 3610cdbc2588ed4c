import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { JOB_STATES, type JobQueue } from '../jobs/index.ts';

/** A check slower than this counts as failed: a probe must answer before the balancer gives up. */
const CHECK_TIMEOUT_MS = 2_000;

const CheckSchema = z.object({ ok: z.boolean() });
const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready', 'shutting_down']),
  database: CheckSchema.extend({ kind: z.enum(['pglite', 'postgres']) }),
  redis: CheckSchema.extend({ configured: z.boolean() }),
  jobs: CheckSchema.extend({
    counts: z.record(z.string(), z.object(Object.fromEntries(JOB_STATES.map((state) => [state, z.number()])))),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  redis: Redis | undefined;
  jobs: Pick<JobQueue, 'counts'>;
  /** Told to stop: readiness fails from then on, while other requests are still served. */
  isDraining(): boolean;
}> = async (app, { database, redis, jobs, isDraining }) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (restart it when this fails); checks nothing else',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database, Redis when configured and the job queue answer; 503 while shutting down',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (request, reply) => {
      const failed = (what: string) => (error: unknown) => {
        // Logged, not answered: the probe is public and a connection error names hosts.
        request.log.warn({ err: error }, `readiness check failed: ${what}`);
        return undefined;
      };
      const [databaseAnswer, redisAnswer, counts] = await Promise.all([
        withinCheckTimeout(database.db.execute(sql`select 1`)).catch(failed('database')),
        redis ? withinCheckTimeout(redis.ping()).catch(failed('redis')) : 'not configured',
        withinCheckTimeout(jobs.counts()).catch(failed('job queue')),
      ]);
      const checks = {
        database: { kind: database.kind, ok: databaseAnswer !== undefined },
        redis: { configured: Boolean(redis), ok: redisAnswer !== undefined },
        jobs: { ok: counts !== undefined, counts: counts ?? {} },
      };
      const ok = checks.database.ok && checks.redis.ok && checks.jobs.ok;
      const status = isDraining() || closing ? 'shutting_down' : ok ? 'ready' : 'not_ready';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, ...checks });
    },
  );
};

function withinCheckTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
