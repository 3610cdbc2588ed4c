/**
 * What a search engine's crawler gets from the server-rendered storefront: no cookie, no
 * Accept-Language, only addresses. Pages are rendered in-process by the built storefront.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products, productVariations } from '../src/modules/catalogue/catalogue.schema.ts';
import { staticPages } from '../src/modules/content/content.schema.ts';
import { buildTestApp } from './helper.ts';

const { app, database } = await buildTestApp({}, { withStorefront: true });
const { db } = database;

const ORIGIN = 'http://shop.example';

/** A page as a crawler fetches it: nothing but the address. */
async function crawl(url: string) {
  const response = await app.inject({ url, headers: { host: 'shop.example' } });
  return { status: response.statusCode, html: response.body };
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
const tagsOf = (html: string, pattern: RegExp) => html.match(pattern) ?? [];
const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"[^>]*\bdir="([^"]+)"/.exec(html)?.slice(1);
const unescapeHtml = (text: string) => text.replaceAll('&amp;', '&');

function alternatesOf(html: string): Array<[string, string]> {
  return tagsOf(html, /<link rel="alternate"[^>]*>/g).map((tag) => [
    attribute(tag, 'hrefLang') ?? attribute(tag, 'hreflang')!,
    unescapeHtml(attribute(tag, 'href')!),
  ]);
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const [product] = await db
  .select({ id: products.id })
  .from(products)
  .where(eq(products.isPublished, true))
  .orderBy(products.id)
  .limit(1);
const [staticPage] = await db.select({ slug: staticPages.slug }).from(staticPages).limit(1);
const publicPages = [
  '/',
  '/categories/fashion',
  `/products/${product!.id}`,
  `/pages/${staticPage!.slug}`,
  '/contact',
  '/search/filterSearch?keyword=abaya',
];

describe('language-addressable pages', () => {
  it.each(publicPages)('%s serves Arabic, right to left, with ?lang=ar and no cookie or header', async (path) => {
    const url = `${path}${path.includes('?') ? '&' : '?'}lang=ar`;
    const { status, html } = await crawl(url);
    expect(status).toBe(200);
    expect(htmlLang(html)).toEqual(['ar', 'rtl']);
    expect(html).toMatch(/<title>[^<]*سوق الخليج[^<]*<\/title>/);
    const english = await crawl(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
    expect(htmlLang(english.html)).toEqual(['en', 'ltr']);
  });

  it('lets the address win over a stored cookie, and ignores a language the shop does not have', async () => {
    const response = await app.inject({ url: '/?lang=en', headers: { cookie: 'language=ar' } });
    expect(htmlLang(response.body)).toEqual(['en', 'ltr']);
    const unknown = await app.inject({ url: '/?lang=fr', headers: { cookie: 'language=ar' } });
    expect(htmlLang(unknown.body)).toEqual(['ar', 'rtl']);
  });
});

describe('hreflang alternates and canonical URLs', () => {
  it.each(publicPages.filter((path) => !path.startsWith('/search')))(
    '%s links its English, Arabic and x-default versions, each answering 200 in its language',
    async (path) => {
      const { html } = await crawl(`${path}?lang=ar`);
      const alternates = alternatesOf(html);
      expect(alternates.map(([hreflang]) => hreflang)).toEqual(['en', 'ar', 'x-default']);
      const canonical = tagsOf(html, /<link rel="canonical"[^>]*>/g).map((tag) =>
        unescapeHtml(attribute(tag, 'href')!),
      );
      expect(canonical).toEqual([alternates[1]![1]]);
      expect(html).toContain('<meta property="og:locale" content="ar_KW"/>');
      expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
      for (const [hreflang, href] of alternates) {
        expect(href.startsWith(`${ORIGIN}/`), href).toBe(true);
        const version = await crawl(href.slice(ORIGIN.length));
        expect(version.status, href).toBe(200);
        expect(htmlLang(version.html)![0]).toBe(hreflang === 'x-default' ? 'en' : hreflang);
      }
      // The default language lives at the plain address, which is also x-default.
      expect(alternates[0]![1]).toBe(`${ORIGIN}${path}`);
      expect(alternates[2]![1]).toBe(`${ORIGIN}${path}`);
    },
  );

  it('makes the plain address canonical for the default language, also when reached by ?lang=en', async () => {
    const path = `/products/${product!.id}`;
    for (const url of [path, `${path}?lang=en`]) {
      const canonical = tagsOf((await crawl(url)).html, /<link rel="canonical"[^>]*>/g).map((tag) =>
        unescapeHtml(attribute(tag, 'href')!),
      );
      expect(canonical).toEqual([`${ORIGIN}${path}`]);
    }
  });
});

describe('what engines should not list', () => {
  it('marks search result pages noindex, follow', async () => {
    for (const path of ['/search/filterSearch?keyword=abaya', '/search/filterSearch']) {
      const { status, html } = await crawl(path);
      expect(status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    }
    expect((await crawl(`/products/${product!.id}`)).html).not.toContain('name="robots"');
  });

  it('answers 404 for an unpublished product and for a category with nothing in it', async () => {
    await db.update(products).set({ isPublished: false }).where(eq(products.id, product!.id));
    try {
      // A kept page goes as soon as the change's commit notice arrives (ADR 027): on PostgreSQL, a moment later.
      await expect
        .poll(async () => (await crawl(`/products/${product!.id}`)).status, { timeout: 5_000, interval: 50 })
        .toBe(404);
    } finally {
      await db.update(products).set({ isPublished: true }).where(eq(products.id, product!.id));
    }
    await db.insert(categories).values({ slug: 'empty-shelf', nameEn: 'Empty shelf', nameAr: 'رف فارغ' });
    expect((await crawl('/categories/empty-shelf')).status).toBe(404);
    expect((await crawl('/categories/fashion')).status).toBe(200);
  });
});

describe('structured data and sharing', () => {
  it('describes the shop (Organization) and its search box (WebSite SearchAction) on the home page', async () => {
    const data = jsonLdOf((await crawl('/?lang=ar')).html);
    const organization = data.find((item) => item['@type'] === 'Organization')!;
    expect(organization.url).toBe(`${ORIGIN}/?lang=ar`);
    expect(organization.logo).toBe(`${ORIGIN}/api/images/png/brand/logo.svg`);
    const website = data.find((item) => item['@type'] === 'WebSite') as {
      inLanguage: string;
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(website.inLanguage).toBe('ar');
    expect(website.potentialAction.target.urlTemplate).toBe(
      `${ORIGIN}/search/filterSearch?keyword={search_term_string}&lang=ar`,
    );
  });

  it('gives a product one offer per variation with a three-decimal KWD price, and breadcrumbs', async () => {
    const variations = await db
      .select({ sku: productVariations.sku, activeQty: productVariations.activeQty })
      .from(productVariations)
      .where(eq(productVariations.productId, product!.id));
    const data = jsonLdOf((await crawl(`/products/${product!.id}?lang=ar`)).html);
    const item = data.find((entry) => entry['@type'] === 'Product') as {
      offers: Array<{ sku: string; price: string; priceCurrency: string; availability: string }>;
    };
    expect(item.offers.map((offer) => offer.sku).sort()).toEqual(variations.map((variation) => variation.sku).sort());
    for (const offer of item.offers) {
      expect(offer.priceCurrency).toBe('KWD');
      expect(offer.price).toMatch(/^\d+\.\d{3}$/);
      const stock = variations.find((variation) => variation.sku === offer.sku)!.activeQty;
      expect(offer.availability).toBe(`https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`);
    }
    const breadcrumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ position: number; item: string }>;
    };
    expect(breadcrumbs.itemListElement.at(-1)!.item).toBe(`${ORIGIN}/products/${product!.id}?lang=ar`);
    expect(breadcrumbs.itemListElement.map((step) => step.position)).toEqual(
      breadcrumbs.itemListElement.map((_, index) => index + 1),
    );
    const category = jsonLdOf((await crawl('/categories/fashion')).html);
    expect(category.map((entry) => entry['@type'])).toEqual(['BreadcrumbList']);
  });

  it('shares raster pictures: og:image and twitter:image answer image/png', async () => {
    // The contact page has no picture of its own: the logo stands in.
    for (const path of ['/', `/products/${product!.id}`, '/contact']) {
      const { html } = await crawl(path);
      const og = attribute(tagsOf(html, /<meta property="og:image"[^>]*>/g)[0] ?? '', 'content');
      const twitter = attribute(tagsOf(html, /<meta name="twitter:image"[^>]*>/g)[0] ?? '', 'content');
      expect(og, path).toBe(twitter);
      expect(og!.startsWith(`${ORIGIN}/api/images/png/`), og!).toBe(true);
      const image = await app.inject(og!.slice(ORIGIN.length));
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });

  it('links the favicon and the touch icon, which answer', async () => {
    const { html } = await crawl('/');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect((await app.inject('/favicon.ico')).statusCode).toBe(200);
    expect((await app.inject('/apple-touch-icon.png')).statusCode).toBe(200);
  });
});
