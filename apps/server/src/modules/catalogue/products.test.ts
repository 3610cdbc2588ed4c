import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import {
  BrandFacetSchema,
  CategorySchema,
  MaxPriceSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSummarySchema,
  type ProductSummary,
} from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { planWithIndexesOnly } from '../../../test/index-only-plan.ts';
import { connectionsWaitingForALock } from '../../../test/lock-waits.ts';
import { categories as categoryRows, productCategories, products, productVariations } from './catalogue.schema.ts';
import { normalizeSearchText } from './search-text.ts';
import { createCatalogueRepository, createCatalogueService } from './index.ts';

const { app, database } = await buildTestApp();
const { db } = database;

/** The same shop with keep_out_of_stock_at_end turned off in its theme file. */
const keepInPlace = await (async () => {
  const theme = JSON.parse(readFileSync(path.join(inject('databaseTemplate').dataDir, 'theme.json'), 'utf8'));
  const themeFile = path.join(tmpdir(), `theme-keep-in-place-${process.pid}.json`);
  writeFileSync(themeFile, JSON.stringify({ ...theme, keep_out_of_stock_at_end: false }));
  return buildTestApp({ THEME_FILE: themeFile });
})();

const ARABIC = /[\u0600-\u06FF]/;
const get = (url: string, language = 'en') => app.inject({ url, headers: { language } });

async function list(query: Record<string, string | number | boolean>, language = 'en') {
  const response = await get(
    `/web-gw/products?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    language,
  );
  expect(response.statusCode, JSON.stringify(query)).toBe(200);
  return ProductListSchema.parse(response.json());
}
const ids = (items: ProductSummary[]) => items.map((item) => item.productId);
const total = async (query: Record<string, string | number | boolean> = {}) =>
  (await list({ ...query, count: true, top: 1 })).count!;

const categories = CategorySchema.array().parse((await get('/web-gw/categories/published/lookup')).json());
const categoryId = (slug: string) => categories.find((category) => category.slug === slug)!.categoryId;

/** True when every in-stock product comes before every out-of-stock one. */
const outOfStockLast = (items: ProductSummary[]) =>
  items.findIndex((item) => !item.inStock) === -1 ||
  items.slice(items.findIndex((item) => !item.inStock)).every((item) => !item.inStock);

describe('listing products', () => {
  it('pages through every published product, newest first, and counts them on request', async () => {
    const all = await total();
    const [published] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.isPublished, true));
    expect(all).toBe(published!.n);
    const first = await list({ top: 10 });
    expect(first.count).toBeNull();
    const second = await list({ top: 10, skip: 10 });
    const both = await list({ top: 20 });
    expect(ids(both.data)).toEqual([...ids(first.data), ...ids(second.data)]);
  });

  it('counts up to its limit, then says that more match instead of counting them all', async () => {
    expect(await list({ count: true, top: 1 })).toMatchObject({ countIsLowerBound: false });
    const catalogue = createCatalogueService(createCatalogueRepository(db), {
      keepOutOfStockAtEnd: () => true,
      countLimit: 100,
    });
    const all = await catalogue.listProducts(ProductListQuerySchema.parse({ count: 'true', top: '5' }), 'en');
    expect(all).toMatchObject({ count: 100, countIsLowerBound: true });
    expect(all.data).toHaveLength(5);
    const few = await list({ keyword: 'noor laptop', count: true });
    expect(few.count).toBeLessThan(100);
    expect(
      await catalogue.listProducts(ProductListQuerySchema.parse({ keyword: 'noor laptop', count: 'true' }), 'en'),
    ).toMatchObject({ count: few.count, countIsLowerBound: false });
  });

  it('counts the matches on every page, a page past the last one included, and 0 when none match', async () => {
    const brandId = (await list({ top: 1 })).data[0]!.brand!.brandId;
    const matches = await list({ brandIds: brandId, count: true, top: 100 });
    expect(matches.count).toBe(matches.data.length);
    expect(matches.count).toBeGreaterThan(1);
    const pages = await Promise.all(
      [0, 1, matches.count! - 1, matches.count!, matches.count! + 7].map((skip) =>
        list({ brandIds: brandId, count: true, top: 1, skip }),
      ),
    );
    expect(pages.map((page) => page.data.length)).toEqual([1, 1, 1, 0, 0]);
    expect(pages.map((page) => page.count)).toEqual(pages.map(() => matches.count));
    expect(await list({ keyword: 'zzqx', count: true })).toMatchObject({ data: [], count: 0 });
    expect(await list({ keyword: 'zzqx', count: true, skip: 24 })).toMatchObject({ data: [], count: 0 });
  });

  it('answers each summary in the language of the header', async () => {
    const [en, ar] = await Promise.all([list({ top: 5 }), list({ top: 5 }, 'ar')]);
    expect(ids(ar.data)).toEqual(ids(en.data));
    for (const item of ar.data) {
      expect(item.productName).toMatch(ARABIC);
      expect(item.brand?.name).toMatch(ARABIC);
    }
    expect(en.data[0]!.productName).not.toMatch(ARABIC);
  });

  it('refuses bad paging and filters with the field named', async () => {
    for (const [query, field] of [
      ['top=101', 'top'],
      ['top=0', 'top'],
      ['skip=-1', 'skip'],
      ['sort=cheapest', 'sort'],
      ['brandIds=1,x', 'brandIds'],
      ['minPrice=-5', 'minPrice'],
      ['categoryId=99999999999', 'categoryId'],
      ['inStock=maybe', 'inStock'],
    ] as const) {
      const response = await get(`/web-gw/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        message: expect.any(String),
        errors: [{ field, message: expect.any(String) }],
      });
    }
  });

  it('sends an ETag and a public max-age to anonymous callers', async () => {
    const response = await get('/web-gw/products?top=3');
    expect(response.headers.etag).toMatch(/^W\//);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});

describe('filters', () => {
  it('includes the products of every category below the chosen one', async () => {
    const electronics = await total({ categoryId: categoryId('electronics') });
    const phones = await total({ categoryId: categoryId('phones') });
    const smartphones = await total({ categoryId: categoryId('smartphones') });
    expect(smartphones).toBeGreaterThan(0);
    expect(phones).toBeGreaterThan(smartphones);
    expect(electronics).toBeGreaterThan(phones);
    const inElectronics = new Set<number>();
    for (let skip = 0; skip < electronics; skip += 100) {
      for (const id of ids((await list({ categoryId: categoryId('electronics'), top: 100, skip })).data))
        inElectronics.add(id);
    }
    const someSmartphones = await list({ categoryId: categoryId('smartphones'), top: 100 });
    expect(ids(someSmartphones.data).every((id) => inElectronics.has(id))).toBe(true);
    expect(await total({ categoryId: 2_000_000 })).toBe(0);
  });

  it('lists several brands at once by price, each product once, counted as the brands alone are', async () => {
    const [a, b] = [...new Set((await list({ top: 100 })).data.map((item) => item.brand?.brandId))].filter(
      (brandId): brandId is number => brandId !== undefined,
    );
    for (const sort of ['price-asc', 'price-desc'] as const) {
      const both = await list({ brandIds: `${a},${b}`, sort, top: 100, count: true });
      expect(both.count).toBe((await total({ brandIds: `${a}` })) + (await total({ brandIds: `${b}` })));
      expect(both.data.every((item) => item.brand?.brandId === a || item.brand?.brandId === b)).toBe(true);
      expect(new Set(ids(both.data)).size).toBe(both.data.length);
      // In stock first (the demo theme's keep_out_of_stock_at_end), then by price in the order asked.
      const key = (item: (typeof both.data)[number]) => [
        item.inStock ? 0 : 1,
        sort === 'price-asc' ? item.price : -item.price,
      ];
      const keys = both.data.map(key);
      expect(keys).toEqual([...keys].sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!));
    }
  });

  it('lists one brand without a category in every order, counted, each page following the last', async () => {
    const brandId = (await list({ top: 1 })).data[0]!.brand!.brandId;
    const count = await total({ brandIds: `${brandId}` });
    for (const sort of ['newest', 'price-asc', 'price-desc'] as const) {
      const whole = await list({ brandIds: `${brandId}`, sort, top: 100, count: true });
      expect(whole.count, sort).toBe(count);
      expect(whole.data.length, sort).toBe(Math.min(count, 100));
      expect(whole.data.every((item) => item.brand?.brandId === brandId)).toBe(true);
      // In stock first (the demo theme's keep_out_of_stock_at_end), then the order asked.
      if (sort !== 'newest') {
        const keys = whole.data.map((item) => [item.inStock ? 0 : 1, sort === 'price-asc' ? item.price : -item.price]);
        expect(keys, sort).toEqual([...keys].sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!));
      }
      const pages = [0, 3, 6].map((skip) => list({ brandIds: `${brandId}`, sort, top: 3, skip }));
      expect(ids((await Promise.all(pages)).flatMap((page) => page.data)), sort).toEqual(ids(whole.data).slice(0, 9));
    }
  });

  it.each([
    ['newest', 'created_at desc, id desc', 'products_brand_newest_idx'],
    ['price ascending', 'price, id', 'products_brand_price_idx'],
    ['price descending', 'price desc, id desc', 'products_brand_price_idx'],
    ['in stock first, newest', 'in_stock desc, created_at desc, id desc', 'products_brand_in_stock_newest_idx'],
    ['in stock first, price descending', 'in_stock desc, price desc, id desc', 'products_brand_in_stock_price_idx'],
    ['in stock first, price ascending', 'in_stock desc, price, id', 'products_brand_in_stock_first_price_idx'],
  ])(
    'walks a brand’s page without a category (%s) in order, from an index led by the brand (ADR 060)',
    async (_, order, index) => {
      const text = await planWithIndexesOnly(
        db,
        `select id from products where is_published and brand_id = 1 order by ${order} limit 24`,
      );
      expect(text).toContain(index);
      expect(text).not.toContain('Sort');
    },
  );

  it('filters by brand, price range (inclusive, on the default variation price) and stock', async () => {
    const [first] = (await list({ top: 1 })).data;
    const byBrand = await list({ brandIds: `${first!.brand!.brandId}`, top: 50 });
    expect(byBrand.data.length).toBeGreaterThan(0);
    expect(byBrand.data.every((item) => item.brand?.brandId === first!.brand!.brandId)).toBe(true);

    const ranged = await list({ minPrice: 10_000, maxPrice: 20_000, top: 100, count: true });
    expect(ranged.count).toBeGreaterThan(0);
    expect(ranged.data.every((item) => item.price >= 10_000 && item.price <= 20_000)).toBe(true);
    const exact = await list({ minPrice: first!.price, maxPrice: first!.price, top: 100 });
    expect(ids(exact.data)).toContain(first!.productId);

    const [inStock, outOfStock, all] = await Promise.all([
      total({ inStock: true }),
      total({ inStock: false }),
      total(),
    ]);
    expect(outOfStock).toBeGreaterThan(0);
    expect(inStock + outOfStock).toBe(all);
    expect((await list({ inStock: false, top: 100 })).data.every((item) => !item.inStock)).toBe(true);
  });
});

describe('keyword search', () => {
  it('finds products where every word starts a word of the name, the brand or a category, in English or in Arabic', async () => {
    const found = await list({ keyword: 'noor laptop', top: 100, count: true });
    expect(found.count).toBeGreaterThan(0);
    // Noor's products ("Noor" starts their names) that say "laptop" in their name or are in the
    // Laptops category ("Noor Neo Ultrabook"): category words count (issue 15, ADR 036).
    const laptops = await db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .innerJoin(categoryRows, eq(categoryRows.id, productCategories.categoryId))
      .where(eq(categoryRows.slug, 'laptops'));
    const inLaptops = new Set(laptops.map((row) => row.id));
    expect(found.data.every((item) => /^noor /i.test(item.productName))).toBe(true);
    expect(found.data.every((item) => /laptop/i.test(item.productName) || inLaptops.has(item.productId))).toBe(true);
    expect(found.data.some((item) => !/laptop/i.test(item.productName))).toBe(true);
    const arabic = await list({ keyword: 'لابتوب نور', top: 100, count: true });
    expect(arabic.count).toBe(found.count);
  });

  it('finds the same products whichever alef or taa marbuta the shopper types', async () => {
    const spellings = ['ألترابوك', 'الترابوك', 'إلترابوك', 'آلترابوك'];
    const [reference, ...others] = await Promise.all(
      spellings.map(async (keyword) => ids((await list({ keyword, top: 100 })).data)),
    );
    expect(reference!.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toEqual(reference);
    expect(ids((await list({ keyword: 'قهوه', top: 100 })).data)).toEqual(
      ids((await list({ keyword: 'قهوة', top: 100 })).data),
    );
  });

  it('ranks names that start with the keyword first', async () => {
    const { data } = await list({ keyword: 'قهوة', top: 100 }, 'ar');
    const startsWith = data
      .filter((item) => item.inStock)
      .map((item) => normalizeSearchText(item.productName).startsWith('قهوه'));
    expect(startsWith).toContain(true);
    expect(startsWith).toContain(false);
    expect(startsWith.indexOf(false)).toBeGreaterThan(startsWith.lastIndexOf(true));
  });

  it('takes % and _ literally', async () => {
    expect(await total({ keyword: '%' })).toBe(0);
    expect(await total({ keyword: '_' })).toBe(0);
  });
});

describe('sorting, with the theme keeping out-of-stock products at the end', () => {
  it.each(['newest', 'price-asc', 'price-desc', 'relevance'] as const)(
    'sort=%s lists every in-stock product before any out-of-stock one',
    async (sort) => {
      const all = await total();
      const outOfStock = await total({ inStock: false });
      const boundary = await list({ sort, skip: all - outOfStock - 1, top: 2 });
      expect(boundary.data.map((item) => item.inStock)).toEqual([true, false]);
      const tail = await list({ sort, skip: all - outOfStock, top: 100 });
      expect(tail.data.every((item) => !item.inStock)).toBe(true);
    },
  );

  it('orders by price within the in-stock products', async () => {
    const ascending = (await list({ sort: 'price-asc', top: 100 })).data.map((item) => item.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list({ sort: 'price-desc', top: 100 })).data.map((item) => item.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('keeps out-of-stock products last in a keyword search too', async () => {
    const { data } = await list({ keyword: 'a', top: 100, skip: Math.max(0, (await total({ keyword: 'a' })) - 100) });
    expect(data.some((item) => !item.inStock)).toBe(true);
    expect(outOfStockLast(data)).toBe(true);
  });
});

describe('sorting when the theme does not keep out-of-stock products at the end', () => {
  it('leaves them where the sort puts them', async () => {
    const response = await keepInPlace.app.inject('/web-gw/products?sort=newest&top=100');
    const { data } = ProductListSchema.parse(response.json());
    expect(data.some((item) => !item.inStock)).toBe(true);
    expect(outOfStockLast(data)).toBe(false);
  });
});

describe('stock follows the variations', () => {
  it('marks a product out of stock when its last variation sells out, and in stock again when restocked', async () => {
    const [product] = (await list({ top: 1 })).data;
    const saved = await db.select().from(productVariations).where(eq(productVariations.productId, product!.productId));
    await db.update(productVariations).set({ activeQty: 0 }).where(eq(productVariations.productId, product!.productId));
    const soldOut = ProductDetailSchema.parse((await get(`/web-gw/products/${product!.productId}`)).json());
    expect(soldOut.inStock).toBe(false);
    expect(ids((await list({ inStock: false, top: 100 })).data)).toContain(product!.productId);

    await db.update(productVariations).set({ activeQty: 3 }).where(eq(productVariations.id, saved[0]!.id));
    expect(ProductDetailSchema.parse((await get(`/web-gw/products/${product!.productId}`)).json()).inStock).toBe(true);
    for (const variation of saved)
      await db
        .update(productVariations)
        .set({ activeQty: variation.activeQty })
        .where(eq(productVariations.id, variation.id));
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can race two sales.
  it.runIf(database.kind === 'postgres')(
    'is out of stock after two shoppers buy the last unit of two variations at the same moment',
    async () => {
      const [product] = await db
        .select({ productId: productVariations.productId })
        .from(productVariations)
        .groupBy(productVariations.productId)
        .having(sql`count(*) >= 2`)
        .limit(1);
      const variations = await db
        .select()
        .from(productVariations)
        .where(eq(productVariations.productId, product!.productId));
      const [first, second] = variations;
      await db
        .update(productVariations)
        .set({ activeQty: 0 })
        .where(eq(productVariations.productId, product!.productId));
      await db
        .update(productVariations)
        .set({ activeQty: 1 })
        .where(sql`${productVariations.id} in (${first!.id}, ${second!.id})`);

      const sell = (variationId: number) =>
        sql`update ${productVariations} set active_qty = active_qty - 1 where ${productVariations.id} = ${variationId} and active_qty >= 1`;
      const someoneWaitsForALock = async () => (await connectionsWaitingForALock(database)) > 0;

      let firstSaleMade!: () => void;
      const firstSaleUncommitted = new Promise<void>((resolve) => (firstSaleMade = resolve));
      const firstSale = db.transaction(async (tx) => {
        await tx.execute(sell(first!.id));
        firstSaleMade();
        // Commit only once the second sale waits for this one: that is the race the trigger must win.
        for (let tries = 0; tries < 100 && !(await someoneWaitsForALock()); tries++)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await someoneWaitsForALock()).toBe(true);
      });
      await firstSaleUncommitted;
      const secondSale = db.transaction(async (tx) => tx.execute(sell(second!.id)));
      await Promise.all([firstSale, secondSale]);

      const [row] = await db
        .select({ inStock: products.inStock })
        .from(products)
        .where(eq(products.id, product!.productId));
      expect(row!.inStock).toBe(false);
      for (const variation of variations)
        await db
          .update(productVariations)
          .set({ activeQty: variation.activeQty })
          .where(eq(productVariations.id, variation.id));
    },
  );
});

describe('a product', () => {
  it('has variations priced from the product price plus their delta, and only the attribute values they use', async () => {
    const [surcharged] = await db
      .select({ productId: productVariations.productId })
      .from(productVariations)
      .where(gt(productVariations.priceDelta, 0))
      .limit(1);
    const response = await get(`/web-gw/products/${surcharged!.productId}`);
    expect(response.statusCode).toBe(200);
    const product = ProductDetailSchema.parse(response.json());
    const [row] = await db.select().from(products).where(eq(products.id, product.productId));
    const deltas = await db.select().from(productVariations).where(eq(productVariations.productId, product.productId));
    for (const variation of product.variations) {
      const stored = deltas.find((candidate) => candidate.id === variation.variationId)!;
      expect(variation.price).toBe(row!.price + stored.priceDelta);
    }
    expect(new Set(product.variations.map((variation) => variation.price)).size).toBeGreaterThan(1);
    const defaultVariation = product.variations.find((variation) => variation.isDefault)!;
    expect(defaultVariation.price).toBe(product.price);

    const shown = product.attributes
      .flatMap((attribute) => attribute.values.map((value) => value.attributeValueId))
      .sort((a, b) => a - b);
    const used = [...new Set(product.variations.flatMap((variation) => variation.attributeValueIds))].sort(
      (a, b) => a - b,
    );
    expect(shown).toEqual(used);
  });

  it('carries images, its categories and breadcrumbs from the root to its deepest category', async () => {
    const [first] = (await list({ categoryId: categoryId('smartphones'), top: 1 })).data;
    const product = ProductDetailSchema.parse((await get(`/web-gw/products/${first!.productId}`, 'ar')).json());
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.description).toMatch(ARABIC);
    expect(product.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['electronics', 'phones', 'smartphones']);
    expect(product.breadcrumbs[0]!.name).toMatch(ARABIC);
    expect(product.categories.map((category) => category.slug)).toContain('smartphones');
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or unpublished product, 400 for a malformed id', async () => {
    const unknown = await get('/web-gw/products/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: expect.any(String) });

    const [hidden] = (await list({ top: 1, sort: 'price-desc' })).data;
    await db.update(products).set({ isPublished: false }).where(eq(products.id, hidden!.productId));
    expect((await get(`/web-gw/products/${hidden!.productId}`)).statusCode).toBe(404);
    expect(ids((await list({ top: 5, sort: 'price-desc' })).data)).not.toContain(hidden!.productId);
    await db.update(products).set({ isPublished: true }).where(eq(products.id, hidden!.productId));

    for (const id of ['abc', '1.5', '-1', '99999999999']) {
      const malformed = await get(`/web-gw/products/${id}`);
      expect(malformed.statusCode, id).toBe(400);
      expect(malformed.json().errors[0].field).toBe('id');
    }
  });
});

describe('brand facets and the price bound', () => {
  it('counts the matching products of each brand, brands by name', async () => {
    const facets = BrandFacetSchema.array().parse((await get('/web-gw/products-brands')).json());
    expect(facets.reduce((sum, facet) => sum + facet.productCount, 0)).toBe(await total());
    const names = facets.map((facet) => facet.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const books = BrandFacetSchema.array().parse(
      (await get(`/web-gw/products-brands?categoryId=${categoryId('books')}`, 'ar')).json(),
    );
    expect(books.length).toBeGreaterThan(0);
    expect(books.length).toBeLessThan(facets.length);
    expect(books.every((facet) => ARABIC.test(facet.name))).toBe(true);
    expect(books.reduce((sum, facet) => sum + facet.productCount, 0)).toBe(
      await total({ categoryId: categoryId('books') }),
    );
  });

  it('gives the highest default-variation price among the matches, 0 when none match', async () => {
    const [row] = await db
      .select({ max: sql<number>`max(${products.price})` })
      .from(products)
      .where(eq(products.isPublished, true));
    expect(MaxPriceSchema.parse((await get('/web-gw/products/max-price')).json())).toEqual({ maxPrice: row!.max });

    const books = MaxPriceSchema.parse(
      (await get(`/web-gw/products/max-price?categoryId=${categoryId('books')}`)).json(),
    );
    const [mostExpensiveBook] = (
      await list({ categoryId: categoryId('books'), sort: 'price-desc', inStock: true, top: 1 })
    ).data;
    expect(books.maxPrice).toBeGreaterThanOrEqual(mostExpensiveBook!.price);
    expect(books.maxPrice).toBeLessThan(row!.max);

    expect((await get('/web-gw/products/max-price?keyword=zzqqxx')).json()).toEqual({ maxPrice: 0 });
    expect((await get('/web-gw/products-brands?keyword=zzqqxx')).json()).toEqual([]);
  });
});

describe('grouped products', () => {
  it('lists the other products of the same group', async () => {
    const [member] = await db
      .select()
      .from(products)
      .where(and(isNotNull(products.groupId), eq(products.isPublished, true)))
      .limit(1);
    const group = await db.select({ id: products.id }).from(products).where(eq(products.groupId, member!.groupId!));
    const response = await get(`/web-gw/grouped-products?productId=${member!.id}`);
    expect(response.statusCode).toBe(200);
    const others = ProductSummarySchema.array().parse(response.json());
    expect(ids(others).sort()).toEqual(
      group
        .map((row) => row.id)
        .filter((id) => id !== member!.id)
        .sort(),
    );
  });

  it('is empty for a product without a group, 404 for an unknown product, 400 without a product id', async () => {
    const [single] = await db.select().from(products).where(isNull(products.groupId)).limit(1);
    expect((await get(`/web-gw/grouped-products?productId=${single!.id}`)).json()).toEqual([]);
    expect((await get('/web-gw/grouped-products?productId=999999')).statusCode).toBe(404);
    const missing = await get('/web-gw/grouped-products');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('productId');
  });
});
