import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/api-client.ts';
import { REFRESH_AHEAD_MS } from '../../lib/api/token-expiry.ts';
import { createAuthSession, type AuthNotice } from './auth-session.ts';
import { AUTH_STORAGE_KEY, IMPERSONATION_STORAGE_KEY, browserAuthPersistence } from './auth-storage.ts';

const NOW = 1_700_000_000_000;
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `e30.${base64url(claims)}.signature`;
const tokens = (userId: string, version: number, isGuest = true) => ({
  accessToken: jwt({ nameid: userId, role: isGuest ? 'guest' : 'customer', v: version }),
  expiresIn: 900,
  refreshToken: `refresh-${userId}-${version}`.padEnd(40, '.'),
  isGuest,
});
const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const invalidAccessToken = () => json({ code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token.' }, 401);

/** The browser's two storages, as plain maps. */
function fakeStorages() {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };
  return { localStorage: storage(), sessionStorage: storage() };
}

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A session against a scripted API, with a controllable clock and timers that only record. */
function setUp(routes: Record<string, Route>) {
  const calls: { method: string; url: string; authorization: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    calls.push({
      method,
      url,
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (!route) throw new Error(`No answer scripted for ${method} ${url}`);
    return route(url, init);
  });
  const clock = { now: NOW };
  const timers: { delay: number; run: () => void }[] = [];
  const notices: AuthNotice[] = [];
  const session = createAuthSession({
    api: createApiClient({ fetch, apiHost: null, language: 'en' }),
    persistence: browserAuthPersistence,
    notify: (notice) => notices.push(notice),
    now: () => clock.now,
    setTimer: (run, delay) => timers.push({ run, delay }),
    clearTimer: () => undefined,
  });
  const client = createApiClient({
    fetch,
    apiHost: null,
    language: 'en',
    getAccessToken: session.actingAccessToken,
    recoverFromUnauthorized: session.recoverFromUnauthorized,
  });
  return { session, client, calls, clock, timers, notices };
}

let storages: ReturnType<typeof fakeStorages>;
const stored = (kind: 'localStorage' | 'sessionStorage', key = AUTH_STORAGE_KEY) => {
  const raw = storages[kind].getItem(key);
  return raw ? JSON.parse(raw) : null;
};
const store = (kind: 'localStorage' | 'sessionStorage', value: object, key = AUTH_STORAGE_KEY) =>
  storages[kind].setItem(key, JSON.stringify(value));
const loginOf = (userId: string, version: number, isGuest: boolean, expiresAt = NOW + 900_000) => ({
  ...tokens(userId, version, isGuest),
  isGuest,
  continueAsGuest: false,
  expiresAt,
});

beforeEach(() => {
  storages = fakeStorages();
  vi.stubGlobal('window', storages);
});
afterEach(() => vi.unstubAllGlobals());

describe('auth session start (SPEC §4)', () => {
  it('creates a guest when nothing is stored and keeps it in local storage with isGuest true', async () => {
    const { session, calls } = setUp({ 'POST /api/users/customers/guest': () => json(tokens('guest-1', 1), 201) });
    await session.start();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/users/customers/guest']);
    expect(stored('localStorage')).toMatchObject({ isGuest: true, continueAsGuest: false, expiresAt: NOW + 900_000 });
    expect(session.getSnapshot()).toMatchObject({ ready: true, login: { kind: 'localStorage' } });
  });

  it('uses the stored login without calling the API, the tab’s own one first', async () => {
    store('localStorage', loginOf('guest-1', 1, true));
    store('sessionStorage', loginOf('customer-1', 1, false));
    const { session, calls } = setUp({});
    await session.start();
    expect(calls).toEqual([]);
    expect(session.getSnapshot().login).toMatchObject({ kind: 'sessionStorage', auth: { isGuest: false } });
  });

  it('tells subscribers only of changes: the stored login and then readiness, not the impersonation it did not find', async () => {
    store('localStorage', loginOf('guest-1', 1, true));
    const { session } = setUp({});
    const seen: unknown[] = [];
    session.subscribe(() => seen.push(session.getSnapshot()));
    await session.start();
    expect(seen).toEqual([
      expect.objectContaining({ ready: false, login: expect.objectContaining({ kind: 'localStorage' }) }),
      expect.objectContaining({ ready: true }),
    ]);
  });

  it('plans the refresh a minute before the token expires', async () => {
    store('localStorage', loginOf('guest-1', 1, true));
    const { session, timers } = setUp({});
    await session.start();
    expect(timers.at(-1)?.delay).toBe(900_000 - REFRESH_AHEAD_MS);
  });
});

describe('sign-in and sign-out (SPEC §4)', () => {
  it('stores a remembered login in local storage and clears the session one', async () => {
    store('sessionStorage', loginOf('old', 1, false));
    const { session } = setUp({});
    await session.start();
    session.signIn(tokens('customer-1', 1, true), true);
    expect(stored('localStorage')).toMatchObject({ isGuest: false });
    expect(stored('sessionStorage')).toBeNull();
  });

  it('stores a login without "remember me" in session storage and clears the remembered guest', async () => {
    store('localStorage', loginOf('guest-1', 1, true));
    const { session } = setUp({});
    await session.start();
    session.signIn(tokens('customer-1', 1, false), false);
    expect(stored('sessionStorage')).toMatchObject({ isGuest: false });
    expect(stored('localStorage')).toBeNull();
  });

  it('marks "continue as guest" and keeps it where the login lives', async () => {
    store('localStorage', loginOf('guest-1', 1, true));
    const { session } = setUp({});
    await session.start();
    session.continueAsGuest();
    expect(stored('localStorage')).toMatchObject({ isGuest: true, continueAsGuest: true });
  });

  it('revokes the refresh token on logout and clears every stored token', async () => {
    const login = loginOf('customer-1', 1, false);
    store('sessionStorage', login);
    const { session, calls } = setUp({ 'POST /api/account/logout': () => json(undefined, 204) });
    await session.start();
    await session.signOut();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/account/logout', authorization: null, body: { refreshToken: login.refreshToken } },
    ]);
    expect([stored('sessionStorage'), stored('localStorage')]).toEqual([null, null]);
  });
});

describe('token refresh', () => {
  it('refreshes a due token before the call and sends the new one', async () => {
    store('localStorage', loginOf('customer-1', 1, false, NOW + 30_000));
    const { session, client, calls } = setUp({
      'POST /api/account/refresh-token': () => json(tokens('customer-1', 2, false)),
      'GET /api/users/customers/customer-1': () => json({}),
    });
    await session.start();
    await client.get('/api/users/customers/{userId}');
    expect(calls.map((call) => call.url)).toEqual(['/api/account/refresh-token', '/api/users/customers/customer-1']);
    expect(calls[0]!.authorization).toBeNull();
    expect(calls[1]!.authorization).toBe(`Bearer ${tokens('customer-1', 2, false).accessToken}`);
    expect(stored('localStorage')).toMatchObject({
      accessToken: tokens('customer-1', 2, false).accessToken,
      isGuest: false,
    });
  });

  it('retries a call refused with INVALID_ACCESS_TOKEN once, after one shared refresh', async () => {
    store('localStorage', loginOf('customer-1', 1, false));
    const fresh = tokens('customer-1', 2, false);
    let refreshes = 0;
    const { session, client, calls } = setUp({
      'POST /api/account/refresh-token': async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(fresh);
      },
      'GET /api/users/customers/customer-1': (_url, init) =>
        new Headers(init.headers).get('authorization') === `Bearer ${fresh.accessToken}`
          ? json({ ok: true })
          : invalidAccessToken(),
      'GET /api/customers/customer-1/addresses': (_url, init) =>
        new Headers(init.headers).get('authorization') === `Bearer ${fresh.accessToken}`
          ? json([])
          : invalidAccessToken(),
    });
    await session.start();
    await expect(
      Promise.all([client.get('/api/users/customers/{userId}'), client.get('/api/customers/{userId}/addresses')]),
    ).resolves.toEqual([{ ok: true }, []]);
    expect(refreshes).toBe(1);
    expect(calls.filter((call) => call.url !== '/api/account/refresh-token')).toHaveLength(4);
  });

  it('gives up after one retry', async () => {
    store('localStorage', loginOf('customer-1', 1, false));
    const { session, client, calls } = setUp({
      'POST /api/account/refresh-token': () => json(tokens('customer-1', 2, false)),
      'GET /api/users/customers/customer-1': () => invalidAccessToken(),
    });
    await session.start();
    await expect(client.get('/api/users/customers/{userId}')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/users/customers/customer-1',
      '/api/account/refresh-token',
      '/api/users/customers/customer-1',
    ]);
  });

  it('says "Invalid access token." and goes on as a fresh guest when the refresh is refused', async () => {
    store('sessionStorage', loginOf('customer-1', 1, false));
    const { session, client, notices } = setUp({
      'POST /api/account/refresh-token': () =>
        json({ code: 'INVALID_REFRESH_TOKEN', message: 'Your session has ended.' }, 401),
      'POST /api/users/customers/guest': () => json(tokens('guest-2', 1), 201),
      'GET /api/users/customers/customer-1': () => invalidAccessToken(),
    });
    await session.start();
    await expect(client.get('/api/users/customers/{userId}')).rejects.toMatchObject({ status: 401 });
    expect(notices).toEqual(['invalidAccessToken']);
    expect(stored('sessionStorage')).toBeNull();
    expect(stored('localStorage')).toMatchObject({ accessToken: tokens('guest-2', 1).accessToken, isGuest: true });
  });

  // A malformed stored refresh token is answered 400 (the body's schema), not 401: it used to
  // leave every page waiting on a login that could never be refreshed.
  it.each([
    ['a malformed refresh token (400)', () => json({ message: 'refreshToken: Too small' }, 400)],
    ['a server failure (500)', () => json({ message: 'Internal Server Error' }, 500)],
    ['an unreachable API', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an unreadable answer', () => new Response('<html>Bad gateway</html>', { status: 200 })],
  ])('says "Invalid access token." and goes on as a fresh guest after %s', async (_, refreshAnswer) => {
    store('localStorage', loginOf('customer-1', 1, false, NOW));
    const { session, client, notices } = setUp({
      'POST /api/account/refresh-token': refreshAnswer,
      'POST /api/users/customers/guest': () => json(tokens('guest-2', 1), 201),
      'GET /api/users/customers/guest-2': () => json({ userId: 'guest-2' }),
    });
    await session.start();
    await expect(client.get('/api/users/customers/{userId}')).resolves.toEqual({ userId: 'guest-2' });
    expect(notices).toEqual(['invalidAccessToken']);
    expect(stored('localStorage')).toMatchObject({ accessToken: tokens('guest-2', 1).accessToken, isGuest: true });
  });

  it('adopts the tokens another tab already rotated instead of replaying the old refresh token', async () => {
    store('localStorage', loginOf('customer-1', 1, false, NOW));
    const { session, client, calls } = setUp({ 'GET /api/users/customers/customer-1': () => json({}) });
    await session.start();
    store('localStorage', loginOf('customer-1', 2, false));
    await client.get('/api/users/customers/{userId}');
    expect(calls.map((call) => call.url)).toEqual(['/api/users/customers/customer-1']);
    expect(calls[0]!.authorization).toBe(`Bearer ${tokens('customer-1', 2, false).accessToken}`);
  });
});

describe('impersonation (SPEC §4/§5/§6)', () => {
  const impersonation = {
    sessionId: '5b0f7a4e-0000-4000-8000-000000000001',
    customerId: 'customer-7',
    displayName: 'Noura',
    impersonationToken: jwt({ nameid: 'customer-7', role: 'customer', imp: 's' }),
    expiresAt: '2030-01-01T00:00:00.000Z',
  };

  it('sends the impersonation token for the customer it acts for, and keeps it in this tab', async () => {
    store('localStorage', loginOf('support-1', 1, false));
    const { session, client, calls } = setUp({ 'GET /api/users/customers/customer-7': () => json({}) });
    await session.start();
    session.startImpersonation(impersonation);
    await client.get('/api/users/customers/{userId}');
    expect(calls[0]).toMatchObject({
      url: '/api/users/customers/customer-7',
      authorization: `Bearer ${impersonation.impersonationToken}`,
    });
    expect(stored('sessionStorage', IMPERSONATION_STORAGE_KEY)).toEqual(impersonation);
    expect(await session.ownAccessToken()).toBe(tokens('support-1', 1, false).accessToken);
  });

  it('ends the impersonation when its token is refused, saying so', async () => {
    store('localStorage', loginOf('support-1', 1, false));
    store('sessionStorage', impersonation, IMPERSONATION_STORAGE_KEY);
    const { session, client, notices } = setUp({
      'GET /api/users/customers/customer-7': () =>
        json(
          { code: 'INVALID_IMPERSONATION_TOKEN', message: 'Invalid impersonated token. Ending impersonation.' },
          401,
        ),
    });
    await session.start();
    await expect(client.get('/api/users/customers/{userId}')).rejects.toMatchObject({ status: 401 });
    expect(notices).toEqual(['invalidImpersonation']);
    expect(session.getSnapshot().impersonation).toBeNull();
    expect(stored('sessionStorage', IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('finishes the session on the server with its own token, then here', async () => {
    store('localStorage', loginOf('support-1', 1, false));
    store('sessionStorage', impersonation, IMPERSONATION_STORAGE_KEY);
    const { session, calls } = setUp({
      [`DELETE /api/tenants/self/sessions/${impersonation.sessionId}`]: () => json(undefined, 204),
    });
    await session.start();
    await session.finishImpersonation();
    expect(calls).toEqual([
      {
        method: 'DELETE',
        url: `/api/tenants/self/sessions/${impersonation.sessionId}`,
        authorization: `Bearer ${impersonation.impersonationToken}`,
        body: undefined,
      },
    ]);
    expect(session.getSnapshot().impersonation).toBeNull();
  });

  it('keeps the session when the server cannot be reached to finish it', async () => {
    store('localStorage', loginOf('support-1', 1, false));
    store('sessionStorage', impersonation, IMPERSONATION_STORAGE_KEY);
    const { session } = setUp({
      [`DELETE /api/tenants/self/sessions/${impersonation.sessionId}`]: () =>
        Promise.reject(new TypeError('Failed to fetch')),
    });
    await session.start();
    await expect(session.finishImpersonation()).rejects.toThrow('Failed to fetch');
    expect(session.getSnapshot().impersonation).toEqual(impersonation);
  });
});
