import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startTestServer, startTestServers, type TestServer } from '../../../e2e/support/test-server.ts';
import { postgresCopyForProcesses } from './helper.ts';
import { overHttp } from './over-http.ts';
import { createGuest } from './sessions.ts';
import { createProduct } from './shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from './checkout-client.ts';
import { orderLines, orderStatusHistory, orders } from '../src/modules/orders/orders.schema.ts';
import { productVariations } from '../src/modules/catalogue/catalogue.schema.ts';
import { paymentRequests } from '../src/modules/payments/payments.schema.ts';

// ARCHITECTURE "production parts": the compiled server in child processes, as `npm start` runs
// it, told to stop or killed while it works. The two-process test needs PostgreSQL and Redis,
// which processes share; on PGlite (one process owns the database) it is skipped.
const onPostgres = inject('databaseTemplate').kind === 'postgres';
const shared = onPostgres ? await postgresCopyForProcesses() : undefined;
const until = (check: () => boolean | Promise<boolean>, timeout = 20_000) =>
  expect.poll(check, { timeout, interval: 100 }).toBe(true);
interface Readiness {
  status: string;
  database: { kind: string; ok: boolean };
  redis: { configured: boolean; ok: boolean };
  jobs: { ok: boolean; counts: Record<string, unknown> };
}
const readiness = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/health/ready`);
  return { statusCode: response.status, body: (await response.json()) as Readiness };
};

/** A POST whose body is sent in two parts, so the request is under way for as long as the test wants. */
function slowPost(baseUrl: string, path: string, headers: Record<string, string>, body: string) {
  const request = http.request(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode!, body: text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return {
    finish() {
      request.end(body.slice(half));
      return answered;
    },
  };
}

describe('a server process told to stop (SIGTERM)', () => {
  it(
    'fails readiness first while still serving, finishes the request under way, then exits cleanly in time',
    { timeout: 120_000 },
    async () => {
      const server = await startTestServer({
        SEED_PRODUCT_COUNT: '40',
        SHUTDOWN_DRAIN_SECONDS: '1',
        SHUTDOWN_TIMEOUT_SECONDS: '10',
      });
      const app = overHttp(server.baseUrl);
      const guest = await createGuest(app);
      expect((await readiness(server.baseUrl)).statusCode).toBe(200);
      const product = (await (await fetch(`${server.baseUrl}/web-gw/products?pageSize=1`)).json()) as {
        data: { productId: number }[];
      };
      const inFlight = slowPost(
        server.baseUrl,
        `/web-gw/users/${guest.userId}/carts/cart-items`,
        guest.headers,
        JSON.stringify({ productId: product.data[0]!.productId, quantity: 1 }),
      );

      const told = Date.now();
      const exited = server.kill('SIGTERM');
      await until(async () => (await readiness(server.baseUrl)).statusCode === 503);
      expect((await readiness(server.baseUrl)).body.status).toBe('shutting_down');
      expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
      // Then the listener closes: new connections are refused, the request under way is not.
      await until(() =>
        fetch(`${server.baseUrl}/api/health/live`).then(
          () => false,
          () => true,
        ),
      );
      const answer = await inFlight.finish();
      expect(answer.statusCode, answer.body).toBe(201);
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - told).toBeLessThan(10_000);
      expect(server.output()).toMatch(/SIGTERM: shutting down[\s\S]*Stopped in \d+ ms/);
      await server.stop();
    },
  );
});

describe('two server processes on one PostgreSQL with Redis', () => {
  it.skipIf(!onPostgres)(
    'one killed mid-checkout: the other stays ready, every order is whole or absent, and each times out once',
    { timeout: 120_000 },
    async () => {
      const { url, database } = shared!;
      const secret = () => randomUUID().repeat(2);
      const env = {
        DATABASE_URL: url,
        // The database is seeded already: the theme file the seed wrote is the template's.
        THEME_FILE: path.join(inject('databaseTemplate').dataDir, 'theme.json'),
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
        // What several processes of one shop must share (docs: README, "Running in production").
        JWT_SECRET: secret(),
        CARD_GATEWAY_SECRET: secret(),
        KNET_GATEWAY_SECRET: secret(),
        TABBY_GATEWAY_SECRET: secret(),
        TAMARA_GATEWAY_SECRET: secret(),
        PAYMENT_SWEEP_INTERVAL_SECONDS: '1',
        JOBS_POLL_INTERVAL_SECONDS: '0.5',
        JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
      };
      const [first, second] = (await startTestServers(2, env)) as [TestServer, TestServer];
      try {
        const [viaFirst, viaSecond] = [overHttp(first.baseUrl), overHttp(second.baseUrl)];
        const product = await createProduct(database, { price: 3_000, variations: [{ stock: 100 }] });
        const card = await paymentMethodId(viaSecond, 'card');
        const stock = async () =>
          (
            await database.db.select().from(productVariations).where(eq(productVariations.id, product.variationIds[0]!))
          )[0]!.activeQty;
        const ordersOfProduct = async () =>
          database.db
            .selectDistinct({ id: orders.id, status: orders.status })
            .from(orders)
            .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
            .where(eq(orderLines.productId, product.productId));

        for (const server of [first, second]) {
          // Listening comes a moment before the job queue has created its queues on a busy machine.
          await until(
            async () => (await readiness(server.baseUrl)).body.jobs?.counts['orders.payment-timeouts'] !== undefined,
          );
          const { statusCode, body } = await readiness(server.baseUrl);
          expect(statusCode).toBe(200);
          expect(body).toMatchObject({
            database: { kind: 'postgres', ok: true },
            redis: { configured: true, ok: true },
          });
          expect(body.jobs.counts['orders.payment-timeouts']).toBeDefined();
        }
        // A checkout through each: the second's completes; the first's shoppers are cut off.
        const shopper = await shopperReadyToOrder(viaSecond, await createGuest(viaSecond), product.productId, 1);
        await shopper.client.order(orderBody(shopper.cart, { addressId: shopper.addressId, paymentMethodId: card }));
        const shoppers = await Promise.all(
          Array.from({ length: 12 }, async () => {
            const caller = await createGuest(viaFirst);
            return { caller, ...(await shopperReadyToOrder(viaFirst, caller, product.productId, 2)) };
          }),
        );
        const answers = shoppers.map(({ client, cart, addressId }) =>
          client.placeOrder(orderBody(cart, { addressId, paymentMethodId: card })).then(
            (response) => response.statusCode,
            () => 'cut off' as const,
          ),
        );
        await until(async () => (await ordersOfProduct()).length > 1, 10_000);
        const killed = await first.kill('SIGKILL');
        expect(killed.signal).toBe('SIGKILL');
        const killedAt = new Date();
        const outcomes = await Promise.all(answers);

        // The survivor is ready, and every order is whole or absent: 2 units taken per order, none for the rest.
        expect((await readiness(second.baseUrl)).statusCode).toBe(200);
        const placed = await ordersOfProduct();
        expect(placed.length).toBeGreaterThan(1);
        const placedIds = placed.map((order) => order.id);
        expect(await stock()).toBe(100 - 1 - 2 * (placed.length - 1));
        expect(outcomes.filter((outcome) => outcome === 201).length).toBeLessThanOrEqual(placed.length - 1);
        const open = await database.db
          .select()
          .from(paymentRequests)
          .where(and(inArray(paymentRequests.orderId, placedIds), eq(paymentRequests.status, 'pending')));
        expect(open).toHaveLength(placed.length);

        // Nobody pays: the survivor's sweep job cancels every order, those placed through the dead
        // process too, once each.
        await database.db
          .update(orders)
          .set({ paymentDueAt: sql`now() - interval '1 second'` })
          .where(inArray(orders.id, placedIds));
        await until(async () => (await ordersOfProduct()).every((order) => order.status === 'cancelled'));
        expect(await stock()).toBe(100);
        // A process started again joins in; nothing is cancelled twice.
        const restarted = await startTestServer(env);
        expect((await readiness(restarted.baseUrl)).statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const cancellations = await database.db
          .select({ orderId: orderStatusHistory.orderId, count: sql<number>`count(*)::int` })
          .from(orderStatusHistory)
          .where(and(inArray(orderStatusHistory.orderId, placedIds), eq(orderStatusHistory.toStatus, 'cancelled')))
          .groupBy(orderStatusHistory.orderId);
        expect(cancellations.map((row) => row.count)).toEqual(placed.map(() => 1));
        expect(await stock()).toBe(100);
        // The recurring job outlived the process that sent it: later runs completed elsewhere.
        const { rows } = await database.query(
          `select count(*)::int as runs from pgboss.job where name = 'orders.payment-timeouts' and state = 'completed' and completed_on > $1`,
          [killedAt],
        );
        expect(rows[0]!.runs).toBeGreaterThan(0);
        expect(await restarted.kill('SIGTERM')).toEqual({ code: 0, signal: null });
        await restarted.stop();
      } finally {
        await first.stop();
        await second.stop();
      }
    },
  );
});
