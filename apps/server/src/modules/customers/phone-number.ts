import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Normalises what a shopper typed to E.164 (+96550000001), reading numbers without an
 * international prefix in `defaultCountry`. Returns null when it is not a valid number there.
 */
export function normalizePhone(raw: string, defaultCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, defaultCountry.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
