import {
  MAX_ADDRESSES_PER_CUSTOMER,
  requiredAddressDetails,
  type Address,
  type AddressBody,
} from '@storefront/contracts';
import type { AddressesRepository, AddressRow, AddressValues } from './addresses.repository.ts';
import type { LookupsRepository } from './lookups.repository.ts';
import { normalizePhone } from '../customers/index.ts';
import { type AppFieldError, badRequest, notFound, type ShownText } from '../../lib/errors.ts';
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

/** What is wrong with an address's fields, in each language. */
const ADDRESS_PROBLEMS = {
  country: { en: 'Choose a country from the list.', ar: 'اختر دولة من القائمة.' },
  state: { en: 'Choose a state of the chosen country.', ar: 'اختر محافظة من الدولة المختارة.' },
  area: { en: 'Choose an area.', ar: 'اختر منطقة.' },
  areaOfState: { en: 'Choose an area of the chosen state.', ar: 'اختر منطقة من المحافظة المختارة.' },
  required: { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
  phone: { en: 'Enter a valid phone number for the chosen country.', ar: 'أدخل رقم هاتف صحيحًا للدولة المختارة.' },
} satisfies Record<string, ShownText>;

/** The first bad field's text is the answer's message too. */
const invalidAddress = (errors: AppFieldError[]) => badRequest('INVALID_ADDRESS', errors[0]!.message, errors);
/** Another customer's address answers exactly like one that never existed. */
const addressNotFound = () =>
  notFound('ADDRESS_NOT_FOUND', { en: 'This address does not exist.', ar: 'هذا العنوان غير موجود.' });

/** Every customer, guests included, keeps an address book; it is only ever reached through its owner's id. */
export function createAddressesService({ repository, lookups }: AddressesDependencies) {
  /**
   * Checks that the state lies in the country and the area in the state, that the details the
   * country's couriers need are there, and that the phone is valid in that country. Answers all
   * bad fields at once; returns what to store, the phone in E.164.
   */
  async function toValues(body: AddressBody): Promise<AddressValues> {
    const country = await lookups.findCountry(body.countryId);
    if (!country) throw invalidAddress([{ field: 'countryId', message: ADDRESS_PROBLEMS.country }]);
    const errors: AppFieldError[] = [];
    const state = await lookups.findState(body.stateId);
    if (state?.countryId !== country.id) {
      errors.push({ field: 'stateId', message: ADDRESS_PROBLEMS.state });
    } else if (body.areaId === null) {
      if (await lookups.hasAreas(state.id)) errors.push({ field: 'areaId', message: ADDRESS_PROBLEMS.area });
    } else if ((await lookups.findArea(body.areaId))?.stateId !== state.id) {
      errors.push({ field: 'areaId', message: ADDRESS_PROBLEMS.areaOfState });
    }
    for (const field of requiredAddressDetails(country.code)) {
      if (!body[field]) errors.push({ field, message: ADDRESS_PROBLEMS.required });
    }
    const phone = normalizePhone(body.phone, country.code);
    if (!phone) errors.push({ field: 'phone', message: ADDRESS_PROBLEMS.phone });
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
          throw badRequest('ADDRESS_LIMIT_REACHED', {
            en: `An address book holds at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one first.`,
            ar: `يتسع دفتر العناوين لـ ${MAX_ADDRESSES_PER_CUSTOMER} عناوين على الأكثر. احذف عنوانًا أولًا.`,
          });
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
