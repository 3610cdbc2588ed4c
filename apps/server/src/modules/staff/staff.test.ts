import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { bearer, signInByPhone } from '../../../test/sessions.ts';
import { DEMO_STAFF, signInAsStaff, staffSignIn } from '../../../test/staff.ts';
import { staffAccounts } from './staff.schema.ts';
import { createStaffRepository, createStaffService, staffGuardPlugin } from './index.ts';
import { totpCodeAt } from './totp.ts';
import { createAuditRepository, createAuditTrail } from '../audit/index.ts';
import { createMemoryRateCounter } from '../../lib/rate-counter.ts';

const { app, database } = await buildTestApp();
// Two processes of one shop sharing a Redis, with a small per-address limit.
const keyPrefix = `storefront-test-${randomUUID()}:`;
const redisEnv = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: keyPrefix,
  SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_HOUR: '3',
};
const processes = [(await buildTestApp(redisEnv)).app, (await buildTestApp(redisEnv)).app];
const redis = new Redis(redisEnv.REDIS_URL);
afterAll(async () => {
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});
afterEach(() => void vi.useRealTimers());

/** Moves the clock on by whole TOTP steps (30 s): each code can be used once only. */
function nextTotpStep(steps = 1) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + steps * 30_000);
}

describe('staff sign-in', () => {
  it('signs the owner in with e-mail and password and answers who they are', async () => {
    const owner = await signInAsStaff(app, 'owner');
    const me = await app.inject({ url: '/admin-api/me', headers: owner.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'owner@example.com',
      role: 'owner',
      permissions: expect.arrayContaining(['catalogue', 'audit', 'impersonation']),
      totpEnabled: false,
    });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await staffSignIn(app, { email: 'owner@example.com', password: 'demo-owner-2' });
    const unknown = await staffSignIn(app, { email: 'nobody@example.com', password: 'demo-owner-1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    expect((await staffSignIn(app, { email: 'not-an-email', password: 'x' })).statusCode).toBe(400);
  });

  it('refuses a disabled account, and the tokens it already holds', async () => {
    const support = await signInAsStaff(app, 'order-manager');
    await database.db
      .update(staffAccounts)
      .set({ disabledAt: new Date() })
      .where(eq(staffAccounts.email, 'orders@example.com'));
    try {
      expect((await app.inject({ url: '/admin-api/me', headers: support.headers })).statusCode).toBe(401);
      expect((await staffSignIn(app, DEMO_STAFF['order-manager'])).statusCode).toBe(401);
    } finally {
      await database.db
        .update(staffAccounts)
        .set({ disabledAt: null })
        .where(eq(staffAccounts.email, 'orders@example.com'));
    }
  });
});

describe('token audiences', () => {
  it('the shop API refuses a staff token', async () => {
    const owner = await signInAsStaff(app, 'owner');
    const response = await app.inject({ url: '/api/locale/languages/lookup', headers: owner.headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
  });

  it('the admin API refuses a customer token and a support user’s customer token', async () => {
    for (const phone of ['+96550000001', '+96550000009']) {
      const customer = await signInByPhone(app, database, phone);
      const response = await app.inject({ url: '/admin-api/me', headers: customer.headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
    }
    expect((await app.inject({ url: '/admin-api/me' })).json()).toMatchObject({ code: 'AUTHENTICATION_REQUIRED' });
  });
});

describe('staff sessions', () => {
  it('sign-out ends the access token at once, and its refresh token', async () => {
    const owner = await signInAsStaff(app, 'owner');
    const out = await app.inject({ method: 'POST', url: '/admin-api/sign-out', headers: owner.headers });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ url: '/admin-api/me', headers: owner.headers })).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/admin-api/refresh',
      payload: { refreshToken: owner.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('rotates the refresh token, and a replayed one ends the session', async () => {
    const owner = await signInAsStaff(app, 'owner');
    const refresh = (refreshToken: string) =>
      app.inject({ method: 'POST', url: '/admin-api/refresh', payload: { refreshToken } });
    const rotated = await refresh(owner.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json() as { accessToken: string; refreshToken: string };
    expect((await app.inject({ url: '/admin-api/me', headers: bearer(next.accessToken) })).statusCode).toBe(200);

    expect((await refresh(owner.refreshToken)).statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin-api/me', headers: bearer(next.accessToken) })).statusCode).toBe(401);
  });
});

describe('TOTP second factor', () => {
  it('enrols, then asks for a code at sign-in, refuses a wrong or reused one, and can be turned off', async () => {
    const manager = await signInAsStaff(app, 'catalogue-manager');
    const enrol = await app.inject({ method: 'POST', url: '/admin-api/me/totp', headers: manager.headers });
    expect(enrol.statusCode).toBe(200);
    const { secret, uri } = enrol.json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*catalogue%40example\.com\?.*secret=/);

    const confirm = (code: string) =>
      app.inject({ method: 'POST', url: '/admin-api/me/totp/confirm', headers: manager.headers, payload: { code } });
    expect((await confirm('000000')).json()).toMatchObject({ code: 'INVALID_TOTP_CODE' });
    const confirmed = await confirm(totpCodeAt(secret, Date.now()));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ totpEnabled: true });

    const first = await staffSignIn(app, DEMO_STAFF['catalogue-manager']);
    expect(first.json()).toMatchObject({ status: 'totp-required' });
    const { challenge } = first.json() as { challenge: string };
    const second = (code: string) =>
      app.inject({ method: 'POST', url: '/admin-api/sign-in/totp', payload: { challenge, code } });
    // The code that confirmed the enrolment cannot sign in: each step's code is used once.
    expect((await second(totpCodeAt(secret, Date.now()))).statusCode).toBe(401);
    nextTotpStep();
    const code = totpCodeAt(secret, Date.now());
    const signedIn = await second(code);
    expect(signedIn.statusCode).toBe(200);
    expect((await second(code)).json()).toMatchObject({ code: 'INVALID_TOTP_CODE' });
    expect((await second('12345')).statusCode).toBe(400);

    const tokens = signedIn.json() as { accessToken: string };
    nextTotpStep();
    const off = await app.inject({
      method: 'POST',
      url: '/admin-api/me/totp/disable',
      headers: bearer(tokens.accessToken),
      payload: { code: totpCodeAt(secret, Date.now()) },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ totpEnabled: false });
    expect((await staffSignIn(app, DEMO_STAFF['catalogue-manager'])).json()).toMatchObject({ status: 'signed-in' });

    const owner = await signInAsStaff(app, 'owner');
    const trail = await app.inject({ url: '/admin-api/audit-entries?entityType=staff', headers: owner.headers });
    expect(trail.json().items).toEqual([
      expect.objectContaining({
        action: 'staff.totp-disabled',
        before: { totpEnabled: true },
        after: { totpEnabled: false },
      }),
      expect.objectContaining({
        action: 'staff.totp-enabled',
        before: { totpEnabled: false },
        after: { totpEnabled: true },
      }),
    ]);
  });

  it('refuses a forged or expired challenge', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin-api/sign-in/totp',
      payload: { challenge: 'not-a-challenge', code: '123456' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
  });
});

describe('staff sign-in limits', () => {
  it('counts failed attempts per account from any address: the right password is refused once they pass the limit', async () => {
    // Successful sign-ins do not count: the owner of the account is never locked out by them.
    for (let n = 0; n < 12; n++)
      expect((await staffSignIn(app, DEMO_STAFF.support, `203.0.113.${n}`)).statusCode).toBe(200);
    const statuses = [];
    for (let n = 0; n < 10; n++)
      statuses.push(
        (await staffSignIn(app, { email: 'support@example.com', password: `wrong-${n}` }, `198.51.100.${n}`))
          .statusCode,
      );
    expect(statuses.every((status) => status === 401)).toBe(true);
    const refused = await staffSignIn(app, DEMO_STAFF.support, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('counts attempts per client address over every account, across processes with REDIS_URL', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++)
      statuses.push(
        (await staffSignIn(processes[n % 2]!, { email: `guess-${n}@example.com`, password: 'x' }, '192.0.2.60'))
          .statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await redis.keys(`${keyPrefix}*staff-sign-in:ip:192.0.2.60`)).toHaveLength(1);
    expect((await staffSignIn(processes[0]!, DEMO_STAFF.owner, '192.0.2.61')).statusCode).toBe(200);
  });
});

describe('the staff guard', () => {
  it('stops registration of an /admin-api route that declares no permission', async () => {
    const bare = Fastify();
    const staff = createStaffService({
      db: database.db,
      repository: createStaffRepository(database.db),
      audit: createAuditTrail({ repository: createAuditRepository(database.db), describeStaff: async () => new Map() }),
      rateCounter: createMemoryRateCounter(),
      secret: 'test-secret-that-is-long-enough-for-hs256!!',
      signInAttemptsPerAddressPerHour: 20,
    });
    await bare.register(staffGuardPlugin, { staff });
    expect(() => bare.get('/admin-api/forgotten', async () => 'open')).toThrow(/has no permission/);
    expect(() => bare.get('/admin-api/declared', { config: { permission: 'orders' } }, async () => 'ok')).not.toThrow();
    await bare.close();
  });
});
