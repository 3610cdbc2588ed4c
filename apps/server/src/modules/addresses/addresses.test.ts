import { describe, expect, it } from 'vitest';
import {
  AddressSchema,
  AreaSchema,
  CountrySchema,
  MAX_ADDRESSES_PER_CUSTOMER,
  StateSchema,
  type Address,
} from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, signInByPhone, type Caller } from '../../../test/sessions.ts';

const { app, database } = await buildTestApp();

/** Ids of a seeded country, one of its states and one of that state's areas, found through the look-ups. */
async function place(countryCode: string, stateName: string, areaName: string) {
  const country = CountrySchema.array()
    .parse((await app.inject('/api/countries')).json())
    .find((c) => c.code === countryCode)!;
  const state = StateSchema.array()
    .parse((await app.inject(`/api/states?countryId=${country.countryId}`)).json())
    .find((s) => s.name === stateName)!;
  const area = AreaSchema.array()
    .parse((await app.inject(`/api/areas?stateId=${state.stateId}`)).json())
    .find((a) => a.name === areaName)!;
  return { countryId: country.countryId, stateId: state.stateId, areaId: area.areaId };
}
const salmiya = await place('kw', 'Hawalli', 'Salmiya');
const kaifan = await place('kw', 'Capital (Al Asimah)', 'Kaifan');
const maadi = await place('eg', 'Cairo', 'Maadi');

/** What the storefront's address form sends for a new Kuwait address (SPEC §7: Home and a placeholder note). */
const kuwaitAddress = (overrides: object = {}) => ({
  addressType: 'Home',
  firstName: 'Huda',
  lastName: 'Al-Kandari',
  phone: '51150001',
  email: '',
  ...salmiya,
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

const bookUrl = (caller: Caller) => `/api/customers/${caller.userId}/addresses`;
const addressUrl = (caller: Caller, id: number | string = '') =>
  `/api/customers/${caller.userId}/address${id === '' ? '' : `/${id}`}`;

const listAddresses = async (caller: Caller, language = 'en') =>
  AddressSchema.array().parse(
    (await app.inject({ url: bookUrl(caller), headers: { ...caller.headers, language } })).json(),
  );

async function addAddress(caller: Caller, payload: object = kuwaitAddress()): Promise<Address> {
  const response = await app.inject({ method: 'POST', url: addressUrl(caller), headers: caller.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return AddressSchema.parse(response.json());
}

const fieldsOf = (body: { errors?: { field: string }[] }) => body.errors?.map((e) => e.field) ?? [];

describe('the address book', () => {
  it('adds a Home address with place names and the phone in E.164; the first one becomes the default', async () => {
    const customer = await signInByPhone(app, database, '+96551150001');
    const address = await addAddress(customer);
    expect(address).toMatchObject({
      addressType: 'Home',
      phone: '+96551150001',
      email: null,
      countryName: 'Kuwait',
      stateName: 'Hawalli',
      areaName: 'Salmiya',
      avenue: null,
      note: '-',
      isDefault: true,
    });
    expect(await listAddresses(customer)).toEqual([address]);
  });

  it('keeps one default: a new default un-defaults the others, and it is listed first', async () => {
    const customer = await signInByPhone(app, database, '+96551150002');
    const home = await addAddress(customer);
    const office = await addAddress(customer, kuwaitAddress({ addressType: 'Work', ...kaifan }));
    expect(office.isDefault).toBe(false);
    expect((await listAddresses(customer)).map((a) => a.addressId)).toEqual([home.addressId, office.addressId]);

    const parents = await addAddress(customer, kuwaitAddress({ addressType: 'Other', isDefault: true }));
    const listed = await listAddresses(customer);
    expect(listed.map((a) => [a.addressId, a.isDefault])).toEqual([
      [parents.addressId, true],
      [office.addressId, false],
      [home.addressId, false],
    ]);
  });

  it('keeps one default when several requests make one at the same time (the book lock)', async () => {
    const customer = await signInByPhone(app, database, '+96551150003');
    await Promise.all(Array.from({ length: 8 }, () => addAddress(customer, kuwaitAddress({ isDefault: true }))));
    expect((await listAddresses(customer)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('reads, replaces and deletes one address', async () => {
    const customer = await signInByPhone(app, database, '+96551150004');
    const first = await addAddress(customer);
    const second = await addAddress(customer, kuwaitAddress({ ...kaifan }));

    const read = await app.inject({ url: addressUrl(customer, second.addressId), headers: customer.headers });
    expect(AddressSchema.parse(read.json())).toEqual(second);

    const replaced = await app.inject({
      method: 'PUT',
      url: addressUrl(customer, second.addressId),
      headers: customer.headers,
      payload: kuwaitAddress({ ...kaifan, street: 'Street 42', floor: '', isDefault: true }),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      addressId: second.addressId,
      street: 'Street 42',
      floor: null,
      isDefault: true,
    });
    expect((await listAddresses(customer)).find((a) => a.addressId === first.addressId)?.isDefault).toBe(false);

    const deleted = await app.inject({
      method: 'DELETE',
      url: addressUrl(customer, second.addressId),
      headers: customer.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await app.inject({ url: addressUrl(customer, second.addressId), headers: customer.headers })).statusCode,
    ).toBe(404);
    expect((await listAddresses(customer)).map((a) => a.addressId)).toEqual([first.addressId]);
  });

  it('names the places in Arabic for an Arabic caller', async () => {
    const customer = await signInByPhone(app, database, '+96550000002');
    const [seeded] = await listAddresses(customer, 'ar');
    expect(seeded).toMatchObject({
      countryName: 'الكويت',
      stateName: 'محافظة العاصمة',
      areaName: 'كيفان',
      isDefault: true,
    });
  });

  it('lets a guest keep addresses, as checkout needs', async () => {
    const guest = await createGuest(app);
    await addAddress(guest, kuwaitAddress({ ...maadi, phone: '01001150005', block: '', street: '', building: '' }));
    expect(await listAddresses(guest)).toEqual([
      expect.objectContaining({ countryName: 'Egypt', phone: '+201001150005', block: null }),
    ]);
  });

  it(`holds at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses`, async () => {
    const customer = await createGuest(app);
    for (let i = 0; i < MAX_ADDRESSES_PER_CUSTOMER; i++) await addAddress(customer);
    const response = await app.inject({
      method: 'POST',
      url: addressUrl(customer),
      headers: customer.headers,
      payload: kuwaitAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ADDRESS_LIMIT_REACHED');
  });
});

describe('validation', () => {
  const post = async (payload: object) => {
    const customer = await createGuest(app);
    return app.inject({ method: 'POST', url: addressUrl(customer), headers: customer.headers, payload });
  };

  it('names each malformed field', async () => {
    const cases: [object, string][] = [
      [{ addressType: 'Office' }, 'addressType'],
      [{ firstName: '' }, 'firstName'],
      [{ lastName: undefined }, 'lastName'],
      [{ phone: '1' }, 'phone'],
      [{ email: 'huda-at-example' }, 'email'],
      [{ countryId: 'kw' }, 'countryId'],
      [{ stateId: 0 }, 'stateId'],
      [{ areaId: 1.5 }, 'areaId'],
      [{ street: 'x'.repeat(151) }, 'street'],
      [{ note: 'x'.repeat(501) }, 'note'],
      [{ isDefault: 'yes' }, 'isDefault'],
    ];
    for (const [change, field] of cases) {
      const response = await post(kuwaitAddress(change));
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response.json()), field).toContain(field);
    }
  });

  it('needs the state to lie in the country and the area in the state', async () => {
    expect(fieldsOf((await post(kuwaitAddress({ stateId: maadi.stateId }))).json())).toEqual(['stateId']);
    expect(fieldsOf((await post(kuwaitAddress({ areaId: kaifan.areaId }))).json())).toEqual(['areaId']);
    expect(fieldsOf((await post(kuwaitAddress({ areaId: null }))).json())).toEqual(['areaId']);
    expect(fieldsOf((await post(kuwaitAddress({ countryId: 999999 }))).json())).toEqual(['countryId']);
  });

  it('needs block, street and building in Kuwait, and a phone valid there, all answered at once', async () => {
    const response = await post(kuwaitAddress({ block: '', street: ' ', building: undefined, phone: '01001150006' }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json()).sort()).toEqual(['block', 'building', 'phone', 'street']);
  });
});

describe('access', () => {
  it('answers 404 for an address of another customer exactly as for one that does not exist', async () => {
    const owner = await signInByPhone(app, database, '+96551150007');
    const other = await createGuest(app);
    const address = await addAddress(owner);
    for (const id of [address.addressId, 999999]) {
      expect((await app.inject({ url: addressUrl(other, id), headers: other.headers })).statusCode).toBe(404);
      expect(
        (
          await app.inject({
            method: 'PUT',
            url: addressUrl(other, id),
            headers: other.headers,
            payload: kuwaitAddress(),
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ method: 'DELETE', url: addressUrl(other, id), headers: other.headers })).statusCode,
      ).toBe(404);
    }
    expect((await listAddresses(owner)).map((a) => a.addressId)).toEqual([address.addressId]);
    expect((await app.inject({ url: addressUrl(owner, 'abc'), headers: owner.headers })).json().errors[0].field).toBe(
      'id',
    );
  });

  it('refuses another customer’s token on every address route', async () => {
    const owner = await createGuest(app);
    const stranger = await createGuest(app);
    const address = await addAddress(owner);
    const requests = [
      { method: 'GET', url: bookUrl(owner) },
      { method: 'GET', url: addressUrl(owner, address.addressId) },
      { method: 'POST', url: addressUrl(owner), payload: kuwaitAddress() },
      { method: 'PUT', url: addressUrl(owner, address.addressId), payload: kuwaitAddress() },
      { method: 'DELETE', url: addressUrl(owner, address.addressId) },
    ] as const;
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: stranger.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    expect(await listAddresses(owner)).toHaveLength(1);
  });
});
