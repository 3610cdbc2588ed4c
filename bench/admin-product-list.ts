/**
 * `npx tsx bench/admin-product-list.ts`: p50 and p99 of the back office's product list
 * (`GET /admin-api/products`) on a large catalogue, printed, never asserted.
 *
 * It opens BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/storefront_admin_bench),
 * which must exist; migrates it and, when empty, seeds BENCH_PRODUCTS products (default 100000,
 * about 5 minutes on 2 cores) with its files and theme in DATA_DIR (as the server does; give the
 * same DATA_DIR on later runs). Then it builds the app in process (no listener: `inject`, so the
 * figures are the server's own time, without the network) signed in as the seeded owner, and asks
 * each list below BENCH_ROUNDS times (default 50) one after another.
 */
import os from 'node:os';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { isSeeded, migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemoShop } from '../apps/server/src/seed/seed-demo-shop.ts';
import { createFileStorage } from '../apps/server/src/modules/files/index.ts';
import { openPublishedContent } from '../apps/server/src/modules/content/index.ts';

const URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_admin_bench';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

/** What a catalogue manager asks: the first page, a later page, searches and filters in each sort. */
const LISTS = [
  'sort=updated-desc',
  'sort=updated-desc&page=200',
  'sort=name-asc',
  'sort=price-desc&status=published',
  'sort=created-desc&status=draft',
  'q=abaya&sort=name-asc',
  `q=${encodeURIComponent('عباية')}&sort=price-asc`,
  'q=black&stock=in&minPrice=5000&maxPrice=50000',
  'categoryId=1&sort=price-asc',
  'brandId=3&stock=out&sort=updated-desc',
];

const config = loadConfig({ ...process.env, DATABASE_URL: URL, LOG_LEVEL: 'silent', DEV_OUTBOX: 'false' });
const database = await openDatabase({ url: URL });
const storage = await createFileStorage(config.fileStorage);
await migrateDatabase(database.db, database.kind);
if (!(await isSeeded(database.db))) {
  console.log(`seeding ${PRODUCTS} products…`);
  await seedDemoShop(database.db, { storage, themeFile: config.themeFile, productCount: PRODUCTS });
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(`${os.cpus().length} cores, ${ROUNDS} rounds per list, page size 25`);
for (const query of LISTS) {
  const times: number[] = [];
  let total = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await app.inject({ url: `/admin-api/products?${query}`, headers });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    total = (response.json() as { total: number }).total;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${query.padEnd(50)} total ${String(total).padStart(6)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms`,
  );
}
await app.close();
await storage.close();
await database.close();
