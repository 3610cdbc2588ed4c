import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { fieldProblem } from '../../lib/errors.ts';

/**
 * Normalises what a shopper typed to E.164 (+96550000001), reading numbers without an
 * international prefix in `defaultCountry`. Returns null when it is not a valid number there.
 */
export function normalizePhone(raw: string, defaultCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, defaultCountry.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** normalizePhone, or 400 INVALID_PHONE on the `phone` field. */
export function phoneOrThrow(raw: string, defaultCountry: string): string {
  const phone = normalizePhone(raw, defaultCountry);
  if (!phone)
    throw fieldProblem(400, 'INVALID_PHONE', 'phone', {
      en: 'Enter a valid mobile number.',
      ar: 'أدخل رقم جوال صحيحًا.',
    });
  return phone;
}
