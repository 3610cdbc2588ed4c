import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { AuthTokensSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { bearer, createGuest, lastCodeSentTo, signInByPhone, userIdOf } from '../../../test/sessions.ts';

const { app, database } = await buildTestApp();
const emailLogin = await buildTestApp({ LOGIN_BY_EMAIL: 'true' });

const requestCode = (phone: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/phone/verify/request', payload: { phone, name: '' }, headers });

const login = (body: object, token?: string) =>
  app.inject({ method: 'POST', url: '/api/account/login', payload: body, headers: token ? bearer(token) : {} });

describe('guests', () => {
  it('a first visit gets a real guest customer with short-lived tokens, the id in nameid', async () => {
    const guest = await createGuest(app);
    expect(guest.isGuest).toBe(true);
    expect(guest.expiresIn).toBeGreaterThan(60);
    expect(userIdOf(guest.accessToken)).toMatch(/^[0-9a-f-]{36}$/);
    expect(decodeJwt(guest.accessToken).role).toBe('guest');
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and a replayed one ends the whole family', async () => {
    const guest = await createGuest(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: { refreshToken: guest.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const rotated = AuthTokensSchema.parse(first.json());
    expect(rotated.refreshToken).not.toBe(guest.refreshToken);
    expect(userIdOf(rotated.accessToken)).toBe(userIdOf(guest.accessToken));

    const replay = await app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: { refreshToken: guest.refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    const afterReplay = await app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(afterReplay.statusCode).toBe(401);
  });

  it('stop working after logout', async () => {
    const guest = await createGuest(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/account/logout', payload: { refreshToken: guest.refreshToken } }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/account/refresh-token',
          payload: { refreshToken: guest.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('access tokens', () => {
  const profile = (caller: { userId: string; accessToken: string }) =>
    app.inject({ url: `/api/users/customers/${caller.userId}`, headers: bearer(caller.accessToken) });

  it('stop working the moment their sign-in is logged out, not 15 minutes later', async () => {
    const customer = await signInByPhone(app, database, '+96551110009');
    expect((await profile(customer)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/account/logout', payload: { refreshToken: customer.refreshToken } });
    const after = await profile(customer);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token.' });
  });

  it('of another sign-in of the same customer keep working', async () => {
    const first = await signInByPhone(app, database, '+96551110010');
    const second = await signInByPhone(app, database, '+96551110010');
    await app.inject({ method: 'POST', url: '/api/account/logout', payload: { refreshToken: first.refreshToken } });
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('stop working when a replayed refresh token ends their family', async () => {
    const guest = await createGuest(app);
    const refresh = () =>
      app.inject({ method: 'POST', url: '/api/account/refresh-token', payload: { refreshToken: guest.refreshToken } });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
    expect((await profile(guest)).statusCode).toBe(401);
  });
});

describe('phone sign-in (OTP)', () => {
  it('sends a code to a valid number, normalised with the default country eg', async () => {
    const response = await requestCode('01001234567');
    expect(response.statusCode).toBe(200);
    expect(await lastCodeSentTo(database, '+201001234567')).toMatch(/^\d{6}$/);
  });

  it('rejects a number that is not valid with a field error', async () => {
    const response = await requestCode('12');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('phone');
  });

  it('turns the calling guest into a customer for a new phone, keeping its id', async () => {
    const guest = await createGuest(app);
    await requestCode('+96551110001');
    const code = await lastCodeSentTo(database, '+96551110001');
    const response = await login({ phone: '+96551110001', code }, guest.accessToken);
    expect(response.statusCode).toBe(200);
    const tokens = AuthTokensSchema.parse(response.json());
    expect(tokens.isGuest).toBe(false);
    expect(userIdOf(tokens.accessToken)).toBe(userIdOf(guest.accessToken));
    expect((await app.inject({ url: '/api/users/phone/check?PhoneNumber=%2B96551110001' })).json()).toEqual({
      exists: true,
    });
  });

  it('signs a guest in as the existing customer of a known phone', async () => {
    const guest = await createGuest(app);
    await requestCode('+96550000001');
    const response = await login(
      { phone: '50000001', countryCode: 'kw', code: await lastCodeSentTo(database, '+96550000001') },
      guest.accessToken,
    );
    expect(response.statusCode).toBe(200);
    expect(userIdOf(response.json().accessToken)).not.toBe(userIdOf(guest.accessToken));
  });

  it('accepts a code once only, and refuses a wrong one', async () => {
    await requestCode('+96551110002');
    const code = (await lastCodeSentTo(database, '+96551110002'))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await login({ phone: '+96551110002', code: wrong })).statusCode).toBe(401);
    expect((await login({ phone: '+96551110002', code })).statusCode).toBe(200);
    const again = await login({ phone: '+96551110002', code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('The code is not correct or has expired.');
  });

  it('gives up on a code after 5 wrong attempts', async () => {
    await requestCode('+96551110003');
    const code = (await lastCodeSentTo(database, '+96551110003'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await login({ phone: '+96551110003', code: wrong })).statusCode).toBe(401);
    const sixth = await login({ phone: '+96551110003', code });
    expect(sixth.statusCode).toBe(429);
  });

  it('limits how many codes one phone can request', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestCode('+96551110004')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('validates the login body', async () => {
    const response = await login({ phone: '+96551110005', code: '12ab' });
    expect(response.statusCode).toBe(400);
  });
});

describe('e-mail sign-in', () => {
  it('is off as SPEC §6 configures it', async () => {
    const response = await login({ email: 'customer@example.com', password: 'demo-customer-1' });
    expect(response.statusCode).toBe(403);
  });

  it('works with the right password once enabled, and refuses a wrong one', async () => {
    const ok = await emailLogin.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'Customer@Example.com', password: 'demo-customer-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().isGuest).toBe(false);
    const wrong = await emailLogin.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'customer@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});
