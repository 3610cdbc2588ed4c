/**
 * Kept pages (ADRs 027 and 046): a public catalogue page rendered for one anonymous shopper is
 * sent again to the next one of the same address and language as the same bytes, compressed once,
 * its inline scripts allowed by hash, until the catalogue changes. A page sent again says how long
 * ago it was rendered (`Age`), as HTTP caches do.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/modules/catalogue/catalogue.schema.ts';
import { buildTestApp } from './helper.ts';

const { app, database } = await buildTestApp({}, { withStorefront: true });
const { db } = database;

const [product, another] = await db
  .select({ id: products.id, name: products.nameEn })
  .from(products)
  .where(eq(products.isPublished, true))
  .orderBy(products.id)
  .limit(2);
const productPage = `/products/${product!.id}`;

/** A page view, and whether it was rendered for it (or sent again as kept). */
async function view(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  return { response, html: response.body, rendered: response.headers.age === undefined };
}

const scriptNonces = (html: string) => new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]));
const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const cspHashes = (csp: string | undefined) => [...(csp ?? '').matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
/** What a browser runs of a page: its inline scripts, not its JSON-LD data blocks. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const direction = (html: string) => /<html[^>]*\bdir="([^"]+)"/.exec(html)?.[1];

describe('kept pages', () => {
  it.each([
    ['English', productPage],
    // Arabic names and texts ride in the inline scripts' data: the hash is of their UTF-8 bytes.
    // Another product: the language test below needs this one's Arabic page not rendered yet.
    ['Arabic', `/products/${another!.id}?lang=ar`],
  ])(
    'sends a product page in %s rendered once to the next anonymous shopper as the same bytes, its scripts allowed by hash',
    async (_language, url) => {
      const first = await view(url);
      const second = await view(url);
      expect(first.response.statusCode).toBe(200);
      expect(first.rendered).toBe(true);
      expect(second.rendered).toBe(false);
      expect(second.response.statusCode).toBe(200);
      expect(second.response.headers['x-shared-page']).toBeUndefined();
      expect(second.html).toBe(first.html);

      for (const { html, response } of [first, second]) {
        const csp = response.headers['content-security-policy'] as string;
        // A nonce everyone is sent would allow nothing a nonce should: there is none.
        expect(cspNonce(csp)).toBeUndefined();
        expect(scriptNonces(html).size).toBe(0);
        const scripts = inlineScripts(html);
        expect(scripts.length).toBeGreaterThan(0);
        expect(new Set(cspHashes(csp))).toEqual(new Set(scripts.map(sha256)));
      }
    },
  );

  it('sends a kept page in the encoding the browser accepts, compressed once', async () => {
    const plain = await view(productPage);
    const brotli = await view(productPage, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await view(productPage, { 'accept-encoding': 'gzip' });
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(brotli.response.headers['content-encoding']).toBe('br');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.response.rawPayload).toString()).toBe(plain.html);
    expect(gunzipSync(gzip.response.rawPayload).toString()).toBe(plain.html);
    for (const { response } of [plain, brotli, gzip]) {
      expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
    // A HEAD is answered from the same page: its headers, no body.
    const head = await app.inject({ method: 'HEAD', url: productPage });
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['content-length']).toBe(plain.response.headers['content-length']);
    expect(head.body).toBe('');
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

  it('sends a page that is not shared to two shoppers asking at once, each with their own nonce, its Arabic intact', async () => {
    // Both wait for one render; the second gets it with its own response's nonce put in.
    const url = '/products/999999998?lang=ar';
    const [first, second] = await Promise.all([view(url), view(url)]);
    const nonces = [first, second].map(({ response }) =>
      cspNonce(response.headers['content-security-policy'] as string),
    );
    expect(nonces[0]).toBeDefined();
    expect(nonces[1]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(scriptNonces(first.html)).toEqual(new Set([nonces[0]]));
    expect(scriptNonces(second.html)).toEqual(new Set([nonces[1]]));
    expect(direction(second.html)).toBe('rtl');
    expect(second.html.replaceAll(nonces[1]!, nonces[0]!)).toBe(first.html);
  });

  it('renders every time what is not a shared page: a cart, a missing product, a caller with credentials', async () => {
    for (const url of ['/cart', '/products/999999999']) {
      await view(url);
      const again = await view(url);
      expect(again.rendered).toBe(true);
      // Rendered for this request alone: its scripts carry this response's nonce.
      const nonce = cspNonce(again.response.headers['content-security-policy'] as string);
      expect(nonce).toBeDefined();
      expect(scriptNonces(again.html)).toEqual(new Set([nonce]));
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
