import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { isInProcessRequest } from '../lib/inject-fetch.ts';
import { notFound, unauthorized } from '../lib/errors.ts';

export interface MetricsOptions {
  /** Bearer token a scraper must send; without one `/metrics` does not exist. */
  token: string | undefined;
  database: DatabaseHandle;
  /** Jobs by queue and state (the job queue). */
  jobCounts(): Promise<Record<string, Record<string, number>>>;
  /** Orders placed so far, over every process (the orders module). */
  countOrders(): Promise<number>;
  /** Payment requests by outcome, over every process (the payments module). */
  countPaymentsByStatus(): Promise<Record<string, number>>;
}

/**
 * Prometheus metrics at `GET /metrics` (text format 0.0.4), behind `METRICS_TOKEN`. Request counts
 * and latencies are this process's; the job queue, orders and payments are read from the database
 * when scraped, so every process reports the same totals (aggregate them with max, not sum).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const { token, database } = options;
  if (!token) return;
  // A registry per app: tests build many apps in one process, and the default one is global.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'storefront_' });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'storefront_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'storefront_http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // A page's in-process API calls are part of the page's request, not requests of their own.
    if (isInProcessRequest(request)) return;
    // The route's pattern (`/api/products/:id`), never the raw URL: labels must stay few.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
  });

  const pool = database.poolStats();
  if (pool) {
    new Gauge({
      name: 'storefront_db_pool_connections',
      help: "PostgreSQL connections of this process's pool, by state (idle, in use, clients waiting for one)",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = database.poolStats()!;
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  new Gauge({
    name: 'storefront_jobs',
    help: 'Jobs in the queue by queue name and state (created and retry are waiting: the depth)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const [queue, states] of Object.entries(await options.jobCounts()))
        for (const [state, count] of Object.entries(states)) this.set({ queue, state }, count);
    },
  });
  new Gauge({
    name: 'storefront_orders_placed_total',
    help: 'Orders placed, over every process (the same from each)',
    registers: [registry],
    async collect() {
      this.set(await options.countOrders());
    },
  });
  new Gauge({
    name: 'storefront_payments_total',
    help: 'Online payment requests by outcome (paid, declined, cancelled, expired, or still pending/submitted), over every process',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      for (const [outcome, count] of Object.entries(await options.countPaymentsByStatus()))
        this.set({ outcome }, count);
    },
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true }, config: { authorizesItself: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw unauthorized('METRICS_TOKEN_REQUIRED', 'Send the metrics token as a bearer token.');
    reply.type(registry.contentType);
    return registry.metrics();
  });
  // Nothing else lives under /metrics: answered here so the storefront does not render a page for it.
  app.all('/metrics/*', { schema: { hide: true } }, async () => {
    throw notFound('ROUTE_NOT_FOUND', 'This path does not exist.');
  });
});
