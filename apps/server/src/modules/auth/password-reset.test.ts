import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, lastMessageTo, waitForMessageTo } from '../../../test/sessions.ts';
import { passwordResetTokens } from './auth.schema.ts';
import { FORGOT_PASSWORD_LIMITS } from './password-reset.service.ts';

const { app, database } = await buildTestApp({ LOGIN_BY_EMAIL: 'true', PUBLIC_URL: 'https://shop.example' });

const forgotPassword = (email: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email }, remoteAddress });
const checkToken = (token: string) =>
  app.inject({ url: `/api/account/reset-password?token=${encodeURIComponent(token)}` });
const resetPassword = (token: string, newPassword: string) =>
  app.inject({ method: 'PUT', url: '/api/account/reset-password', payload: { token, newPassword } });
const signInByEmail = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });

/** The token of the newest reset link mailed to an address. */
async function tokenMailedTo(email: string) {
  const mail = await waitForMessageTo(database, email);
  expect(mail?.channel).toBe('email');
  // The link uses the configured public address, never the request's Host header.
  const link = /https:\/\/shop\.example\/account\/reset-password\?token=([\w-]+)/.exec(mail!.body);
  return link![1]!;
}

describe('forgot password', () => {
  it('mails a link that resets the password once, and the new password signs in', async () => {
    const response = await forgotPassword('Customer@Example.com');
    expect(response.statusCode).toBe(200);
    const token = await tokenMailedTo('customer@example.com');
    expect((await checkToken(token)).json()).toEqual({ valid: true });

    const reset = await resetPassword(token, 'brand-new-secret');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/reset/);
    expect((await signInByEmail('customer@example.com', 'brand-new-secret')).statusCode).toBe(200);
    expect((await signInByEmail('customer@example.com', 'demo-customer-1')).statusCode).toBe(401);

    expect((await checkToken(token)).json()).toEqual({ valid: false });
    const again = await resetPassword(token, 'another-secret-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it('answers the same for an unknown address and a guest’s, and mails neither', async () => {
    const known = (await forgotPassword('fatima@example.com')).json();
    const guest = await createGuest(app);
    await app.inject({
      method: 'PUT',
      url: `/api/users/customers/${guest.userId}`,
      headers: guest.headers,
      payload: { displayName: 'Checkout Guest', email: 'checkout.guest@example.com', avatarPath: '' },
    });
    for (const email of ['nobody@example.com', 'checkout.guest@example.com']) {
      const response = await forgotPassword(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(known);
      expect(await lastMessageTo(database, email)).toBeNull();
    }
  });

  it('writes the mail in the customer’s language', async () => {
    await forgotPassword('fatima@example.com');
    const mail = await waitForMessageTo(database, 'fatima@example.com');
    expect(mail?.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('stores only a hash of the token', async () => {
    await forgotPassword('support@example.com');
    const token = await tokenMailedTo('support@example.com');
    const stored = await database.db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('refuses an expired or unknown token', async () => {
    await forgotPassword('support@example.com');
    const token = await tokenMailedTo('support@example.com');
    await database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await checkToken(token)).json()).toEqual({ valid: false });
    expect((await resetPassword(token, 'too-late-secret')).json().code).toBe('INVALID_RESET_TOKEN');
    expect((await resetPassword('made-up-token', 'too-late-secret')).statusCode).toBe(400);
  });

  it('names each invalid field', async () => {
    const forgot = await forgotPassword('not-an-email');
    expect(forgot.json().errors[0].field).toBe('email');
    expect((await app.inject({ url: '/api/account/reset-password' })).json().errors[0].field).toBe('token');
    const reset = await resetPassword('some-token', 'short');
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors[0].field).toBe('newPassword');
  });

  it('limits the mails one address can trigger, and the requests one IP can make', async () => {
    const perEmail = [];
    for (let i = 0; i <= FORGOT_PASSWORD_LIMITS.perEmail.max; i++)
      perEmail.push((await forgotPassword('limited@example.com', '10.0.0.1')).statusCode);
    expect(perEmail).toEqual([...Array(FORGOT_PASSWORD_LIMITS.perEmail.max).fill(200), 429]);

    const perIp = [];
    for (let i = 0; i <= FORGOT_PASSWORD_LIMITS.perIp.max; i++)
      perIp.push((await forgotPassword(`probe${i}@example.com`, '10.0.0.2')).statusCode);
    expect(perIp).toEqual([...Array(FORGOT_PASSWORD_LIMITS.perIp.max).fill(200), 429]);
  });
});
