import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keepPage } from './kept-page.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const response = { status: 200, headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][] };

describe('a kept page', () => {
  it('drops every nonce and allows each inline script that carried it by the hash of its UTF-8 bytes', async () => {
    const data = 'window.__ctx = {"name":"عطر العود"};';
    const module = 'import("/assets/entry.client.js");';
    const html =
      '<!DOCTYPE html><html dir="rtl"><head><link rel="modulepreload" href="/a.js" nonce="n0nce"/></head>' +
      `<body><h1>عطر العود</h1><script nonce="n0nce">${data}</script>` +
      `<script nonce="n0nce" type="module" async="">${module}</script>` +
      '<script nonce="n0nce"></script><script type="application/ld+json">{"@type":"Product"}</script></body></html>';
    const kept = keepPage(Buffer.from(html), 'n0nce', response);
    expect((await kept.body('identity')).toString()).toBe(html.replaceAll(' nonce="n0nce"', ''));
    // The link's nonce is dropped but allows nothing; an empty script needs no hash.
    expect(kept.scriptSha256s).toEqual([sha256(data), sha256(module)]);
  });

  it('is the same page in every encoding', async () => {
    const html = '<html><body><p>توصيل خلال يومين</p><script nonce="abc">let a = 1;</script></body></html>';
    const kept = keepPage(Buffer.from(html), 'abc', response);
    const expected = html.replace(' nonce="abc"', '');
    expect(brotliDecompressSync(await kept.body('br')).toString()).toBe(expected);
    expect(gunzipSync(await kept.body('gzip')).toString()).toBe(expected);
    expect(kept.headers).toContainEqual(['vary', 'Accept-Encoding']);
  });
});
