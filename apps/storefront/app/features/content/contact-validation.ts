import { CONTACT_LENGTHS, CONTACT_PHONE_PATTERN, isEmail, lengthWithin } from '@storefront/contracts';

/**
 * The contact form's checks in the browser, with the API's own rules (contracts' field-rules.ts,
 * which its ContactMessageSchema is built from), zod-free to keep zod out of the browser bundle.
 * The API checks again; these only spare the shopper a round trip and speak their language.
 */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** A translation key per field that is wrong. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The translated message of each wrong field; an empty object when the message can be sent. */
export function validateContactMessage(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const value = (field: ContactField) => values[field].trim();
  if (!lengthWithin(value('name'), CONTACT_LENGTHS.name)) errors.name = 'ui.prisma.contact.error.name';
  if (!isEmail(value('email'))) errors.email = 'ui.prisma.contact.error.email';
  if (value('phone') !== '' && !CONTACT_PHONE_PATTERN.test(value('phone')))
    errors.phone = 'ui.prisma.contact.error.phone';
  if (!lengthWithin(value('subject'), CONTACT_LENGTHS.subject)) errors.subject = 'ui.prisma.contact.error.subject';
  if (!lengthWithin(value('message'), CONTACT_LENGTHS.message)) errors.message = 'ui.prisma.contact.error.message';
  return errors;
}

/** The message of a field the API refused (its own text is not translated): the same one the browser gives. */
export const SERVER_FIELD_ERROR_KEYS: Record<ContactField, string> = {
  name: 'ui.prisma.contact.error.name',
  email: 'ui.prisma.contact.error.email',
  phone: 'ui.prisma.contact.error.phone',
  subject: 'ui.prisma.contact.error.subject',
  message: 'ui.prisma.contact.error.message',
};

/** Field errors of an API answer, as translation keys; fields this form does not have are left out. */
export function serverFieldErrors(errors: readonly { field: string }[] | undefined): ContactErrors {
  const result: ContactErrors = {};
  for (const { field } of errors ?? []) {
    const known = CONTACT_FIELDS.find((name) => name === field);
    if (known) result[known] = SERVER_FIELD_ERROR_KEYS[known];
  }
  return result;
}
