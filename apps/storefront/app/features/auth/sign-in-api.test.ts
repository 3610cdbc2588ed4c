import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/api-client.ts';
import { register, requestSignInCode } from './sign-in-api.ts';

function recordingClient() {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 200 }));
  const api = createApiClient({ fetch, apiHost: null, language: 'ar', getAccessToken: () => 'guest.token.x' });
  const lastCall = () => {
    const [url, init] = fetch.mock.calls.at(-1)!;
    return { url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) };
  };
  return { api, lastCall };
}

describe('sign-in calls (SPEC §7)', () => {
  it('asks for a code with the phone and an empty name', async () => {
    const { api, lastCall } = recordingClient();
    await requestSignInCode(api, { phone: '50000001', countryCode: 'kw' });
    expect(lastCall()).toMatchObject({
      url: '/api/phone/verify/request',
      body: { phone: '50000001', name: '', countryCode: 'kw' },
    });
  });

  it('registers without a user id in the body, with the guest-role, user-id, language en and tenant 1 headers', async () => {
    const { api, lastCall } = recordingClient();
    const body = {
      firstName: 'Sara',
      lastName: 'Al-Mutairi',
      email: 'sara@example.com',
      phone: '51140001',
      countryCode: 'kw',
      password: 'sara-secret-1',
    };
    await register(api, 'guest-42', body);
    const call = lastCall();
    expect(call.url).toBe('/api/users/customers/register');
    expect(call.body).toEqual(body);
    expect(
      Object.fromEntries(
        ['role', 'userid', 'language', 'tenant', 'authorization'].map((name) => [name, call.headers.get(name)]),
      ),
    ).toEqual({
      role: 'Guest',
      userid: 'guest-42',
      language: 'en',
      tenant: '1',
      authorization: 'Bearer guest.token.x',
    });
  });
});
