import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';

const METRICS_TOKEN = 'metrics-token-of-the-tests';
const { app, database } = await buildTestApp({ METRICS_TOKEN });
const withoutMetrics = await buildTestApp();
const scrape = () => app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
/** The value of one sample line, e.g. `storefront_jobs{queue="…",state="completed"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('health', () => {
  it('keeps GET /api/health: the database answers', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('is live without asking anything else', async () => {
    const response = await app.inject('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database and the job queue answer, with the jobs counted by state', async () => {
    const response = await app.inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ready',
      database: { kind: database.kind, ok: true },
      redis: { configured: false, ok: true },
      jobs: { ok: true },
    });
    expect(body.jobs.counts['orders.payment-timeouts']).toEqual({
      created: expect.any(Number),
      retry: expect.any(Number),
      active: expect.any(Number),
      completed: expect.any(Number),
      cancelled: expect.any(Number),
      failed: expect.any(Number),
    });
  });

  it('is not ready when the configured Redis does not answer', async () => {
    // Nothing listens on port 9 (discard) here: the connection is refused at once.
    const { app: withDeadRedis } = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    const response = await withDeadRedis.inject('/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not_ready', redis: { configured: true, ok: false } });
  });
});

describe('metrics', () => {
  it('exist only with METRICS_TOKEN, and only for its bearer', async () => {
    expect((await withoutMetrics.app.inject('/metrics')).statusCode).toBe(404);
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(ApiErrorSchema.parse(response.json()).code).toBe('METRICS_TOKEN_REQUIRED');
    }
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('count requests and their latency by route pattern, not by raw URL, and 5xx apart', async () => {
    const product = await createProduct(database, { price: 1_000 });
    await app.inject(`/web-gw/products/${product.productId}`);
    await app.inject(`/web-gw/products/${product.productId}`);
    await app.inject('/api/no-such-path/123');
    const text = (await scrape()).body;
    const route = 'method="GET",route="/web-gw/products/:id",status_code="200"';
    expect(sample(text, `storefront_http_requests_total{${route}}`)).toBe(2);
    expect(sample(text, `storefront_http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(sample(text, `storefront_http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBe(2);
    expect(text).not.toContain(`/web-gw/products/${product.productId}"`);
    expect(text).toContain('route="/api/*",status_code="404"');
    expect(text).toMatch(/^# TYPE storefront_http_request_errors_total counter$/m);
  });

  it('count orders placed, payments by outcome and jobs by state from the database', async () => {
    const before = (await scrape()).body;
    const product = await createProduct(database, { price: 5_000 });
    const guest = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId, 1);
    await client.order(orderBody(cart, { addressId, paymentMethodId: await paymentMethodId(app, 'card') }));
    const after = (await scrape()).body;
    expect(sample(after, 'storefront_orders_placed_total')).toBe(sample(before, 'storefront_orders_placed_total')! + 1);
    expect(sample(after, 'storefront_payments_total{outcome="pending"}')).toBe(
      (sample(before, 'storefront_payments_total{outcome="pending"}') ?? 0) + 1,
    );
    expect(sample(after, 'storefront_jobs{queue="orders.payment-timeouts",state="created"}')).toEqual(
      expect.any(Number),
    );
    expect(after).toMatch(/^storefront_process_resident_memory_bytes \d+/m);
    if (database.kind === 'postgres')
      expect(sample(after, 'storefront_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
    else expect(after).not.toContain('storefront_db_pool_connections');
  });
});
