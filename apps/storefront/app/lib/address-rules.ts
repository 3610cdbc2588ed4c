import { requiredAddressDetails, type Address, type AddressDetailField, type Country } from '@storefront/contracts';
import type { Translate } from './api/toast-messages.ts';
import {
  collectProblems,
  emailProblem,
  phoneProblem,
  requiredProblem,
  type FieldProblem,
  type FieldProblems,
} from './form-rules.ts';

// The address form's values, checks and payloads, pure so each rule is tested alone.

export const ADDRESS_DETAIL_FIELDS: readonly AddressDetailField[] = [
  'block',
  'street',
  'avenue',
  'building',
  'floor',
  'apartment',
  'postalCode',
];

/** What the form edits: text inputs as strings, selects as ids ('' when nothing is chosen). */
export interface AddressForm extends Record<AddressDetailField, string> {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  countryId: string;
  stateId: string;
  areaId: string;
  isDefault: boolean;
}
export type AddressField = Exclude<keyof AddressForm, 'isDefault'>;

/** The body of POST/PUT /api/customers/{userId}/address[/{id}]. */
export interface AddressPayload extends Record<AddressDetailField, string> {
  addressType: Address['addressType'];
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  countryId: number;
  stateId: number;
  areaId: number | null;
  note: string;
  isDefault: boolean;
}

/**
 * SPEC §7: a new address adds addressType Home and a placeholder note. The form asks for no
 * note, so the placeholder is empty; an edited address keeps its own type and note.
 */
export const NEW_ADDRESS_NOTE = '';

const noDetails = Object.fromEntries(ADDRESS_DETAIL_FIELDS.map((field) => [field, ''])) as Record<
  AddressDetailField,
  string
>;

/** The id of the country with this ISO code (the theme's default_address_country), if listed. */
export function countryIdOf(countries: Country[] | undefined, code: string | null): number | undefined {
  if (!code) return undefined;
  return countries?.find((country) => country.code.toLowerCase() === code.toLowerCase())?.countryId;
}

export function emptyAddressForm(
  defaults: { countryId?: number; firstName?: string; lastName?: string; phone?: string; email?: string } = {},
): AddressForm {
  return {
    firstName: defaults.firstName ?? '',
    lastName: defaults.lastName ?? '',
    phone: defaults.phone ?? '',
    email: defaults.email ?? '',
    countryId: defaults.countryId ? String(defaults.countryId) : '',
    stateId: '',
    areaId: '',
    ...noDetails,
    isDefault: false,
  };
}

export function addressFormFrom(address: Address): AddressForm {
  const details = Object.fromEntries(ADDRESS_DETAIL_FIELDS.map((field) => [field, address[field] ?? ''])) as Record<
    AddressDetailField,
    string
  >;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    email: address.email ?? '',
    countryId: String(address.countryId),
    stateId: address.stateId === null ? '' : String(address.stateId),
    areaId: address.areaId === null ? '' : String(address.areaId),
    ...details,
    isDefault: address.isDefault,
  };
}

/**
 * Required: names, phone, country and state; the area when the chosen state has areas; and the
 * details the country's couriers need (Kuwait: block, street, building).
 */
export function validateAddress(
  form: AddressForm,
  context: { countryCode: string | null; stateHasAreas: boolean },
): FieldProblems<AddressField> {
  const needed = new Set(context.countryCode ? requiredAddressDetails(context.countryCode) : []);
  const details = Object.fromEntries(
    ADDRESS_DETAIL_FIELDS.map((field) => [field, needed.has(field) ? requiredProblem(form[field]) : null]),
  ) as Record<AddressDetailField, FieldProblem | null>;
  return collectProblems<AddressField>({
    firstName: requiredProblem(form.firstName),
    lastName: requiredProblem(form.lastName),
    phone: phoneProblem(form.phone),
    email: emailProblem(form.email, { optional: true }),
    countryId: requiredProblem(form.countryId),
    stateId: requiredProblem(form.stateId),
    areaId: context.stateHasAreas ? requiredProblem(form.areaId) : null,
    ...details,
  });
}

/** The payload of a checked form: a new address (`existing` null) or an edit of `existing`. */
export function addressPayload(form: AddressForm, existing: Address | null): AddressPayload {
  const details = Object.fromEntries(ADDRESS_DETAIL_FIELDS.map((field) => [field, form[field].trim()])) as Record<
    AddressDetailField,
    string
  >;
  return {
    addressType: existing?.addressType ?? 'Home',
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    countryId: Number(form.countryId),
    stateId: Number(form.stateId),
    areaId: form.areaId ? Number(form.areaId) : null,
    ...details,
    note: existing?.note ?? NEW_ADDRESS_NOTE,
    isDefault: form.isDefault,
  };
}

/** Labels of the form's fields, which the address card reuses. */
export const ADDRESS_FIELD_LABEL_KEYS: Record<AddressField, string> = {
  firstName: 'ui.prisma.account.firstName',
  lastName: 'ui.prisma.account.lastName',
  phone: 'ui.prisma.account.phone',
  email: 'ui.prisma.account.emailOptional',
  countryId: 'ui.prisma.account.address.country',
  stateId: 'ui.prisma.account.address.state',
  areaId: 'ui.prisma.account.address.area',
  block: 'ui.prisma.account.address.block',
  street: 'ui.prisma.account.address.street',
  avenue: 'ui.prisma.account.address.avenue',
  building: 'ui.prisma.account.address.building',
  floor: 'ui.prisma.account.address.floor',
  apartment: 'ui.prisma.account.address.apartment',
  postalCode: 'ui.prisma.account.address.postalCode',
};

/** The address as lines for its card: the door (labelled details), then area, state and country. */
/** What an address line needs: a saved address, or one as an order kept it. */
type PrintableAddress = Pick<Address, AddressDetailField | 'areaName' | 'stateName' | 'countryName'>;

export function addressLines(address: PrintableAddress, t: Translate): string[] {
  const door = ADDRESS_DETAIL_FIELDS.filter((field) => field !== 'postalCode' && address[field]).map((field) =>
    field === 'street' || field === 'avenue'
      ? address[field]
      : `${t(ADDRESS_FIELD_LABEL_KEYS[field])} ${address[field]}`,
  );
  const place = [address.areaName, address.stateName, address.countryName, address.postalCode].filter(Boolean);
  // Arabic separates with its own comma.
  const separator = t('ui.prisma.account.address.separator');
  return [door.join(separator), place.join(separator)].filter((line) => line !== '');
}
