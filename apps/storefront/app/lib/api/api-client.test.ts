import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, createApiClient, type ApiClientConfig } from './api-client.ts';

/** A token whose payload is {"nameid":"u-42"}; the client never checks the signature. */
const TOKEN_FOR_U42 = `e30.${btoa(JSON.stringify({ nameid: 'u-42' })).replace(/=+$/, '')}.signature`;

/** A client whose fetch answers every call with a fresh copy of `response`. */
function clientAnswering(response: Response, config: Partial<ApiClientConfig> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response.clone());
  const api = createApiClient({ fetch, apiHost: null, language: 'en', ...config });
  const lastCall = () => {
    const [url, init] = fetch.mock.calls.at(-1)!;
    return { url: String(url), headers: new Headers(init?.headers), init };
  };
  return { api, lastCall };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  it('calls relative paths when no API host is configured', async () => {
    const { api, lastCall } = clientAnswering(json([]));
    await api.get('/api/locale/languages/lookup');
    expect(lastCall().url).toBe('/api/locale/languages/lookup');
  });

  it('prefixes the API host when one is configured', async () => {
    const { api, lastCall } = clientAnswering(json([]), { apiHost: 'https://api.shop.example/' });
    await api.get('/api/locale/languages/lookup');
    expect(lastCall().url).toBe('https://api.shop.example/api/locale/languages/lookup');
  });

  it('puts the user id of the stored token in place of {userId}', async () => {
    const { api, lastCall } = clientAnswering(json({}), { getAccessToken: () => TOKEN_FOR_U42 });
    await api.get('/web-gw/users/{userId}/cart');
    expect(lastCall().url).toBe('/web-gw/users/u-42/cart');
    expect(lastCall().headers.get('authorization')).toBe(`Bearer ${TOKEN_FOR_U42}`);
  });

  it('refuses a {userId} path when no token is stored', async () => {
    const { api } = clientAnswering(json({}));
    await expect(api.get('/web-gw/users/{userId}/cart')).rejects.toThrow(
      '/web-gw/users/{userId}/cart has no value for {userId}.',
    );
  });

  it('puts each encoded path parameter in place of its {name}', async () => {
    const { api, lastCall } = clientAnswering(json({}), { getAccessToken: () => TOKEN_FOR_U42 });
    await api.put('/web-gw/users/{userId}/carts/items/{cartItemId}', {
      params: { cartItemId: 7 },
      body: { quantity: 2 },
    });
    expect(lastCall().url).toBe('/web-gw/users/u-42/carts/items/7');
    await api.get('/web-gw/static-pages/{idOrSlug}', { params: { idOrSlug: 'a/b c' } });
    expect(lastCall().url).toBe('/web-gw/static-pages/a%2Fb%20c');
  });

  it('leaves null and undefined query parameters out', async () => {
    const { api, lastCall } = clientAnswering(json({}));
    await api.get('/web-gw/products', {
      query: { keyword: 'ab', top: 5, inStock: null, minPrice: undefined, brandIds: [1, 2] },
    });
    expect(lastCall().url).toBe('/web-gw/products?keyword=ab&top=5&brandIds=1&brandIds=2');
  });

  it('sends the language header on every call', async () => {
    const { api, lastCall } = clientAnswering(json({}), { language: 'ar' });
    await api.get('/api/locale/languages/lookup');
    expect(lastCall().headers.get('language')).toBe('ar');
    await api.post('/api/stores/self/contact-us', {
      body: { name: 'Sara', email: 'sara@example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(lastCall().headers.get('language')).toBe('ar');
  });

  it('sends bodies as JSON', async () => {
    const { api, lastCall } = clientAnswering(json({}));
    await api.post('/api/phone/verify/request', { body: { phone: '+96550000000', name: '' } });
    expect(lastCall().init?.body).toBe('{"phone":"+96550000000","name":""}');
    expect(lastCall().headers.get('content-type')).toBe('application/json');
  });

  it('validates answers with the given schema', async () => {
    const options = { schema: z.object({ maxPrice: z.number() }) };
    const { api } = clientAnswering(json({ maxPrice: 12_500 }));
    expect((await api.get('/web-gw/products/max-price', options)).maxPrice).toBe(12_500);
    const { api: broken } = clientAnswering(json({ highest: 12_500 }));
    await expect(broken.get('/web-gw/products/max-price', options)).rejects.toThrow();
  });

  it('answers undefined for an empty success body', async () => {
    const { api } = clientAnswering(new Response(null, { status: 204 }));
    await expect(api.delete('/api/tenants/self/sessions/{id}', { params: { id: '7' } })).resolves.toBeUndefined();
  });

  it('turns a non-2xx answer into an ApiRequestError with status and body', async () => {
    const body = { message: 'Invalid input', errors: [{ field: 'phone', message: 'Phone is required' }] };
    const { api } = clientAnswering(json(body, 422));
    const error = await api.get('/api/users/phone/check').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, body, message: 'Invalid input' });
  });

  it('keeps the status when the error body is not the API error shape', async () => {
    const { api } = clientAnswering(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/locale/languages/lookup')).rejects.toMatchObject({ status: 502, body: null });
  });

  it('reads the error code of a refused call', async () => {
    const { api } = clientAnswering(json({ code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token.' }, 401));
    await expect(api.get('/api/locale/languages/lookup')).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_ACCESS_TOKEN',
    });
  });

  it('sends form data as it is, for uploads', async () => {
    const { api, lastCall } = clientAnswering(json({}, 201), { getAccessToken: () => TOKEN_FOR_U42 });
    const form = new FormData();
    form.append('file', new Blob(['png']), 'me.png');
    await api.post('/api/files/tenants/self/users/{userId}', { form });
    expect(lastCall().url).toBe('/api/files/tenants/self/users/u-42');
    expect(lastCall().init?.body).toBe(form);
    expect(lastCall().headers.get('content-type')).toBeNull();
  });

  it('lets a call outlive the page when asked', async () => {
    const { api, lastCall } = clientAnswering(new Response(null, { status: 204 }));
    await api.delete('/api/tenants/self/sessions/{id}', { params: { id: '7' }, keepalive: true });
    expect(lastCall().init?.keepalive).toBe(true);
  });
});

describe('API client on 401 (retry once)', () => {
  const refused = () => json({ code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token.' }, 401);

  function clientWithTokens(answers: Response[], recovers: boolean) {
    const tokens = ['old-token', 'new-token'];
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answers.shift()!);
    const recover = vi.fn(async () => {
      tokens.shift();
      return recovers;
    });
    const api = createApiClient({
      fetch,
      apiHost: null,
      language: 'en',
      getAccessToken: async () => tokens[0]!,
      recoverFromUnauthorized: recover,
    });
    const sentTokens = () => fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('authorization'));
    return { api, recover, sentTokens };
  }

  it('asks for a recovery with the refused token, then retries with the new one', async () => {
    const { api, recover, sentTokens } = clientWithTokens([refused(), json({ ok: true })], true);
    await expect(api.get('/api/locale/languages/lookup')).resolves.toEqual({ ok: true });
    expect(recover).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_ACCESS_TOKEN' }), 'old-token');
    expect(sentTokens()).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('retries only once', async () => {
    const { api, recover } = clientWithTokens([refused(), refused()], true);
    await expect(api.get('/api/locale/languages/lookup')).rejects.toMatchObject({ status: 401 });
    expect(recover).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the recovery fails, nor when the call opts out', async () => {
    const failed = clientWithTokens([refused()], false);
    await expect(failed.api.get('/api/locale/languages/lookup')).rejects.toMatchObject({ status: 401 });
    expect(failed.sentTokens()).toHaveLength(1);
    const optedOut = clientWithTokens([refused()], true);
    await expect(
      optedOut.api.delete('/api/tenants/self/sessions/{id}', { params: { id: '7' }, recover: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(optedOut.recover).not.toHaveBeenCalled();
  });
});
