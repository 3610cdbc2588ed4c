import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BrandFacetSchema, CategorySchema, ProductListSchema, SearchResultSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { brands, categories, products, productVariations } from './catalogue.schema.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue-changes.ts';

// Answers are kept until the catalogue changes (ADR 016). Every change below is made straight in
// the database, as another server process or an operator's script would make it: the answers must
// follow within the time the commit notice takes to arrive, far below the cache's time limit.
const { app, database } = await buildTestApp();
const { db } = database;

const NOTICE_BOUND_MS = 2_000;
expect(NOTICE_BOUND_MS).toBeLessThan(CATALOGUE_CACHE_TTL_MS);
const soon = { timeout: NOTICE_BOUND_MS, interval: 20 };

const get = async (url: string, language = 'en') => {
  const response = await app.inject({ url, headers: { language } });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const list = async (query: string) => ProductListSchema.parse(await get(`/web-gw/products?${query}`));
const suggest = async (text: string) =>
  SearchResultSchema.parse(
    await get(`/web-gw/products/suggest?query=${encodeURIComponent(text)}&pageCount=5&preferInStock=true`),
  ).data.map((entry) => entry.product.productId);

describe('kept catalogue answers', () => {
  it('show a changed price and name at once, in the list that was asked before', async () => {
    const query = 'sort=newest&top=5';
    const [first] = (await list(query)).data;
    expect((await list(query)).data[0]).toEqual(first);
    const [saved] = await db.select().from(products).where(eq(products.id, first!.productId));
    await db
      .update(products)
      .set({ price: saved!.price + 1_000, nameEn: `${saved!.nameEn} (new)` })
      .where(eq(products.id, saved!.id));
    try {
      await expect
        .poll(async () => (await list(query)).data[0], soon)
        .toMatchObject({ price: saved!.price + 1_000, productName: `${saved!.nameEn} (new)` });
    } finally {
      await db.update(products).set({ price: saved!.price, nameEn: saved!.nameEn }).where(eq(products.id, saved!.id));
    }
    await expect.poll(async () => (await list(query)).data[0], soon).toEqual(first);
  });

  it('put a product that sold out after those in stock, in suggestions and in lists', async () => {
    const before = await suggest('noor');
    const soldOut = before[0]!;
    const variations = await db.select().from(productVariations).where(eq(productVariations.productId, soldOut));
    await db.update(productVariations).set({ activeQty: 0 }).where(eq(productVariations.productId, soldOut));
    try {
      await expect.poll(async () => (await suggest('noor'))[0], soon).not.toBe(soldOut);
      await expect
        .poll(async () => (await list(`inStock=false&top=100&count=true`)).data.map((item) => item.productId), soon)
        .toContain(soldOut);
    } finally {
      for (const variation of variations)
        await db
          .update(productVariations)
          .set({ activeQty: variation.activeQty })
          .where(eq(productVariations.id, variation.id));
    }
    await expect.poll(() => suggest('noor'), soon).toEqual(before);
  });

  it('leave out a product that is no longer published, and count it no more', async () => {
    const query = 'sort=price-desc&top=3&count=true';
    const before = await list(query);
    const hidden = before.data[0]!.productId;
    await db.update(products).set({ isPublished: false }).where(eq(products.id, hidden));
    try {
      await expect.poll(async () => (await list(query)).count, soon).toBe(before.count! - 1);
      expect((await list(query)).data.map((item) => item.productId)).not.toContain(hidden);
    } finally {
      await db.update(products).set({ isPublished: true }).where(eq(products.id, hidden));
    }
    await expect.poll(() => list(query), soon).toEqual(before);
  });

  it('follow the category tree and brand names', async () => {
    const [category] = CategorySchema.array().parse(await get('/web-gw/categories/published/lookup'));
    const inCategory = `categoryId=${category!.categoryId}&count=true&top=1`;
    const counted = (await list(inCategory)).count!;
    expect(counted).toBeGreaterThan(0);
    await db.update(categories).set({ isPublished: false }).where(eq(categories.id, category!.categoryId));
    try {
      await expect.poll(async () => (await list(inCategory)).count, soon).toBe(0);
    } finally {
      await db.update(categories).set({ isPublished: true }).where(eq(categories.id, category!.categoryId));
    }
    await expect.poll(async () => (await list(inCategory)).count, soon).toBe(counted);

    const [facet] = BrandFacetSchema.array().parse(await get('/web-gw/products-brands'));
    const [brand] = await db.select().from(brands).where(eq(brands.id, facet!.brandId));
    await db
      .update(brands)
      .set({ nameEn: `${brand!.nameEn} Renamed` })
      .where(eq(brands.id, brand!.id));
    try {
      await expect
        .poll(
          async () =>
            BrandFacetSchema.array()
              .parse(await get('/web-gw/products-brands'))
              .find((item) => item.brandId === brand!.id)?.name,
          soon,
        )
        .toBe(`${brand!.nameEn} Renamed`);
    } finally {
      await db.update(brands).set({ nameEn: brand!.nameEn }).where(eq(brands.id, brand!.id));
    }
  });

  // PGlite's notices never travel over a connection; PostgreSQL's listening connection can be lost.
  it.runIf(database.kind === 'postgres')('keep following changes after the listening connection was lost', async () => {
    const listeners = async () => {
      const result = (await db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query like 'listen "catalogue_changed"'`,
      )) as unknown as { rows: { pid: number }[] };
      return result.rows.map((row) => row.pid);
    };
    const [lost] = await listeners();
    expect(lost).toBeDefined();
    await db.execute(sql`select pg_terminate_backend(${lost})`);
    // It connects again after a second.
    await expect
      .poll(async () => (await listeners()).filter((pid) => pid !== lost).length, { timeout: 5_000, interval: 50 })
      .toBe(1);

    const query = 'sort=price-asc&top=2';
    const [first] = (await list(query)).data;
    await list(query);
    await db.update(products).set({ compareAtPrice: 999_999 }).where(eq(products.id, first!.productId));
    try {
      await expect.poll(async () => (await list(query)).data[0]!.compareAtPrice, soon).toBe(999_999);
    } finally {
      await db.update(products).set({ compareAtPrice: first!.compareAtPrice }).where(eq(products.id, first!.productId));
    }
  });
});
