import { eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { products } from '../catalogue/catalogue.schema.ts';
import { createCatalogueRepository } from '../catalogue/index.ts';
import { staticPages } from '../content/content.schema.ts';

const PUBLIC_URL = 'https://shop.example';
const { app, database } = await buildTestApp({ PUBLIC_URL });
const { db } = database;
const s3 = await startS3Server();
const onS3 = await buildTestApp({ PUBLIC_URL, ...s3.env });

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': Array<{ '@_hreflang': string; '@_href': string }>;
}

/** A sitemap fetched and checked to be well-formed XML of the sitemaps.org namespace. */
async function fetchXml(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(response.body), url).toBe(true);
  return parser.parse(response.body);
}

async function fetchUrlSet(url: string): Promise<SitemapUrl[]> {
  const xml = await fetchXml(url);
  expect(xml.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return xml.urlset.url ?? [];
}

async function publishedProductCount(): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.isPublished, true));
  return row!.count;
}

/** The shown categories whose page lists at least one product, asked through the catalogue API. */
async function nonEmptyCategorySlugs(): Promise<string[]> {
  const categories: Array<{ categoryId: number; slug: string }> = (
    await app.inject('/web-gw/categories/published/lookup')
  ).json();
  const counted = await Promise.all(
    categories.map(async (category) => ({
      slug: category.slug,
      count: (await app.inject(`/api/categories/${category.categoryId}/products-count`)).json().count as number,
    })),
  );
  return counted.filter((category) => category.count > 0).map((category) => category.slug);
}

describe('robots.txt', () => {
  it('lets crawlers into the catalogue and its pictures, keeps them out of private pages and the API, and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of ['/cart', '/checkout', '/account/', '/wishlist', '/admin', '/api/', '/web-gw/', '/query/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /api/download/');
    expect(lines).toContain('Allow: /api/images/png/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const indexed of ['/products/', '/categories/', '/search/', '/pages/'])
      expect(lines.filter((line) => line.startsWith('Disallow:') && indexed.startsWith(line.slice(10)))).toEqual([]);
  });
});

describe('sitemaps', () => {
  it('index every language’s pages, categories and products files, each of which answers', async () => {
    const index = await fetchXml('/sitemap.xml');
    const locs: string[] = index.sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(locs).toEqual(
      ['en', 'ar'].flatMap((langId) =>
        ['pages', 'categories', 'products-1'].map((name) => `${PUBLIC_URL}/sitemaps/${langId}/${name}.xml`),
      ),
    );
    for (const loc of locs) await fetchXml(loc.slice(PUBLIC_URL.length));
  });

  it('list every published product and every non-empty category once per language, with their alternates', async () => {
    const [productCount, categorySlugs] = await Promise.all([publishedProductCount(), nonEmptyCategorySlugs()]);
    expect(productCount).toBeGreaterThan(0);
    // English, the shop's default language, lives at the plain address; Arabic names itself.
    const suffix = { en: '', ar: '?lang=ar' };
    for (const langId of ['en', 'ar'] as const) {
      const productUrls = await fetchUrlSet(`/sitemaps/${langId}/products-1.xml`);
      expect(productUrls).toHaveLength(productCount);
      expect(new Set(productUrls.map((url) => url.loc)).size).toBe(productCount);
      const categoryUrls = await fetchUrlSet(`/sitemaps/${langId}/categories.xml`);
      expect(categoryUrls.map((url) => url.loc).sort()).toEqual(
        categorySlugs.map((slug) => `${PUBLIC_URL}/categories/${slug}${suffix[langId]}`).sort(),
      );
      for (const url of [...productUrls, ...categoryUrls]) {
        expect(url.loc.endsWith(suffix[langId])).toBe(true);
        expect(url.loc.includes('?lang=')).toBe(langId !== 'en');
        const neutral = url.loc.replace(suffix.ar, '');
        expect(url['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
          ['en', neutral],
          ['ar', `${neutral}?lang=ar`],
          ['x-default', neutral],
        ]);
        expect(Number.isNaN(Date.parse(url.lastmod ?? ''))).toBe(false);
      }
    }
  });

  it('list the home, contact and static pages', async () => {
    const locs = (await fetchUrlSet('/sitemaps/ar/pages.xml')).map((url) => url.loc);
    expect(locs).toContain(`${PUBLIC_URL}/?lang=ar`);
    expect(locs).toContain(`${PUBLIC_URL}/contact?lang=ar`);
    const [page] = await db.select({ slug: staticPages.slug }).from(staticPages).orderBy(staticPages.id).limit(1);
    expect(locs).toContain(`${PUBLIC_URL}/pages/${page!.slug}?lang=ar`);
  });

  it('follow the catalogue: an unpublished product leaves, a changed one shows its new lastmod', async () => {
    const [first, second] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
    const changedAt = new Date('2026-11-20T08:00:00.000Z');
    await db.update(products).set({ isPublished: false }).where(eq(products.id, first!.id));
    await db.update(products).set({ updatedAt: changedAt }).where(eq(products.id, second!.id));
    try {
      const urls = await fetchUrlSet('/sitemaps/en/products-1.xml');
      expect(urls.map((url) => url.loc)).not.toContain(`${PUBLIC_URL}/products/${first!.id}`);
      expect(urls.find((url) => url.loc === `${PUBLIC_URL}/products/${second!.id}`)?.lastmod).toBe(
        changedAt.toISOString(),
      );
      expect(urls).toHaveLength(await publishedProductCount());
    } finally {
      await db.update(products).set({ isPublished: true }).where(eq(products.id, first!.id));
    }
  });

  it('page products by id, skipping unpublished ones', async () => {
    const published = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPublished, true))
      .orderBy(products.id);
    const page = await createCatalogueRepository(db).listPublishedProductChanges(10, 5);
    expect(page.map((row) => row.id)).toEqual(published.slice(10, 15).map((row) => row.id));
    expect(await createCatalogueRepository(db).listPublishedProductChanges(published.length, 5)).toEqual([]);
  });

  it('answer 404 in the SPEC §8 shape for a language or a file that does not exist', async () => {
    for (const url of ['/sitemaps/fr/pages.xml', '/sitemaps/en/products-2.xml', '/sitemaps/en/nope.xml']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(ApiErrorSchema.parse(response.json()).code).toBe('SITEMAP_NOT_FOUND');
    }
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('raster pictures for link previews and home screens', () => {
  it('renders a stored SVG as a 1200 px PNG, once: the second answer is the kept rendition', async () => {
    const [product] = await db.select({ picturePath: products.picturePath }).from(products).limit(1);
    const url = product!.picturePath!.replace('/api/download/', '/api/images/png/');
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(pngSize(first.rawPayload).width).toBe(1200);
    const second = await app.inject(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('redirects a raster picture to itself and refuses missing, unsafe or non-SVG sources with 4xx', async () => {
    const raster = await app.inject('/api/images/png/uploads/picture.png');
    expect(raster.statusCode).toBe(301);
    expect(raster.headers.location).toBe('/api/download/uploads/picture.png');
    expect((await app.inject('/api/images/png/products/nope.svg')).statusCode).toBe(404);
    expect((await app.inject('/api/images/png/products/..%2F..%2Fjwt-secret.svg')).statusCode).toBe(400);
  });

  it('serves the theme icon as /favicon.ico (16, 32 and 48 px PNGs) and as a 180 px apple-touch-icon', async () => {
    const ico = await app.inject('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const body = ico.rawPayload;
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((entry) => {
      const at = 6 + 16 * entry;
      const png = body.subarray(body.readUInt32LE(at + 12), body.readUInt32LE(at + 12) + body.readUInt32LE(at + 8));
      return [body.readUInt8(at), pngSize(png).width];
    });
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
    const touch = await app.inject('/apple-touch-icon.png');
    expect(touch.statusCode).toBe(200);
    expect(pngSize(touch.rawPayload)).toEqual({ width: 180, height: 180 });
  });

  it('describes the installable shop in a web app manifest per language, with 192 and 512 px icons', async () => {
    const english = await app.inject('/manifest.webmanifest');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(english.json()).toMatchObject({
      name: 'Souq Al Khaleej | Online shopping in Kuwait',
      short_name: 'Souq Al Khaleej',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const arabic = (await app.inject('/manifest.webmanifest?lang=ar')).json();
    expect(arabic).toMatchObject({ short_name: 'سوق الخليج', lang: 'ar', dir: 'rtl', start_url: '/?lang=ar' });
    for (const icon of english.json<{ icons: { src: string; sizes: string; type: string }[] }>().icons) {
      const response = await app.inject(icon.src);
      expect(response.headers['content-type']).toBe(icon.type);
      const { width, height } = pngSize(response.rawPayload);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect((await app.inject('/app-icon-64.png')).statusCode).toBe(400);
  });
});

describe('raster pictures with the files in an S3-compatible bucket', () => {
  it('renders an SVG from the bucket and keeps the rendition in the bucket, for every process of the shop', async () => {
    await onS3.storage.put(
      'banners/s3-banner.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#c00"/></svg>',
    );
    const first = await onS3.app.inject('/api/images/png/banners/s3-banner.svg');
    expect(first.statusCode).toBe(200);
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 600 });
    const kept = await s3.listKeys('renditions/png/1200/');
    expect(kept).toHaveLength(1);
    const stored = await onS3.storage.open(kept[0]!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(first.rawPayload)).toBe(true);
  });
});
