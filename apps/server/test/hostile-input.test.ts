import { describe, expect, it } from 'vitest';
import { AddressSchema, CountrySchema, StateSchema, AreaSchema } from '@storefront/contracts';
import { buildTestApp } from './helper.ts';
import { createGuest } from './sessions.ts';

// Issue 10: control characters in any text input answer 400 from one hook for every route (they
// gave 500 and a logged SQL statement with its personal data); bidi controls never reach a name or
// address; log lines carry no request values.
const logLines: string[] = [];
const { app } = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });

const NUL = '\u0000';
/** NUL as a URL carries it. */
const URL_NUL = '%00';
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

async function kuwaitPlace() {
  const country = CountrySchema.array()
    .parse((await get('/api/countries')).json())
    .find((c) => c.code === 'kw')!;
  const state = StateSchema.array().parse((await get(`/api/states?countryId=${country.countryId}`)).json())[0]!;
  const area = AreaSchema.array().parse((await get(`/api/areas?stateId=${state.stateId}`)).json())[0]!;
  return { countryId: country.countryId, stateId: state.stateId, areaId: area.areaId };
}

const anAddress = async (overrides: object) => ({
  addressType: 'Home',
  firstName: 'Huda',
  lastName: 'Al-Kandari',
  phone: '51150001',
  email: '',
  ...(await kuwaitPlace()),
  block: '10',
  street: 'Salem Al-Mubarak Street',
  avenue: '',
  building: '25',
  floor: '3',
  apartment: '12',
  postalCode: '',
  note: '-',
  isDefault: false,
  ...overrides,
});

const refusal = (field: string) => ({
  code: 'INVALID_CHARACTERS',
  errors: [{ field, message: 'This text contains control characters that are not allowed.' }],
});

describe('control characters', () => {
  it('in query strings (keyword, query, promo code, payment ref) answer 400 naming the field', async () => {
    const guest = await createGuest(app);
    const answers = {
      keyword: await get(`/web-gw/products?keyword=shirt${URL_NUL}`),
      $filter: await get(`/query?$filter=${encodeURIComponent(`startswith(productName,'a${NUL}')`)}`),
      promoCode: await app.inject({
        method: 'PUT',
        url: `/web-gw/users/${guest.userId}/cart/promo-code?promoCode=WELCOME${encodeURIComponent('\u0007')}`,
        headers: guest.headers,
      }),
      ref: await get(
        `/api/payments/payment-result?gateway=card&ref=a${URL_NUL}&result=paid&signature=${'0'.repeat(64)}`,
      ),
    };
    for (const [field, answer] of Object.entries(answers)) {
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
      expect(answer.json()).toMatchObject(refusal(field));
    }
  });

  it('in bodies (profile, address, wishlist note) answer 400 naming the field, in the caller’s language', async () => {
    const guest = await createGuest(app);
    const profile = await app.inject({
      method: 'PUT',
      url: `/api/users/customers/${guest.userId}`,
      headers: { ...guest.headers, language: 'ar' },
      payload: { firstName: `Sara${NUL}`, lastName: 'Ali', email: '', avatarPath: '' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject({
      code: 'INVALID_CHARACTERS',
      errors: [{ field: 'firstName', message: 'يحتوي هذا النص على رموز تحكم غير مسموح بها.' }],
    });

    const address = await app.inject({
      method: 'POST',
      url: `/api/customers/${guest.userId}/address`,
      headers: guest.headers,
      payload: await anAddress({ street: 'Salem\u001bStreet' }),
    });
    expect(address.json()).toMatchObject(refusal('street'));

    const wish = await app.inject({
      method: 'POST',
      url: `/web-gw/users/${guest.userId}/wish-list-items`,
      headers: guest.headers,
      payload: { productId: 1, note: `for mum${NUL}` },
    });
    expect(wish.json()).toMatchObject(refusal('note'));
  });

  it('leave line breaks in notes alone', async () => {
    const guest = await createGuest(app);
    const address = await app.inject({
      method: 'POST',
      url: `/api/customers/${guest.userId}/address`,
      headers: guest.headers,
      payload: await anAddress({ note: 'Ring twice\nthen call' }),
    });
    expect(address.statusCode, address.body).toBe(201);
  });
});

describe('bidirectional controls', () => {
  it('never reach a stored name or address', async () => {
    const guest = await createGuest(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/customers/${guest.userId}/address`,
      headers: guest.headers,
      payload: await anAddress({ firstName: '\u202eadu\u202cH', street: 'Salem \u2067Street\u2069' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(AddressSchema.parse(response.json())).toMatchObject({ firstName: 'aduH', street: 'Salem Street' });
  });
});

describe('log lines', () => {
  it('hold no query values (phone numbers, search words) and no refused text', async () => {
    await get('/api/users/phone/check?PhoneNumber=%2B96551239876');
    await get(`/web-gw/products?keyword=secretword${URL_NUL}`);
    const logged = logLines.join('');
    expect(logged).toContain('/api/users/phone/check');
    expect(logged).not.toContain('51239876');
    expect(logged).not.toContain('secretword');
  });
});
