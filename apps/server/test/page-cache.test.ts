/**
 * Kept pages (ADR 027): a public catalogue page rendered for one anonymous shopper is sent again
 * to the next one of the same address and language, with a fresh CSP nonce, until the catalogue
 * changes. A page sent again says how long ago it was rendered (`Age`), as HTTP caches do.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/modules/catalogue/catalogue.schema.ts';
import { buildTestApp } from './helper.ts';

const { app, database } = await buildTestApp({}, { withStorefront: true });
const { db } = database;

const [product] = await db
  .select({ id: products.id, name: products.nameEn })
  .from(products)
  .where(eq(products.isPublished, true))
  .orderBy(products.id)
  .limit(1);
const productPage = `/products/${product!.id}`;

/** A page view, and whether it was rendered for it (or sent again as kept). */
async function view(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  return { response, html: response.body, rendered: response.headers.age === undefined };
}

const scriptNonces = (html: string) => new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]));
const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const direction = (html: string) => /<html[^>]*\bdir="([^"]+)"/.exec(html)?.[1];

describe('kept pages', () => {
  it('sends a product page rendered once to the next anonymous shopper, with its own CSP nonce', async () => {
    const first = await view(productPage);
    const second = await view(productPage);
    expect(first.response.statusCode).toBe(200);
    expect(first.rendered).toBe(true);
    expect(second.rendered).toBe(false);
    expect(second.response.statusCode).toBe(200);
    expect(second.response.headers['x-shared-page']).toBeUndefined();

    for (const { html, response } of [first, second]) {
      const nonce = cspNonce(response.headers['content-security-policy'] as string);
      expect(scriptNonces(html)).toEqual(new Set([nonce]));
    }
    expect(cspNonce(second.response.headers['content-security-policy'] as string)).not.toBe(
      cspNonce(first.response.headers['content-security-policy'] as string),
    );
    // The same page, nonce aside.
    const withoutNonce = (html: string, csp: unknown) => html.replaceAll(cspNonce(csp as string)!, '');
    expect(withoutNonce(second.html, second.response.headers['content-security-policy'])).toBe(
      withoutNonce(first.html, first.response.headers['content-security-policy']),
    );
  });

  it('keeps each language apart: by address, by the stored choice, and by Accept-Language', async () => {
    expect(direction((await view(productPage)).html)).toBe('ltr');
    const byAddress = await view(`${productPage}?lang=ar`);
    const byCookie = await view(productPage, { cookie: 'theme=x; language=ar' });
    const byHeader = await view(productPage, { 'accept-language': 'ar-KW,ar;q=0.9' });
    for (const arabic of [byAddress, byCookie, byHeader]) {
      expect(arabic.rendered).toBe(true);
      expect(direction(arabic.html)).toBe('rtl');
    }
    // Other cookies do not matter: the stored language does.
    const again = await view(productPage, { cookie: 'language=ar; other=1' });
    expect(again.rendered).toBe(false);
    expect(direction(again.html)).toBe('rtl');
    expect(direction((await view(productPage, { cookie: 'language=en' })).html)).toBe('ltr');
  });

  it('shows a catalogue change as soon as its commit notice arrives', async () => {
    // Made straight in the database, as another process or a script would make it.
    const rename = (nameEn: string) => db.update(products).set({ nameEn }).where(eq(products.id, product!.id));
    const soon = { timeout: 5_000, interval: 50 };
    await view(productPage);
    await rename('Renamed for the page cache');
    try {
      await expect.poll(async () => (await view(productPage)).html, soon).toContain('Renamed for the page cache');
    } finally {
      await rename(product!.name);
    }
    // The later tests start once this change's notice has been heard.
    await expect.poll(async () => (await view(productPage)).html, soon).not.toContain('Renamed for the page cache');
  });

  it('renders every time what is not a shared page: a cart, a missing product, a caller with credentials', async () => {
    for (const url of ['/cart', '/products/999999999']) {
      await view(url);
      expect((await view(url)).rendered).toBe(true);
    }
    const guest = await app.inject({ method: 'POST', url: '/api/users/customers/guest' });
    const authorization = `Bearer ${guest.json<{ accessToken: string }>().accessToken}`;
    await view('/');
    const withCredentials = await view('/', { authorization });
    expect(withCredentials.response.statusCode).toBe(200);
    expect(withCredentials.rendered).toBe(true);
    expect((await view('/')).rendered).toBe(false);
  });
});
