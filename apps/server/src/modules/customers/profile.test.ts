import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CustomerProfileSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, signInByPhone, type Caller } from '../../../test/sessions.ts';
import { customers } from './customers.schema.ts';

const { app, database } = await buildTestApp();

const profileUrl = (caller: Caller) => `/api/users/customers/${caller.userId}`;
const readProfile = (caller: Caller) => app.inject({ url: profileUrl(caller), headers: caller.headers });
const updateProfile = (caller: Caller, payload: object) =>
  app.inject({ method: 'PUT', url: profileUrl(caller), headers: caller.headers, payload });

/** What the storefront's account form sends: every field, and an empty avatarPath (SPEC §7). */
const form = (overrides: object = {}) => ({
  displayName: 'Noura',
  firstName: 'Noura',
  lastName: 'Al-Sabah',
  email: '',
  avatarPath: '',
  ...overrides,
});

describe('reading the profile', () => {
  it('shows a phone-only customer its phone, and that it has no password yet', async () => {
    const customer = await signInByPhone(app, database, '+96551120001');
    const response = await readProfile(customer);
    expect(response.statusCode).toBe(200);
    expect(CustomerProfileSchema.parse(response.json())).toEqual({
      userId: customer.userId,
      displayName: null,
      firstName: null,
      lastName: null,
      email: null,
      phone: '+96551120001',
      avatarPath: null,
      language: 'en',
      isGuest: false,
      hasPassword: false,
    });
  });

  it('says whether the caller is a guest', async () => {
    const guest = await createGuest(app);
    expect((await readProfile(guest)).json()).toMatchObject({ userId: guest.userId, isGuest: true });
  });

  it('answers 404 when the account behind a still-valid token is gone', async () => {
    const guest = await createGuest(app);
    await database.db.delete(customers).where(eq(customers.id, guest.userId));
    const response = await readProfile(guest);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('updating the profile', () => {
  it('saves names, e-mail and language, and keeps the picture when avatarPath is empty', async () => {
    const customer = await signInByPhone(app, database, '+96551120002');
    const picture = `/api/download/uploads/${customer.userId}/3f1e2d4c-5b6a-4789-8abc-def012345678.png`;
    expect((await updateProfile(customer, form({ avatarPath: picture }))).json().avatarPath).toBe(picture);

    const response = await updateProfile(
      customer,
      form({ displayName: 'نورة', email: 'noura.updated@example.com', language: 'ar' }),
    );
    expect(response.statusCode).toBe(200);
    expect(CustomerProfileSchema.parse(response.json())).toMatchObject({
      displayName: 'نورة',
      firstName: 'Noura',
      lastName: 'Al-Sabah',
      email: 'noura.updated@example.com',
      language: 'ar',
      avatarPath: picture,
    });
    expect((await readProfile(customer)).json()).toMatchObject({ displayName: 'نورة', avatarPath: picture });
  });

  it('lets a guest give a display name and e-mail, as at checkout', async () => {
    const guest = await createGuest(app);
    const response = await updateProfile(
      guest,
      form({ displayName: 'Guest Shopper', firstName: '', lastName: '', email: 'guest.shopper@example.com' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Guest Shopper',
      firstName: null,
      email: 'guest.shopper@example.com',
      isGuest: true,
    });
  });

  it('refuses an e-mail another account uses, whatever its case', async () => {
    const customer = await signInByPhone(app, database, '+96551120003');
    const response = await updateProfile(customer, form({ email: 'Customer@Example.COM' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
  });

  it('refuses a picture that is not one of the customer’s own uploads', async () => {
    const customer = await signInByPhone(app, database, '+96551120004');
    const other = await createGuest(app);
    for (const avatarPath of [
      `/api/download/uploads/${other.userId}/a.png`,
      '/api/download/products/1.svg',
      `/api/download/uploads/${customer.userId}/../${other.userId}/a.png`,
      'https://evil.example/a.png',
    ]) {
      const response = await updateProfile(customer, form({ avatarPath }));
      expect(response.statusCode, avatarPath).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'avatarPath', message: expect.any(String) }]);
    }
  });

  it('names each invalid field', async () => {
    const customer = await signInByPhone(app, database, '+96551120005');
    const cases: [object, string][] = [
      [{ displayName: '' }, 'displayName'],
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ lastName: 42 }, 'lastName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ language: 'fr' }, 'language'],
      [{ avatarPath: 7 }, 'avatarPath'],
    ];
    for (const [change, field] of cases) {
      const response = await updateProfile(customer, form(change));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('access', () => {
  it('refuses another customer’s token, and a caller without one', async () => {
    const owner = await createGuest(app);
    const stranger = await createGuest(app);
    expect((await app.inject({ url: profileUrl(owner), headers: stranger.headers })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url: profileUrl(owner), headers: stranger.headers, payload: form() }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ url: profileUrl(owner) })).statusCode).toBe(401);
  });
});
