import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AnalyticsBatch } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';
import type { Dashboard } from './analytics.contract.ts';
import type { MeasurementProtocolBody } from './measurement-protocol.ts';

/** A stand-in for Google's Measurement Protocol endpoint: answers 204 and keeps what it was sent. */
const received: { url: URL; contentType: string | undefined; body: MeasurementProtocolBody }[] = [];
const measurementProtocol = createServer((request: IncomingMessage, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'POST' && url.pathname === '/mp/collect')
      received.push({ url, contentType: request.headers['content-type'], body: JSON.parse(text) });
    response.writeHead(request.method === 'POST' ? 204 : 405).end();
  });
});
await new Promise<void>((resolve) => measurementProtocol.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => measurementProtocol.close(() => resolve())));
const mpUrl = `http://127.0.0.1:${(measurementProtocol.address() as AddressInfo).port}/mp/collect`;

const firebase = { appName: 'shop', projectId: 'shop-1', apiKey: 'AIza-test', appId: '1:123:web:abc' };
const { app, database } = await buildTestApp({
  ANALYTICS_CONFIG: JSON.stringify(firebase),
  ANALYTICS_API_SECRET: 'mp-secret',
  ANALYTICS_COLLECT_URL: mpUrl,
  JOBS_POLL_INTERVAL_SECONDS: '0.5',
});
const { db } = database;
const owner = await signInAsStaff(app, 'owner');
const manager = await signInAsStaff(app, 'order-manager');

let sessions = 0;
const newSessionId = () => (++sessions).toString(16).padStart(32, 'a');
const collect = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/analytics/events', payload: payload as object, headers });
const batch = (sessionId: string, events: AnalyticsBatch['events'], language = 'en'): AnalyticsBatch => ({
  session_id: sessionId,
  language,
  events,
});
const rowsOf = (sessionId: string) =>
  db
    .execute(sql`select * from analytics_events where session_id = ${sessionId} order by id`)
    .then((result) => (result as unknown as { rows: Record<string, unknown>[] }).rows);
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
async function dashboard(period: string, language = 'en'): Promise<Dashboard> {
  const response = await app.inject({
    method: 'GET',
    url: `/admin-api/analytics/dashboard?period=${period}`,
    headers: { ...owner.headers, language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the collector', () => {
  it('stores a batch with its session and language, search terms folded, and forwards it to the GA4 project', async () => {
    const session = newSessionId();
    const response = await collect(
      batch(
        session,
        [
          { name: 'page_view', params: { page_location: 'https://shop.test/ar', page_title: 'المتجر' } },
          { name: 'search', params: { search_term: '  عطر ', result_count: 0 }, elapsed_ms: 30_000 },
          { name: 'view_item', params: { currency: 'KWD', value: 1.5, items: [{ item_id: '7', price: 1.5 }] } },
        ],
        'ar',
      ),
    );
    expect(response.statusCode, response.body).toBe(204);
    const rows = await rowsOf(session);
    expect(rows.map((row) => [row.name, row.language, row.search_term, row.result_count])).toEqual([
      ['page_view', 'ar', null, null],
      ['search', 'ar', 'عطر', 0],
      ['view_item', 'ar', null, null],
    ]);
    expect(
      new Date(rows[0]!.occurred_at as string).getTime() - new Date(rows[1]!.occurred_at as string).getTime(),
    ).toBe(30_000);

    const sent = await until(
      async () => received.find((request) => request.body.app_instance_id === session),
      (request) => request !== undefined,
    );
    expect(sent, 'forwarded to the Measurement Protocol').toBeDefined();
    expect(sent!.contentType).toBe('application/json');
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({
      firebase_app_id: firebase.appId,
      api_secret: 'mp-secret',
    });
    expect(sent!.body.events.map((event) => event.name)).toEqual(['page_view', 'search', 'view_item']);
    expect(sent!.body.events[2]!.params).toMatchObject({
      currency: 'KWD',
      value: 1.5,
      items: [{ item_id: '7', price: 1.5 }],
    });
    expect(sent!.body.events[0]!.timestamp_micros).toBe(new Date(rows[0]!.occurred_at as string).getTime() * 1000);
    const forwarded = await until(
      () => rowsOf(session),
      (all) => all.every((row) => row.forwarded_at !== null),
    );
    expect(forwarded.every((row) => row.forwarded_at !== null)).toBe(true);
  });

  it('takes the text/plain body navigator.sendBeacon sends', async () => {
    const session = newSessionId();
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(batch(session, [{ name: 'page_view' }])),
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await rowsOf(session)).toHaveLength(1);
  });

  it('stores nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    const session = newSessionId();
    expect((await collect(batch(session, [{ name: 'page_view' }]), { dnt: '1' })).statusCode).toBe(204);
    expect((await collect(batch(session, [{ name: 'page_view' }]), { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(await rowsOf(session)).toEqual([]);
  });

  it('refuses malformed, oversized and overlong batches with 4xx, never 500', async () => {
    const session = newSessionId();
    const cases: [unknown, number][] = [
      [{ ...batch(session, [{ name: 'page_view' }]), session_id: 'not-hex' }, 400],
      [batch(session, [{ name: 'sign_up' as 'page_view' }]), 400],
      [batch(session, []), 400],
      [
        batch(
          session,
          Array.from({ length: 26 }, () => ({ name: 'page_view' as const })),
        ),
        400,
      ],
      [batch(session, [{ name: 'search', params: { search_term: 'x'.repeat(201) } }]), 400],
      [batch(session, [{ name: 'page_view', params: { page_location: 'x'.repeat(1001) } }]), 400],
      [batch(session, [{ name: 'page_view', params: { page_title: 'x'.repeat(40_000) } }]), 413],
    ];
    for (const [payload, status] of cases) {
      const response = await collect(payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toHaveProperty('code');
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'text/plain' },
      payload: '{"session_id": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(await rowsOf(session)).toEqual([]);
  });

  it('limits batches per address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 125; n++)
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/analytics/events',
            remoteAddress: '203.0.113.9',
            payload: batch(newSessionId(), [{ name: 'page_view' }]),
          })
        ).statusCode,
      );
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('purchases and the dashboard', () => {
  it("records each order's purchase from the server's order, whatever the browser claims", async () => {
    const cod = await paymentMethodId(app, 'cod');
    const product = await createProduct(database, { price: 12_500, variations: [{ stock: 9 }] });
    const caller = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, caller, product.productId, 2);
    const placed = await client.order(orderBody(cart, { addressId, paymentMethodId: cod }));
    const number = placed.order.orderNumber;

    const session = newSessionId();
    await collect(
      batch(session, [{ name: 'purchase', params: { transaction_id: number, value: 99_999, currency: 'KWD' } }], 'ar'),
    );
    const purchase = await until(
      () => db.execute(sql`select * from analytics_events where transaction_id = ${number}`),
      (result) => (result as unknown as { rows: { value: number | null }[] }).rows[0]?.value != null,
    );
    const [row] = (purchase as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(row).toMatchObject({ name: 'purchase', session_id: session, language: 'ar', value: placed.order.total });
    expect(row!.params).toMatchObject({
      transaction_id: number,
      currency: 'KWD',
      value: placed.order.total / 1000,
      items: [{ item_id: String(product.productId), quantity: 2, price: 12.5 }],
    });
  });

  it("equals direct SQL over the same period, in the shop's time zone, for the owner only", async () => {
    const cod = await paymentMethodId(app, 'cod');
    const product = await createProduct(database, { price: 4_000, variations: [{ stock: 20 }] });
    for (let n = 0; n < 2; n++) {
      const caller = await createGuest(app);
      const { client, addressId, cart } = await shopperReadyToOrder(app, caller, product.productId, n + 1);
      await client.order(orderBody(cart, { addressId, paymentMethodId: cod }));
    }
    const session = newSessionId();
    await collect(
      batch(session, [
        { name: 'view_item', params: { items: [{ item_id: String(product.productId) }] } },
        { name: 'add_to_cart', params: { items: [{ item_id: String(product.productId), quantity: 1 }] } },
        { name: 'begin_checkout' },
        { name: 'search', params: { search_term: 'Oud', result_count: 3 } },
        { name: 'search', params: { search_term: 'oud ', result_count: 3 } },
      ]),
    );
    const purchasedOrders = sql`status in ('paid', 'processing', 'shipped', 'delivered')`;
    const expectedOrders = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from orders where ${purchasedOrders}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const expected = await expectedOrders();
    await until(
      async () => (await dashboard('today')).orders,
      (count) => count === expected,
    );

    const today = await dashboard('today');
    const from = new Date(today.from);
    expect(today.timeZone).toBe('Asia/Kuwait');
    // The shop's day starts at midnight in Kuwait, 21:00 UTC the day before.
    expect(from.getUTCHours()).toBe(21);
    const one = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows[0]!;
    const orders = await one(
      sql`select count(*)::int as n, coalesce(sum(total), 0)::int as sum from orders where ${purchasedOrders} and created_at >= ${from}`,
    );
    expect(today.orders).toBe(orders.n);
    expect(today.sales).toBe(orders.sum);
    expect(today.averageOrderValue).toBe(Math.round(orders.sum! / orders.n!));
    expect(today.days).toEqual([{ day: today.days[0]!.day, orders: orders.n, sales: orders.sum }]);
    const sessionsWith = async (name: string) =>
      (
        await one(
          sql`select count(distinct session_id)::int as n from analytics_events where name = ${name} and occurred_at >= ${from}`,
        )
      ).n;
    const all = await one(
      sql`select count(distinct session_id)::int as n from analytics_events where occurred_at >= ${from}`,
    );
    expect(today.funnel).toEqual({
      sessions: all.n,
      productViews: await sessionsWith('view_item'),
      addToCart: await sessionsWith('add_to_cart'),
      checkout: await sessionsWith('begin_checkout'),
      purchases: orders.n,
    });
    expect(today.topProducts.find((top) => top.productId === String(product.productId))).toMatchObject({
      quantity: 3,
      revenue: 12_000,
    });
    expect(today.topSearches).toContainEqual({ term: 'oud', count: 2 });
    expect(today.noResultSearches).toContainEqual({ term: 'عطر', count: 1 });
    expect(today.noResultSearches.map((search) => search.term)).not.toContain('oud');
    const waiting = await one(sql`select count(*)::int as n from orders where status = 'processing'`);
    expect(today.waitingOrders.find((entry) => entry.status === 'processing')?.count).toBe(waiting.n);
    const low = await one(sql`select count(*)::int as n from product_variations where active_qty <= 5`);
    expect(today.lowStock.items.length).toBe(Math.min(10, low.n!));

    const month = await dashboard('30d', 'ar');
    expect(month.days).toHaveLength(30);
    expect(new Date(month.from).getTime()).toBe(from.getTime() - 29 * 86_400_000);
    expect(month.orders).toBeGreaterThanOrEqual(today.orders);

    const refused = await app.inject({
      method: 'GET',
      url: '/admin-api/analytics/dashboard',
      headers: manager.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/admin-api/analytics/dashboard?period=1y', headers: owner.headers }))
        .statusCode,
    ).toBe(400);
  });
});
