import { describe, expect, it } from 'vitest';
import type { Address } from '@storefront/contracts';
import {
  addressFormFrom,
  addressLines,
  addressPayload,
  countryIdOf,
  emptyAddressForm,
  validateAddress,
  type AddressForm,
} from './address-rules.ts';

const saved: Address = {
  addressId: 4,
  addressType: 'Work',
  firstName: 'Noura',
  lastName: 'Al-Hajri',
  phone: '+96550000006',
  email: null,
  countryId: 1,
  stateId: 2,
  areaId: 3,
  countryName: 'Kuwait',
  stateName: 'Hawalli',
  areaName: 'Jabriya',
  block: '9',
  street: 'Street 1',
  avenue: null,
  building: '3',
  floor: null,
  apartment: null,
  postalCode: null,
  note: 'Ring twice',
  isDefault: true,
};

const kuwaitForm = (changes: Partial<AddressForm> = {}): AddressForm => ({ ...addressFormFrom(saved), ...changes });
const problemKeys = (problems: object) => Object.keys(problems).sort();

describe('address form rules', () => {
  it('requires names, phone, country, state and, where the state has areas, the area', () => {
    const problems = validateAddress(emptyAddressForm(), { countryCode: null, stateHasAreas: true });
    expect(problemKeys(problems)).toEqual(['areaId', 'countryId', 'firstName', 'lastName', 'phone', 'stateId']);
    expect(problems.firstName).toEqual({ key: 'ui.prisma.account.validation.required' });
  });

  it('requires block, street and building in Kuwait only', () => {
    const bare = kuwaitForm({ block: '', street: ' ', building: '' });
    expect(problemKeys(validateAddress(bare, { countryCode: 'kw', stateHasAreas: true }))).toEqual([
      'block',
      'building',
      'street',
    ]);
    expect(validateAddress(bare, { countryCode: 'eg', stateHasAreas: true })).toEqual({});
  });

  it('checks an e-mail only when one is given', () => {
    expect(
      validateAddress(kuwaitForm({ email: 'not-mail' }), { countryCode: 'kw', stateHasAreas: true }).email?.key,
    ).toBe('ui.prisma.account.validation.email');
  });

  it('sends a new address as a Home address with the placeholder note', () => {
    const payload = addressPayload(kuwaitForm({ street: ' Street 1 ' }), null);
    expect(payload).toMatchObject({
      addressType: 'Home',
      note: '',
      countryId: 1,
      stateId: 2,
      areaId: 3,
      street: 'Street 1',
      avenue: '',
    });
  });

  it('keeps an edited address’s own type and note', () => {
    expect(addressPayload(kuwaitForm(), saved)).toMatchObject({
      addressType: 'Work',
      note: 'Ring twice',
      isDefault: true,
    });
  });

  it('starts a new form in the given country with the customer’s name', () => {
    expect(emptyAddressForm({ countryId: 1, firstName: 'Noura' })).toMatchObject({
      countryId: '1',
      stateId: '',
      firstName: 'Noura',
      isDefault: false,
    });
  });

  it('writes the card lines with labelled details', () => {
    const t = (key: string) => (key.endsWith('.separator') ? ' / ' : key.split('.').at(-1)!);
    expect(addressLines(saved, t)).toEqual(['block 9 / Street 1 / building 3', 'Jabriya / Hawalli / Kuwait']);
  });
});

describe('the country a new address starts in', () => {
  const countries = [
    { countryId: 1, code: 'KW', name: 'Kuwait', phoneCode: '+965' },
    { countryId: 2, code: 'EG', name: 'Egypt', phoneCode: '+20' },
  ];

  it('is the listed country of the shop’s code, whatever its case', () => {
    expect(countryIdOf(countries, 'kw')).toBe(1);
    expect(emptyAddressForm({ countryId: countryIdOf(countries, 'kw') }).countryId).toBe('1');
  });

  it('is none without a shop country, or one the list does not have', () => {
    expect(countryIdOf(countries, null)).toBeUndefined();
    expect(countryIdOf(countries, 'sa')).toBeUndefined();
    expect(countryIdOf(undefined, 'kw')).toBeUndefined();
  });
});
