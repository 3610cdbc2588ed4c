import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { buildTestApp } from '../../../../test/helper.ts';
import { signInAsStaff } from '../../../../test/staff.ts';
import { multipart, PNG } from '../../../../test/uploads.ts';

// Issue 12, "CSV import and export": Shopify's product CSV with Arabic columns, checked whole
// before anything is written, imported by a durable job, idempotent, and exported back.
const { app, database } = await buildTestApp({
  PRODUCT_IMPORT_MAX_MB: '0.05',
  PRODUCT_IMPORT_IMAGE_TIMEOUT_SECONDS: '1',
});
const manager = await signInAsStaff(app, 'catalogue-manager');

const HEADER = [
  'Handle',
  'Title',
  'Title (ar)',
  'Body (HTML)',
  'Body (HTML) (ar)',
  'Vendor',
  'Vendor (ar)',
  'Type',
  'Type (ar)',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Name (ar)',
  'Option1 Value',
  'Option1 Value (ar)',
  'Variant SKU',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Inventory Qty',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Status',
];
type Row = Partial<Record<(typeof HEADER)[number], string>>;
const csv = (rows: Row[], header = HEADER) =>
  [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))]
    .map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\r\n') + '\r\n';

/** Two products: a dress in two sizes (Arabic names, a brand and a category path) and a scarf. */
const tag = `imp${Date.now().toString(36)}`;
const goodRows = (): Row[] => [
  {
    Handle: `${tag}-dress`,
    Title: `Linen dress ${tag}`,
    'Title (ar)': `فستان كتان ${tag}`,
    'Body (HTML)': '<p>Light &amp; cool.</p><script>alert(1)</script><p>Hand wash.</p>',
    'Body (HTML) (ar)': '<p>خفيف</p>',
    Vendor: `Maison ${tag}`,
    'Vendor (ar)': `ميزون ${tag}`,
    Type: `Women ${tag} > Dresses`,
    'Type (ar)': `نساء ${tag} > فساتين`,
    Published: 'TRUE',
    'Option1 Name': 'Size',
    'Option1 Name (ar)': 'المقاس',
    'Option1 Value': 'S',
    'Option1 Value (ar)': 'صغير',
    'Variant SKU': `${tag}-DR-S`,
    'Variant Price': '12.5',
    'Variant Compare At Price': '15.000',
    'Variant Inventory Qty': '7',
    'Variant Barcode': '6291041500213',
    Status: 'active',
  },
  {
    Handle: `${tag}-dress`,
    'Option1 Value': 'M',
    'Option1 Value (ar)': 'وسط',
    'Variant SKU': `${tag}-DR-M`,
    'Variant Price': '13.250',
    'Variant Inventory Qty': '3',
  },
  {
    Handle: `${tag}-scarf`,
    Title: `Silk scarf ${tag}`,
    Vendor: `Maison ${tag}`,
    Published: 'FALSE',
    'Variant SKU': `${tag}-SC`,
    'Variant Price': '4.005',
    'Variant Inventory Qty': '0',
  },
];

const upload = (url: string, body: string | Buffer, headers: Record<string, string> = manager.headers) => {
  const form = multipart('products.csv', Buffer.isBuffer(body) ? body : Buffer.from(body));
  return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...headers, ...form.headers } });
};

async function waitForImport(id: number) {
  for (let tries = 0; tries < 600; tries++) {
    const response = await app.inject({ url: `/admin-api/product-imports/${id}`, headers: manager.headers });
    const body = response.json();
    if (body.state === 'completed' || body.state === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Import ${id} did not finish.`);
}

async function importFile(body: string) {
  const started = await upload('/admin-api/product-imports', body);
  expect(started.statusCode, started.body).toBe(202);
  return waitForImport(started.json().id as number);
}

const rowsOf = async <T = Record<string, unknown>>(on: typeof database, query: SQL) =>
  ((await on.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (table: string) =>
  Number((await rowsOf<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
const counts = async () => ({
  products: await count('products'),
  variations: await count('product_variations'),
  brands: await count('brands'),
  categories: await count('categories'),
  history: await count('stock_adjustments'),
  audit: await count('audit_entries'),
  images: await count('product_images'),
});

/** A local picture server for Image Src: a PNG, a page, a missing file, a slow answer. */
let pictures: Server;
let base = '';
beforeAll(async () => {
  pictures = createServer((request, response) => {
    if (request.url === '/dress.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (request.url === '/page.png') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    if (request.url === '/slow.png') {
      setTimeout(() => response.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 3000);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => pictures.close(resolve)));

describe('checking a file (dry run)', () => {
  it('reports every row error with its row, column and reason in the caller’s language, and writes nothing', async () => {
    const before = await counts();
    const rows = goodRows();
    rows[0]!['Variant Price'] = '12.5005';
    rows[1]!['Variant Inventory Qty'] = '-2';
    rows[2]!.Handle = 'Bad Handle';
    for (const language of ['en', 'ar'] as const) {
      const response = await upload('/admin-api/product-imports/check', csv(rows), {
        ...manager.headers,
        language,
      });
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json();
      expect(report).toMatchObject({ rows: 3, products: 2, variations: 3, errorCount: 3 });
      expect(
        report.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
      ).toEqual([
        [2, 'Variant Price', 'PRICE_DECIMALS'],
        [3, 'Variant Inventory Qty', 'STOCK_NEGATIVE'],
        [4, 'Handle', 'HANDLE_INVALID'],
      ]);
      expect(report.errors[0].message).toBe(
        language === 'en'
          ? 'A price in KD has at most three decimals (fils).'
          : 'للسعر بالدينار ثلاثة أرقام عشرية على الأكثر (فلس).',
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('finds a SKU that another product already carries', async () => {
    const rows = goodRows().slice(2);
    rows[0]!['Variant SKU'] = 'ABY-00001-S';
    const [existing] = await rowsOf<{ sku: string }>(
      database,
      sql`select sku from product_variations order by id limit 1`,
    );
    rows[0]!['Variant SKU'] = existing!.sku;
    const report = (await upload('/admin-api/product-imports/check', csv(rows))).json();
    expect(report.errors).toEqual([expect.objectContaining({ row: 2, code: 'SKU_OF_OTHER_PRODUCT' })]);
  });

  it('refuses bad files as a whole with a clear 4xx', async () => {
    const latin1 = Buffer.from(csv(goodRows()).replace('Linen', 'Lïnen'), 'latin1');
    const cases: [string | Buffer, number, string][] = [
      [latin1, 400, 'IMPORT_FILE_NOT_UTF8'],
      [
        csv(
          goodRows(),
          HEADER.filter((column) => column !== 'Variant Price'),
        ),
        400,
        'IMPORT_COLUMNS_MISSING',
      ],
      [`${HEADER.join(',')}\r\n"${tag}-x,Broken quote,,\r\n`, 400, 'IMPORT_FILE_MALFORMED'],
      [`${HEADER.join(',')}\r\n${tag}-x,Too few cells\r\n`, 400, 'IMPORT_FILE_MALFORMED'],
      ['', 400, 'IMPORT_FILE_EMPTY'],
      // Over PRODUCT_IMPORT_MAX_MB (0.05 MB here; 100 MB by default).
      [
        csv(
          Array.from({ length: 800 }, (_, n) => ({
            ...goodRows()[2]!,
            Handle: `${tag}-${n}`,
            'Variant SKU': `${tag}-${n}`,
          })),
        ),
        413,
        'FST_REQ_FILE_TOO_LARGE',
      ],
    ];
    for (const [body, status, code] of cases) {
      for (const url of ['/admin-api/product-imports/check', '/admin-api/product-imports']) {
        const response = await upload(url, body);
        expect(response.statusCode, `${code} ${url}: ${response.body}`).toBe(status);
        expect(response.json().code).toBe(code);
      }
    }
    const missing = await upload(
      '/admin-api/product-imports/check',
      csv(
        goodRows(),
        HEADER.filter((column) => column !== 'Variant Price'),
      ),
    );
    expect(missing.json().errors).toEqual([{ field: 'Variant Price', message: 'This column is required.' }]);
  });

  it('reads a file that starts with a UTF-8 byte order mark', async () => {
    const response = await upload(
      '/admin-api/product-imports/check',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv(goodRows()))]),
    );
    expect(response.json()).toMatchObject({ rows: 3, products: 2, errorCount: 0 });
  });
});

describe('importing', () => {
  it('refuses a file with any row error and writes nothing', async () => {
    const before = await counts();
    const rows = goodRows();
    rows[2]!['Variant Price'] = '4.0001';
    const response = await upload('/admin-api/product-imports', csv(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IMPORT_ROWS_INVALID',
      errors: [{ field: 'rows.4.Variant Price', message: 'A price in KD has at most three decimals (fils).' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('creates the products, variations, prices, stock (through the stock path), brand and categories in the background', async () => {
    const before = await counts();
    const done = await importFile(csv(goodRows()));
    expect(done).toMatchObject({
      state: 'completed',
      totalRows: 3,
      rowsDone: 3,
      errorCount: 0,
      summary: { productsCreated: 2, variationsCreated: 3, stockChanges: 2 },
    });
    const after = await counts();
    expect(after.products - before.products).toBe(2);
    expect(after.brands - before.brands).toBe(1);
    expect(after.categories - before.categories).toBe(2);
    expect(after.history - before.history).toBe(2);
    // One audit entry for the whole import, with its counts.
    expect(after.audit - before.audit).toBe(1);
    const rows = await rowsOf(
      database,
      sql`
      select p.slug, p.name_ar, p.description_en, p.price, p.compare_at_price, p.is_published, b.name_ar as brand_ar,
             v.sku, v.price_delta, v.active_qty, v.is_default, v.barcode,
             (select string_agg(c.name_en || '/' || c.name_ar, ',') from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id) as categories,
             (select string_agg(reason || ':' || delta, ',') from stock_adjustments s where s.variation_id = v.id) as history
      from products p join product_variations v on v.product_id = p.id left join brands b on b.id = p.brand_id
      where p.slug like ${`${tag}-%`} order by v.sku`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        slug: `${tag}-dress`,
        name_ar: `فستان كتان ${tag}`,
        description_en: 'Light & cool.\nHand wash.',
        price: 12_500,
        compare_at_price: 15_000,
        is_published: true,
        brand_ar: `ميزون ${tag}`,
        sku: `${tag}-DR-M`,
        price_delta: 750,
        active_qty: 3,
        is_default: false,
        categories: 'Dresses/فساتين',
        history: 'import:3',
      }),
      expect.objectContaining({
        sku: `${tag}-DR-S`,
        price_delta: 0,
        active_qty: 7,
        is_default: true,
        history: 'import:7',
      }),
      expect.objectContaining({ slug: `${tag}-scarf`, price: 4005, is_published: false, active_qty: 0, history: null }),
    ]);
    // On the storefront at once, in Arabic too.
    const [dress] = await rowsOf<{ id: number }>(database, sql`select id from products where slug = ${`${tag}-dress`}`);
    const storefront = await app.inject({ url: `/web-gw/products/${dress!.id}`, headers: { language: 'ar' } });
    expect(storefront.statusCode).toBe(200);
    expect(storefront.body).toContain(`فستان كتان ${tag}`);
  });

  it('changes nothing when the same file is imported again: no new rows, no audit or stock history', async () => {
    const before = await counts();
    const [{ updated }] = (await rowsOf<{ updated: string }>(
      database,
      sql`select max(updated_at)::text as updated from products where slug like ${`${tag}-%`}`,
    )) as [{ updated: string }];
    const done = await importFile(csv(goodRows()));
    expect(done.summary).toMatchObject({
      productsCreated: 0,
      productsUpdated: 0,
      productsUnchanged: 2,
      stockChanges: 0,
    });
    expect(await counts()).toEqual(before);
    const [again] = await rowsOf<{ updated: string }>(
      database,
      sql`select max(updated_at)::text as updated from products where slug like ${`${tag}-%`}`,
    );
    expect(again!.updated).toBe(updated);
  });

  it('applies a changed price and stock, moving stock through the stock path with reason import', async () => {
    const rows = goodRows();
    rows[0]!['Variant Price'] = '11.000';
    rows[1]!['Variant Inventory Qty'] = '10';
    const done = await importFile(csv(rows));
    expect(done.summary).toMatchObject({ productsUpdated: 1, productsUnchanged: 1, stockChanges: 1 });
    const variations = await rowsOf(
      database,
      sql`
      select v.sku, p.price + v.price_delta as price, v.active_qty from product_variations v join products p on p.id = v.product_id
      where p.slug = ${`${tag}-dress`} order by v.sku`,
    );
    expect(variations).toEqual([
      { sku: `${tag}-DR-M`, price: 13_250, active_qty: 10 },
      { sku: `${tag}-DR-S`, price: 11_000, active_qty: 7 },
    ]);
  });

  it('fetches pictures in the job; a failed fetch is a row error and the product is imported without it', async () => {
    const rows: Row[] = [
      {
        ...goodRows()[2]!,
        Handle: `${tag}-pics`,
        'Variant SKU': `${tag}-PICS`,
        'Image Src': `${base}/dress.png`,
        'Image Alt Text': 'Front',
      },
      { Handle: `${tag}-pics`, 'Image Src': `${base}/page.png` },
      { Handle: `${tag}-pics`, 'Image Src': `${base}/missing.png` },
      { Handle: `${tag}-pics`, 'Image Src': `${base}/slow.png` },
    ];
    const done = await importFile(csv(rows));
    expect(done.state).toBe('completed');
    expect(done.errors.map((e: { row: number; code: string; message: string }) => [e.row, e.code, e.message])).toEqual([
      [3, 'IMAGE_FETCH_FAILED', 'The picture could not be fetched: not an image. The product was imported without it.'],
      [4, 'IMAGE_FETCH_FAILED', 'The picture could not be fetched: HTTP 404. The product was imported without it.'],
      [5, 'IMAGE_FETCH_FAILED', 'The picture could not be fetched: timed out. The product was imported without it.'],
    ]);
    const images = await rowsOf(
      database,
      sql`
      select i.path, i.alt_en, p.picture_path from product_images i join products p on p.id = i.product_id where p.slug = ${`${tag}-pics`}`,
    );
    expect(images).toEqual([
      {
        path: expect.stringMatching(/^\/api\/download\/uploads\/catalogue\/.+\.png$/),
        alt_en: 'Front',
        picture_path: images[0]!.path,
      },
    ]);
    const picture = await app.inject({ url: images[0]!.path as string });
    expect(picture.statusCode).toBe(200);
  });

  it('refuses a second import while one is under way (409), and lists both in the history', async () => {
    const slow: Row[] = [
      { ...goodRows()[2]!, Handle: `${tag}-slow`, 'Variant SKU': `${tag}-SLOW`, 'Image Src': `${base}/slow.png` },
    ];
    const first = await upload('/admin-api/product-imports', csv(slow));
    expect(first.statusCode).toBe(202);
    const second = await upload('/admin-api/product-imports', csv(goodRows()));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('IMPORT_IN_PROGRESS');
    // Two at once: exactly one is queued.
    await waitForImport(first.json().id);
    const racing = await Promise.all([
      upload('/admin-api/product-imports', csv(goodRows())),
      upload('/admin-api/product-imports', csv(goodRows())),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([202, 409]);
    await waitForImport(racing.find((response) => response.statusCode === 202)!.json().id);
    const history = (await app.inject({ url: '/admin-api/product-imports', headers: manager.headers })).json();
    expect(history.items[0]).toMatchObject({
      state: 'completed',
      staffName: expect.any(String),
      fileName: 'products.csv',
    });
  });
});

describe('exporting', () => {
  it('exports the filtered list as the import’s CSV, and importing it into an empty shop reproduces the catalogue', async () => {
    // An empty shop: a fresh copy of the database with its catalogue removed.
    const { app: target, database: targetDb } = await buildTestApp();
    await targetDb.db.execute(sql`truncate products, brands, categories, attributes cascade`);
    const [brand] = await rowsOf<{ id: number }>(
      database,
      sql`select id from brands where name_en = ${`Maison ${tag}`}`,
    );
    const exported = await app.inject({
      url: `/admin-api/product-export?brandId=${brand!.id}`,
      headers: manager.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = exported.body;
    expect(text.split('\r\n')[0]).toContain('Variant Inventory Qty');
    const owner = await signInAsStaff(target, 'owner');
    // Pictures of the first shop are not in the second's storage: left out of this comparison.
    const withoutPictures = text.replace(/http:\/\/[^,]*\/api\/download\/[^,]*,1,Front,,/g, ',,,,');
    const form = multipart('export.csv', Buffer.from(withoutPictures));
    const started = await target.inject({
      method: 'POST',
      url: '/admin-api/product-imports',
      payload: form.payload,
      headers: { ...owner.headers, ...form.headers },
    });
    expect(started.statusCode, started.body).toBe(202);
    for (let tries = 0; tries < 300; tries++) {
      const state = (
        await target.inject({ url: `/admin-api/product-imports/${started.json().id}`, headers: owner.headers })
      ).json();
      if (state.state === 'completed') break;
      expect(state.state).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const again = await target.inject({ url: '/admin-api/product-export', headers: owner.headers });
    expect(again.body).toBe(withoutPictures);
  });
});
