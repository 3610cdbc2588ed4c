import { OTP_LENGTH } from './auth-rules.ts';

// What a form field may hold, defined once for the API's zod schemas and the storefront's own
// checks before sending (which must stay zod-free for the browser bundle).

/** First and last names. */
export const PERSON_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 200;
export const PASSWORD_MAX_LENGTH = 200;
/** What a shopper types as a phone number, before the API reads it for its country. */
export const PHONE_INPUT_LENGTH = { min: 4, max: 20 } as const;

/** zod's own e-mail pattern (`z.email()`), so the browser accepts exactly what the API accepts. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** An e-mail address as the API takes it (already trimmed). */
export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
