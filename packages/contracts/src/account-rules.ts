// Account and address-book constants and pure rules, kept apart from the schemas so a browser
// bundle can use them without zod.

export const PASSWORD_MIN_LENGTH = 8;

/** The storefront page the e-mailed reset link opens, with `?token=`. */
export const RESET_PASSWORD_PATH = '/account/reset-password';
/** The storefront page of one of the shopper's orders (linked from e-mails). */
export const orderPagePath = (orderId: number) => `/account/orders/${orderId}`;

/** SPEC §3: the storefront creates Home addresses; the others exist for addresses made elsewhere. */
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

export type AddressDetailField = 'block' | 'street' | 'avenue' | 'building' | 'floor' | 'apartment' | 'postalCode';

/** Details couriers of a country cannot deliver without; Kuwait finds a door by block, street and building. */
const REQUIRED_DETAILS_BY_COUNTRY: Record<string, readonly AddressDetailField[]> = {
  kw: ['block', 'street', 'building'],
};

export function requiredAddressDetails(countryCode: string): readonly AddressDetailField[] {
  return REQUIRED_DETAILS_BY_COUNTRY[countryCode.toLowerCase()] ?? [];
}
