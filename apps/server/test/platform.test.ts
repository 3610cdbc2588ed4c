import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@storefront/contracts';
import { buildTestApp } from './helper.ts';

const { app } = await buildTestApp({ BODY_LIMIT: '2048' });

describe('errors are JSON in the SPEC §8 shape', () => {
  it('answers an unknown API path with 404 JSON, whatever the prefix', async () => {
    for (const url of ['/api/nope', '/web-gw/nope/deeper', '/query/x']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(ApiErrorSchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('answers malformed JSON with 400 and an oversized body with 413, never 500', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const large = await app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(4096) }),
    });
    expect(large.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(large.json()).message).toBe('The request body is too large.');
  });
});

describe('baseline protection', () => {
  it('sends security headers and a request id on every answer, found or not', async () => {
    for (const url of ['/api/locale/languages/lookup', '/api/nope']) {
      const { headers } = await app.inject(url);
      // Helmet's, from its middleware built once (ADR 058).
      expect(headers, url).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(headers['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(headers['x-request-id'], url).toMatch(/^[\w-]+$/);
    }
  });

  it('gives every answer a nonce of its own, past the random pool it is cut from', async () => {
    const nonces = new Set<string>();
    for (let index = 0; index < 600; index++) {
      const csp = (await app.inject('/api/health')).headers['content-security-policy'] as string;
      const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)![1]!;
      expect(nonces.has(nonce), `answer ${index}`).toBe(false);
      nonces.add(nonce);
    }
  });

  it('keeps a well-formed incoming request id so logs of one page view line up', async () => {
    const response = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'page-view-42' } });
    expect(response.headers['x-request-id']).toBe('page-view-42');
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('OpenAPI reference', () => {
  it('documents every API route with its schemas at /docs/json', async () => {
    const response = await app.inject('/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/locale/languages/lookup',
        '/api/tenants/{tenantId}/menus/{menuId}/items/visible',
        '/api/tenants/{tenantId}/web-apps/{webAppId}/theme',
      ]),
    );
    const visible = document.paths['/api/tenants/{tenantId}/menus/{menuId}/items/visible'].get;
    expect(visible.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['tenantId', 'menuId']),
    );
    expect(visible.responses['200'].content['application/json'].schema).toBeDefined();
  });
});
