import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper.ts';
import { planWithIndexesOnly } from '../../../test/index-only-plan.ts';
import { createProduct, setStock } from '../../../test/shop-fixtures.ts';

const { app, database } = await buildTestApp();
const { db } = database;
// PGlite and node-postgres answer alike here: `rows`.
const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * What the listing must hold (ADR 049), worked out from the catalogue as the storefront's category
 * tree shows it: each published product under each shown category it is filed in and each shown
 * category above that one. Rows present but not due, or due but missing, are returned.
 */
async function listingDrift() {
  const due = sql`with recursive shown(id, parent_id) as (
      select id, parent_id from categories where parent_id is null and is_published
      union all select c.id, c.parent_id from categories c join shown s on c.parent_id = s.id where c.is_published
    ), above(category_id, ancestor_id) as (
      select id, id from shown
      union all select a.category_id, s.parent_id from above a join shown s on s.id = a.ancestor_id where s.parent_id is not null
    )
    select distinct a.ancestor_id as category_id, p.id as product_id, p.brand_id, p.price, p.in_stock, p.created_at
    from products p join product_categories pc on pc.product_id = p.id join above a on a.category_id = pc.category_id
    where p.is_published`;
  const kept = sql`select category_id, product_id, brand_id, price, in_stock, created_at from product_listing`;
  return { missing: await rowsOf(sql`(${due}) except (${kept})`), extra: await rowsOf(sql`(${kept}) except (${due})`) };
}

const expectListingUpToDate = async () => expect(await listingDrift()).toEqual({ missing: [], extra: [] });

const categoryIdOf = async (slug: string) =>
  (await rowsOf<{ id: number }>(sql`select id from categories where slug = ${slug}`))[0]!.id;

const file = (productId: number, categoryId: number) =>
  db.execute(sql`insert into product_categories (product_id, category_id) values (${productId}, ${categoryId})`);

// Lists are kept until the database reports the change (ADR 016): the answers are polled for.
const soon = { timeout: 5_000 };

async function listIds(categoryId: number, sort: string) {
  const response = await app.inject({
    url: `/web-gw/products?categoryId=${categoryId}&sort=${sort}&top=100&count=true`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: { productId: number }[]; count: number };
  return { ids: body.data.map((product) => product.productId), count: body.count };
}

describe('the category listing (ADR 049)', () => {
  it('holds every shown category’s products after the seed', async () => {
    await expectListingUpToDate();
    const [listed] = await rowsOf<{ rows: number }>(sql`select count(*)::int as rows from product_listing`);
    expect(listed!.rows).toBeGreaterThan(0);
  });

  it('finds a product’s rows by its index when it changes, not by reading the whole listing', async () => {
    const plan = await db.transaction(async (tx) => {
      // On a small test table a scan is cheaper; forbidding it shows whether the index can serve the rewrite.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain delete from product_listing where product_id = any(${'{1,2}'}::integer[])`);
    });
    expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain('product_listing_product_idx');
  });

  it.each([
    ['newest', 'created_at desc, product_id desc', 'product_listing_brand_newest_idx'],
    ['price ascending', 'price, product_id', 'product_listing_brand_price_idx'],
    [
      'in stock first, newest',
      'in_stock desc, created_at desc, product_id desc',
      'product_listing_brand_in_stock_newest_idx',
    ],
    [
      'in stock first, price descending',
      'in_stock desc, price desc, product_id desc',
      'product_listing_brand_in_stock_price_idx',
    ],
    [
      'in stock first, price ascending',
      'in_stock desc, price, product_id',
      'product_listing_brand_in_stock_first_price_idx',
    ],
  ])(
    'walks a brand’s page in a category (%s) in order, from an index led by both (ADR 050)',
    async (_, order, index) => {
      const text = await planWithIndexesOnly(
        db,
        `select product_id from product_listing where category_id = 1 and brand_id = 1 order by ${order} limit 24`,
      );
      expect(text).toContain(index);
      expect(text).not.toContain('Sort');
    },
  );

  it('answers a category’s lists, counts, brand facets and highest price with every filter as the catalogue says', async () => {
    const electronics = await categoryIdOf('electronics');
    // The reference: the category's shown subtree, read from the catalogue itself.
    const inElectronics = sql`with recursive below(id) as (
        select id from categories where id = ${electronics}
        union all select c.id from categories c join below b on c.parent_id = b.id where c.is_published
      )
      select p.id, p.brand_id, p.price, p.in_stock, p.created_at from products p
      where p.is_published and exists (select 1 from product_categories pc join below b on b.id = pc.category_id where pc.product_id = p.id)`;
    const [brand, secondBrand] = await rowsOf<{ brandId: number }>(
      sql`select brand_id as "brandId" from (${inElectronics}) m group by brand_id order by count(*) desc limit 2`,
    );
    const orders = {
      'price-asc': sql`in_stock desc, price asc, id asc`,
      'price-desc': sql`in_stock desc, price desc, id desc`,
      newest: sql`in_stock desc, created_at desc, id desc`,
    };
    for (const [sort, order] of Object.entries(orders)) {
      for (const [query, where] of [
        ['', sql`true`],
        [`&brandIds=${brand!.brandId}`, sql`brand_id = ${brand!.brandId}`],
        [
          `&brandIds=${brand!.brandId},${secondBrand!.brandId}`,
          sql`brand_id in (${brand!.brandId}, ${secondBrand!.brandId})`,
        ],
        ['&minPrice=10000&maxPrice=40000', sql`price between 10000 and 40000`],
        ['&inStock=false', sql`not in_stock`],
      ] as const) {
        const response = await app.inject({
          url: `/web-gw/products?categoryId=${electronics}&sort=${sort}&top=30&skip=5&count=true${query}`,
        });
        const body = response.json() as { data: { productId: number }[]; count: number };
        const due = await rowsOf<{ id: number }>(
          sql`select id from (${inElectronics}) m where ${where} order by ${order} offset 5 limit 30`,
        );
        const [counted] = await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from (${inElectronics}) m where ${where}`,
        );
        expect({ sort, query, ids: body.data.map((product) => product.productId), count: body.count }).toEqual({
          sort,
          query,
          ids: due.map((row) => row.id),
          count: counted!.n,
        });
      }
    }

    const facets = (await app.inject({ url: `/web-gw/products-brands?categoryId=${electronics}` })).json() as {
      brandId: number;
      productCount: number;
    }[];
    const dueFacets = await rowsOf<{ brandId: number; productCount: number }>(
      sql`select brand_id as "brandId", count(*)::int as "productCount" from (${inElectronics}) m where brand_id is not null group by brand_id`,
    );
    const byBrand = (rows: { brandId: number; productCount: number }[]) =>
      rows.map(({ brandId, productCount }) => ({ brandId, productCount })).sort((a, b) => a.brandId - b.brandId);
    expect(byBrand(facets)).toEqual(byBrand(dueFacets));

    const highest = (await app.inject({ url: `/web-gw/products/max-price?categoryId=${electronics}` })).json();
    const [dueHighest] = await rowsOf<{ max: number }>(sql`select max(price) as max from (${inElectronics}) m`);
    expect(highest).toEqual({ maxPrice: Number(dueHighest!.max) });
  });

  it('follows products filed, repriced, restocked, hidden and unfiled, and lists them in order', async () => {
    const smartphones = await categoryIdOf('smartphones');
    const phones = await categoryIdOf('phones');
    const cheap = await createProduct(database, { price: 10, variations: [{ stock: 3 }] });
    const dear = await createProduct(database, { price: 20, variations: [{ stock: 3 }] });
    await file(cheap.productId, smartphones);
    await file(dear.productId, smartphones);
    await expectListingUpToDate();
    // Filed in a subcategory, listed under the category above it too, cheapest first.
    await expect
      .poll(async () => (await listIds(phones, 'price-asc')).ids.slice(0, 2), soon)
      .toEqual([cheap.productId, dear.productId]);

    await db.execute(sql`update products set price = 30 where id = ${cheap.productId}`);
    await expectListingUpToDate();
    await expect
      .poll(async () => (await listIds(phones, 'price-asc')).ids.slice(0, 2), soon)
      .toEqual([dear.productId, cheap.productId]);

    // Sold out: after every product in stock (the demo theme keeps out-of-stock ones last),
    // though it is now the cheaper of the two.
    await setStock(database, dear.variationIds[0]!, 0);
    await expectListingUpToDate();
    const positions = async () => {
      const { ids } = await listIds(smartphones, 'price-asc');
      return ids.indexOf(dear.productId) > ids.indexOf(cheap.productId);
    };
    await expect.poll(positions, soon).toBe(true);

    const before = (await listIds(phones, 'newest')).count;
    await db.execute(sql`update products set is_published = false where id = ${cheap.productId}`);
    await expectListingUpToDate();
    await expect.poll(async () => (await listIds(phones, 'newest')).count, soon).toBe(before - 1);

    await db.execute(sql`delete from product_categories where product_id = ${dear.productId}`);
    await expectListingUpToDate();
    await expect.poll(async () => (await listIds(phones, 'newest')).count, soon).toBe(before - 2);
  });

  it('follows categories hidden, shown again and moved', async () => {
    const smartphones = await categoryIdOf('smartphones');
    const phones = await categoryIdOf('phones');
    const electronics = await categoryIdOf('electronics');
    const product = await createProduct(database, { price: 15 });
    await file(product.productId, smartphones);
    const inElectronics = (await listIds(electronics, 'newest')).count;

    await db.execute(sql`update categories set is_published = false where id = ${phones}`);
    await expectListingUpToDate();
    await expect.poll(async () => (await listIds(electronics, 'newest')).count, soon).toBeLessThan(inElectronics);

    await db.execute(sql`update categories set is_published = true where id = ${phones}`);
    await expectListingUpToDate();
    await expect.poll(async () => (await listIds(electronics, 'newest')).count, soon).toBe(inElectronics);

    // Moved to the top level: no longer under electronics.
    await db.execute(sql`update categories set parent_id = null where id = ${smartphones}`);
    await expectListingUpToDate();
    await expect.poll(async () => (await listIds(electronics, 'newest')).ids, soon).not.toContain(product.productId);
    expect((await listIds(smartphones, 'newest')).ids[0]).toBe(product.productId);
  });
});
