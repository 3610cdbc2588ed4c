/**
 * `npx tsx bench/admin-order-list.ts`: p50 and p99 of the back office's order list
 * (`GET /admin-api/orders`) at a million orders, printed, never asserted.
 *
 * It opens BENCH_ORDERS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/storefront_orders_bench),
 * creating it when missing; migrates it, seeds the demo shop when empty and then, when it has fewer
 * orders than BENCH_ORDERS (default 1000000), adds the rest in bulk SQL (generate_series: customers,
 * orders spread over two years with English and Arabic names, one line each), then ANALYZE. Then it
 * builds the app in process (no listener: `inject`, so the figures are the server's own time) signed
 * in as the seeded owner, and asks each list below BENCH_ROUNDS times (default 30) one after another,
 * following `nextCursor` for the deep pages. With BENCH_EXPLAIN=true it prints each list's plan.
 */
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { isSeeded, migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemoShop } from '../apps/server/src/seed/seed-demo-shop.ts';
import { createFileStorage } from '../apps/server/src/modules/files/index.ts';
import { openPublishedContent } from '../apps/server/src/modules/content/index.ts';

const URL = process.env.BENCH_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_orders_bench';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const name = new globalThis.URL(URL).pathname.slice(1);
const admin = new pg.Client({ connectionString: URL.replace(/\/[^/]*$/, '/postgres') });
await admin.connect();
if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0)
  await admin.query(`create database "${name}"`);
await admin.end();

const config = loadConfig({ ...process.env, DATABASE_URL: URL, LOG_LEVEL: 'silent', DEV_OUTBOX: 'false' });
const database = await openDatabase({ url: URL });
const storage = await createFileStorage(config.fileStorage);
await migrateDatabase(database.db, database.kind);
if (!(await isSeeded(database.db))) {
  console.log('seeding the demo shop…');
  await seedDemoShop(database.db, { storage, themeFile: config.themeFile, productCount: 200 });
}

const client = new pg.Client({ connectionString: URL });
await client.connect();
// The bench's orders are numbered SQ-B-0000001 on: a later run adds from the highest one.
const have = Number(
  (
    await client.query(
      `select coalesce(max(substring(number from 6)::int), 0) as n from orders where number like 'SQ-B-%'`,
    )
  ).rows[0].n,
);
if (have < ORDERS) {
  const started = performance.now();
  console.log(`adding ${ORDERS - have} orders…`);
  // Names as shoppers have them: English and Arabic first names and family names, each order one of them.
  await client.query(`
    insert into customers (role, display_name, first_name, last_name, email, phone)
    select 'customer', f || ' ' || l, f, l, 'bench' || n || '@example.com', '+9655' || lpad(n::text, 7, '0')
    from generate_series(1, 20000) n,
      lateral (select (array['Ahmad','Fatima','Yousef','Maryam','Khalid','Noura','Omar','Sara','أحمد','فاطمة','يوسف','مريم','خالد','نورة','عمر','سارة'])[1 + n % 16] f,
                      (array['Al-Sabah','Al-Mutairi','Al-Azmi','Al-Enezi','Haddad','الصباح','المطيري','العازمي','العنزي','حداد'])[1 + (n / 16) % 10] l) names
    on conflict do nothing`);
  await client.query(`
    create temporary table bench_customers as
    select row_number() over () as k, id, first_name, last_name, email, phone from customers
    where email like 'bench%@example.com'`);
  const customerCount = Number((await client.query('select count(*) from bench_customers')).rows[0].count);
  const providerId = async (code: string) =>
    (await client.query('select id from payment_providers where code = $1', [code])).rows[0].id as number;
  const [cod, card, knet] = [await providerId('cod'), await providerId('card'), await providerId('knet')];
  const methods = (await client.query('select id from shipping_methods order by id')).rows.map(
    (row: { id: number }) => row.id,
  );
  const slots = (await client.query('select id from delivery_slots order by id')).rows.map(
    (row: { id: number }) => row.id,
  );
  const variation = (await client.query('select id, product_id from product_variations order by id limit 1')).rows[0];
  const batch = 250_000;
  for (let from = have + 1; from <= ORDERS; from += batch) {
    const to = Math.min(ORDERS, from + batch - 1);
    await client.query(
      `
      insert into orders (number, customer_id, status, payment_state, subtotal, shipping_fee, total,
        shipping_method_id, payment_method_id, delivery_slot_id, billing_address, shipping_address,
        search_text, created_at, updated_at, confirmed_at)
      select 'SQ-B-' || lpad(n::text, 7, '0'), c.id, s.status::order_status, s.payment_state::order_payment_state,
        price, 1000, price + 1000,
        ($3::int[])[1 + n % cardinality($3::int[])],
        case when n % 3 = 0 then $4::int when n % 3 = 1 then $5::int else $6::int end,
        case when n % 4 = 0 then ($7::int[])[1 + n % cardinality($7::int[])] end,
        a, a,
        translate(lower('sq-b-' || lpad(n::text, 7, '0') || ' ' || c.first_name || ' ' || c.last_name || ' ' || c.phone || ' ' || c.email), 'أإآٱةى', 'ااااهي'),
        at, at, case when s.status in ('processing','shipped','delivered') then at end
      from generate_series($1::int, $2::int) n
      cross join lateral (select now() - (n::float / $2::int) * interval '730 days' - interval '1 hour' as at,
                                 1000 * (1 + n % 97) as price) t
      join bench_customers c on c.k = 1 + n % $8::int
      cross join lateral (select jsonb_build_object('firstName', c.first_name, 'lastName', c.last_name,
        'phone', c.phone, 'email', c.email, 'countryNameEn', 'Kuwait', 'countryNameAr', 'الكويت') as a) addr
      cross join lateral (select case
          when n % 100 < 2 then 'awaiting_payment' when n % 100 < 3 then 'payment_failed'
          when n % 100 < 6 then 'paid' when n % 100 < 12 then 'processing' when n % 100 < 18 then 'shipped'
          when n % 100 < 22 then 'cancelled' else 'delivered' end as status,
        case
          when n % 100 < 2 then 'awaiting' when n % 100 < 3 then 'failed'
          when n % 100 < 22 and n % 100 >= 18 then 'voided'
          when n % 3 = 0 and n % 100 < 18 then 'on_delivery'
          else 'paid' end as payment_state) s`,
      [from, to, methods, cod, card, knet, slots, customerCount],
    );
    await client.query(
      `insert into order_lines (order_id, product_id, variation_id, product_name, product_name_ar, sku, quantity, unit_price, line_total)
       select id, $1, $2, 'Bench product', 'منتج', 'BENCH', 1, subtotal, subtotal from orders where number between $3 and $4`,
      [
        variation.product_id,
        variation.id,
        `SQ-B-${String(from).padStart(7, '0')}`,
        `SQ-B-${String(to).padStart(7, '0')}`,
      ],
    );
    console.log(`  ${to} orders (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans rely on.
  await client.query('vacuum analyze orders');
  await client.query('analyze');
}

const theme = await openPublishedContent(database, config.themeFile, (error) => {
  throw error;
});
const app = await buildApp({ config, database, storage, theme, logger: false });
const signIn = await app.inject({
  method: 'POST',
  url: '/admin-api/sign-in',
  payload: { email: 'owner@example.com', password: 'demo-owner-1' },
});
const { tokens } = signIn.json() as { tokens: { accessToken: string } };
const headers = { authorization: `Bearer ${tokens.accessToken}` };
const firstSlotDay = (await client.query('select date::text from delivery_slots order by date limit 1')).rows[0]?.date;
const card = (await client.query(`select id from payment_providers where code = 'card'`)).rows[0].id;

/** What an order manager asks: the first page, pages far down, each filter, searches in both scripts. */
const LISTS: { query: string; deep?: number }[] = [
  { query: 'pageSize=25' },
  { query: 'pageSize=25', deep: 200 },
  { query: 'status=processing' },
  { query: 'status=awaiting_payment', deep: 20 },
  { query: 'paymentState=on_delivery' },
  { query: `paymentMethodId=${card}&status=shipped` },
  { query: `deliveryDate=${firstSlotDay}` },
  { query: 'from=2026-01-01&to=2026-01-31' },
  { query: 'q=SQ-B-0123456' },
  { query: 'q=96550012' },
  { query: 'q=bench1234@example.com' },
  { query: 'q=khalid al-azmi' },
  { query: `q=${encodeURIComponent('خالد العازمي')}` },
  { query: `q=${encodeURIComponent('احمد')}&status=delivered` },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(
  `${os.cpus().length} cores, load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, ${ROUNDS} rounds per list, page size 25`,
);
for (const { query, deep } of LISTS) {
  // A deep page: follow the cursors down once, then time the page there.
  let url = `/admin-api/orders?${query}`;
  for (let page = 0; page < (deep ?? 0); page++) {
    const { nextCursor } = (await app.inject({ url, headers })).json() as { nextCursor: string | null };
    if (!nextCursor) break;
    url = `/admin-api/orders?${query}&after=${nextCursor}`;
  }
  const times: number[] = [];
  let answer = { total: 0, totalIsLowerBound: false, items: [] as unknown[] };
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    answer = response.json();
  }
  times.sort((a, b) => a - b);
  const label = `${decodeURIComponent(query)}${deep ? ` (page ${deep + 1})` : ''}`;
  console.log(
    `${label.padEnd(48)} total ${`${answer.total}${answer.totalIsLowerBound ? '+' : ''}`.padStart(6)}  rows ${String(answer.items.length).padStart(2)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms`,
  );
}
if (process.env.BENCH_EXPLAIN === 'true') {
  for (const where of [
    "status = 'processing'",
    "payment_state = 'on_delivery'",
    "search_text like '%96550012%'",
    'true',
  ]) {
    const plan = await client.query(
      `explain analyze select id from orders where ${where} order by created_at desc, id desc limit 26`,
    );
    console.log(`\n${where}:\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
  }
}
await client.end();
await app.close();
await storage.close();
await database.close();
