import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferScripts, scriptsAfterFirstPaint } from './scripts-after-first-paint.server.ts';

// What React Router's <Scripts /> writes, as React streams it with the page's nonce (every route in
// the manifest file: `routeDiscovery: { mode: 'initial' }`).
const head =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>عطر العود</title>' +
  '<link rel="modulepreload" href="/assets/manifest-E5.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/framework-B2.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/product-C3.js" nonce="n0nce"/>' +
  '<link rel="preload" as="image" href="/api/download/products/oud.svg"/></head>';
const body =
  '<body><main><h1>عطر العود</h1></main>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import "/assets/manifest-E5.js";\n' +
  'import * as route0 from "/assets/root-D4.js";\n' +
  'import * as route1 from "/assets/product-C3.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};\n' +
  '\nimport("/assets/entry.client-A1.js");</script>' +
  // What React streams after the shell (a suspended part), in Arabic.
  '<div hidden id="S:0"><p>توصيل خلال يومين</p></div></body></html>';
const page = head + body;

describe('scripts after the first paint', () => {
  it('moves the preloads and imports into the module script, behind the first frame', () => {
    const deferred = deferScripts(page)!;
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toMatch(/import \* as|import "/);
    expect(deferred).toContain('<link rel="preload" as="image" href="/api/download/products/oud.svg"/>');
    expect(deferred).toContain('<main><h1>عطر العود</h1></main>');
    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)![1]!;
    const steps = [
      'requestAnimationFrame',
      'modulepreload',
      'import("/assets/root-D4.js")',
      'import("/assets/entry.client-A1.js")',
    ];
    const positions = steps.map((step) => script.indexOf(step));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(script).toContain(
      '["/assets/manifest-E5.js","/assets/entry.client-A1.js","/assets/framework-B2.js","/assets/product-C3.js"]',
    );
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-E5.js"), import("/assets/root-D4.js"), import("/assets/product-C3.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};');
  });

  it('leaves a document without React Router’s module script alone', () => {
    expect(deferScripts(head + '<body><p>Offline</p></body></html>')).toBeNull();
  });

  it('gives the same document however the stream is cut, through Arabic letters too', async () => {
    const bytes = Buffer.from(page);
    // Every cut from 1 to 40 bytes: some fall inside an Arabic letter right after the module script.
    for (const size of [...Array.from({ length: 40 }, (_, index) => index + 1), 2048]) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
        bytes.subarray(index * size, (index + 1) * size),
      );
      expect(await text(Readable.from(chunks).pipe(scriptsAfterFirstPaint())), `${size}-byte chunks`).toBe(
        deferScripts(page),
      );
    }
    const plain = head + '<body><p>Offline</p></body></html>';
    expect(await text(Readable.from([Buffer.from(plain)]).pipe(scriptsAfterFirstPaint()))).toBe(plain);
  });
});
