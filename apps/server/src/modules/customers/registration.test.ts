import { describe, expect, it } from 'vitest';
import { AuthTokensSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, signInByPhone, userIdOf, type Caller } from '../../../test/sessions.ts';

const closed = await buildTestApp();
const { app, database } = await buildTestApp({ REGISTRATION_ENABLED: 'true', LOGIN_BY_EMAIL: 'true' });

const newCustomer = (overrides: object = {}) => ({
  firstName: 'Sara',
  lastName: 'Al-Mutairi',
  email: 'sara@example.com',
  phone: '51140001',
  countryCode: 'kw',
  password: 'sara-secret-1',
  ...overrides,
});

/** SPEC §7: the storefront sends guest-role, user id, language and tenant headers; only the token counts. */
const register = (caller: Caller | null, payload: object, target = app) =>
  target.inject({
    method: 'POST',
    url: '/api/users/customers/register',
    payload,
    headers: { ...caller?.headers, role: 'Guest', userId: caller?.userId ?? '', language: 'en', tenant: '1' },
  });

describe('registration', () => {
  it('is closed in the demo configuration, with a clear message whatever the body', async () => {
    const guest = await createGuest(closed.app);
    for (const payload of [newCustomer(), {}]) {
      const response = await register(guest, payload, closed.app);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'REGISTRATION_DISABLED',
        message: expect.stringMatching(/not available/),
      });
    }
  });

  it('turns the calling guest into a customer with the same id, who can then sign in by e-mail', async () => {
    const guest = await createGuest(app);
    const response = await register(guest, newCustomer());
    expect(response.statusCode).toBe(200);
    const tokens = AuthTokensSchema.parse(response.json());
    expect(tokens.isGuest).toBe(false);
    expect(userIdOf(tokens.accessToken)).toBe(guest.userId);

    const profile = await app.inject({
      url: `/api/users/customers/${guest.userId}`,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(profile.json()).toMatchObject({
      displayName: 'Sara Al-Mutairi',
      email: 'sara@example.com',
      phone: '+96551140001',
      isGuest: false,
      hasPassword: true,
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'SARA@example.com', password: 'sara-secret-1' },
    });
    expect(userIdOf(signIn.json().accessToken)).toBe(guest.userId);
  });

  it('reads a local phone number in the default country eg', async () => {
    const response = await register(
      await createGuest(app),
      newCustomer({ email: 'omar@example.com', phone: '01001234001', countryCode: undefined }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an e-mail or phone that another account uses', async () => {
    const takenEmail = await register(
      await createGuest(app),
      newCustomer({ email: 'Customer@Example.com', phone: '51140002' }),
    );
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json().code).toBe('EMAIL_TAKEN');
    const takenPhone = await register(
      await createGuest(app),
      newCustomer({ email: 'new.one@example.com', phone: '+96550000001' }),
    );
    expect(takenPhone.statusCode).toBe(409);
    expect(takenPhone.json().code).toBe('PHONE_TAKEN');
  });

  it('needs a guest token: none is 401, a customer’s is 403', async () => {
    expect((await register(null, newCustomer({ email: 'nobody@example.com', phone: '51140003' }))).statusCode).toBe(
      401,
    );
    const customer = await signInByPhone(app, database, '+96551140004');
    const response = await register(customer, newCustomer({ email: 'again@example.com', phone: '51140004' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ALREADY_REGISTERED');
  });

  it('names each invalid field', async () => {
    const guest = await createGuest(app);
    const cases: [object, string][] = [
      [{ firstName: '' }, 'firstName'],
      [{ lastName: ' ' }, 'lastName'],
      [{ email: 'sara.example.com' }, 'email'],
      [{ phone: '12' }, 'phone'],
      [{ phone: '11111111' }, 'phone'],
      [{ countryCode: 'kwt' }, 'countryCode'],
      [{ password: 'short' }, 'password'],
    ];
    for (const [change, field] of cases) {
      const response = await register(guest, newCustomer({ email: 'fields@example.com', ...change }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].field, JSON.stringify(change)).toBe(field);
    }
  });
});
