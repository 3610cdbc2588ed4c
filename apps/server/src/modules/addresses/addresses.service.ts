import {
  MAX_ADDRESSES_PER_CUSTOMER,
  requiredAddressDetails,
  type Address,
  type AddressBody,
  type FieldError,
} from '@storefront/contracts';
import type { AddressesRepository, AddressRow, AddressValues } from './addresses.repository.ts';
import type { LookupsRepository } from './lookups.repository.ts';
import { normalizePhone } from '../customers/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { localized, type ContentLanguage } from '../../lib/language.ts';

export interface AddressesDependencies {
  repository: AddressesRepository;
  lookups: LookupsRepository;
}

const toAddress = (row: AddressRow, language: ContentLanguage): Address => ({
  addressId: row.id,
  addressType: row.addressType as Address['addressType'],
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  email: row.email,
  countryId: row.countryId,
  stateId: row.stateId,
  areaId: row.areaId,
  countryName: localized(row, 'countryName', language),
  stateName: localized(row, 'stateName', language),
  areaName: localized(row, 'areaName', language),
  block: row.block,
  street: row.street,
  avenue: row.avenue,
  building: row.building,
  floor: row.floor,
  apartment: row.apartment,
  postalCode: row.postalCode,
  note: row.note,
  isDefault: row.isDefault,
});

const invalidAddress = (errors: FieldError[]) =>
  badRequest('INVALID_ADDRESS', errors[0]?.message ?? 'Check the address.', errors);
/** Another customer's address answers exactly like one that never existed. */
const addressNotFound = () => notFound('ADDRESS_NOT_FOUND', 'This address does not exist.');

/** Every customer, guests included, keeps an address book; it is only ever reached through its owner's id. */
export function createAddressesService({ repository, lookups }: AddressesDependencies) {
  /**
   * Checks that the state lies in the country and the area in the state, that the details the
   * country's couriers need are there, and that the phone is valid in that country. Answers all
   * bad fields at once; returns what to store, the phone in E.164.
   */
  async function toValues(body: AddressBody): Promise<AddressValues> {
    const country = await lookups.findCountry(body.countryId);
    if (!country) throw invalidAddress([{ field: 'countryId', message: 'Choose a country from the list.' }]);
    const errors: FieldError[] = [];
    const state = await lookups.findState(body.stateId);
    if (state?.countryId !== country.id) {
      errors.push({ field: 'stateId', message: 'Choose a state of the chosen country.' });
    } else if (body.areaId === null) {
      if (await lookups.hasAreas(state.id)) errors.push({ field: 'areaId', message: 'Choose an area.' });
    } else if ((await lookups.findArea(body.areaId))?.stateId !== state.id) {
      errors.push({ field: 'areaId', message: 'Choose an area of the chosen state.' });
    }
    for (const field of requiredAddressDetails(country.code)) {
      if (!body[field]) errors.push({ field, message: 'This field is required.' });
    }
    const phone = normalizePhone(body.phone, country.code);
    if (!phone) errors.push({ field: 'phone', message: 'Enter a valid phone number for the chosen country.' });
    if (errors.length > 0 || !phone) throw invalidAddress(errors);
    return { ...body, phone };
  }

  async function get(customerId: string, addressId: number, language: ContentLanguage): Promise<Address> {
    const row = await repository.find(customerId, addressId);
    if (!row) throw addressNotFound();
    return toAddress(row, language);
  }

  return {
    get,

    async list(customerId: string, language: ContentLanguage): Promise<Address[]> {
      return (await repository.list(customerId)).map((row) => toAddress(row, language));
    },

    /** The first address becomes the default, so checkout always has one to offer. */
    async create(customerId: string, body: AddressBody, language: ContentLanguage): Promise<Address> {
      const values = await toValues(body);
      const id = await repository.inAddressBook(customerId, async (book) => {
        const existing = await book.count();
        if (existing >= MAX_ADDRESSES_PER_CUSTOMER) {
          throw badRequest(
            'ADDRESS_LIMIT_REACHED',
            `An address book holds at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one first.`,
          );
        }
        const isDefault = body.isDefault || existing === 0;
        if (isDefault) await book.clearDefault();
        return book.insert({ ...values, isDefault });
      });
      return get(customerId, id, language);
    },

    async update(
      customerId: string,
      addressId: number,
      body: AddressBody,
      language: ContentLanguage,
    ): Promise<Address> {
      const values = await toValues(body);
      await repository.inAddressBook(customerId, async (book) => {
        if (body.isDefault) await book.clearDefault();
        // Throwing rolls the cleared default back.
        if (!(await book.update(addressId, values))) throw addressNotFound();
      });
      return get(customerId, addressId, language);
    },

    async remove(customerId: string, addressId: number): Promise<void> {
      if (!(await repository.delete(customerId, addressId))) throw addressNotFound();
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
