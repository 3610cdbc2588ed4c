import { describe, expect, it } from 'vitest';
import { ImpersonationSessionSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { bearer, createGuest, signInByPhone, type Caller } from '../../../test/sessions.ts';

// E-mail sign-in is off in the demo configuration (SPEC §6); switched on here to prove the new password works.
const { app, database } = await buildTestApp({ LOGIN_BY_EMAIL: 'true' });

const changePassword = (caller: Caller, payload: object, headers: Record<string, string> = caller.headers) =>
  app.inject({ method: 'PUT', url: `/api/users/${caller.userId}/change-customer-password`, headers, payload });
const signInByEmail = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });

describe('changing the password', () => {
  it('lets the seeded customer change it with the old one, then sign in by e-mail with the new one only', async () => {
    const customer = await signInByPhone(app, database, '+96550000001');
    const response = await changePassword(customer, { oldPassword: 'demo-customer-1', newPassword: 'a-new-secret-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password was changed.' });

    expect((await signInByEmail('customer@example.com', 'a-new-secret-1')).statusCode).toBe(200);
    expect((await signInByEmail('customer@example.com', 'demo-customer-1')).statusCode).toBe(401);
  });

  it('lets a phone-only customer set a first password without an old one', async () => {
    const customer = await signInByPhone(app, database, '+96551130001');
    const profile = {
      displayName: 'Phone Only',
      firstName: '',
      lastName: '',
      email: 'phone.only@example.com',
      avatarPath: '',
    };
    await app.inject({
      method: 'PUT',
      url: `/api/users/customers/${customer.userId}`,
      headers: customer.headers,
      payload: profile,
    });

    const response = await changePassword(
      customer,
      { oldPassword: '', newPassword: 'first-password' },
      { ...customer.headers, language: 'ar' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(
      (await app.inject({ url: `/api/users/customers/${customer.userId}`, headers: customer.headers })).json()
        .hasPassword,
    ).toBe(true);
    expect((await signInByEmail('phone.only@example.com', 'first-password')).statusCode).toBe(200);
  });

  it('refuses a wrong old password on the oldPassword field', async () => {
    const customer = await signInByPhone(app, database, '+96550000002');
    const response = await changePassword(customer, { oldPassword: 'not-my-password', newPassword: 'whatever-new-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WRONG_PASSWORD', errors: [{ field: 'oldPassword' }] });
    // An account with a password cannot skip the old one.
    expect((await changePassword(customer, { oldPassword: '', newPassword: 'whatever-new-1' })).statusCode).toBe(400);
  });

  it('names the newPassword field when it is too short or the same as the old one', async () => {
    const customer = await signInByPhone(app, database, '+96551130002');
    for (const payload of [
      { oldPassword: '', newPassword: 'short' },
      { oldPassword: 'same-password', newPassword: 'same-password' },
      { oldPassword: '' },
    ]) {
      const response = await changePassword(customer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].field).toBe('newPassword');
    }
  });

  it('is not for guests, strangers, or support staff acting as the customer', async () => {
    const guest = await createGuest(app);
    const payload = { oldPassword: '', newPassword: 'guest-password' };
    expect((await changePassword(guest, payload)).statusCode).toBe(403);

    const owner = await signInByPhone(app, database, '+96551130003');
    expect((await changePassword(owner, payload, guest.headers)).statusCode).toBe(403);

    const support = await signInByPhone(app, database, '+96550000009');
    const started = await app.inject({
      method: 'POST',
      url: '/api/support/impersonation-sessions',
      headers: support.headers,
      payload: { customerId: owner.userId },
    });
    const session = ImpersonationSessionSchema.parse(started.json());
    const asSupport = await changePassword(owner, payload, bearer(session.impersonationToken));
    expect(asSupport.statusCode).toBe(403);
    expect(asSupport.json().code).toBe('NOT_WHILE_IMPERSONATING');
  });
});
