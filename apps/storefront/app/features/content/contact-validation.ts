/**
 * The contact form's checks in the browser, the same rules as the API's ContactMessageSchema
 * (packages/contracts content.ts), written without zod to keep it out of the browser bundle.
 * The API checks again; these only spare the shopper a round trip and speak their language.
 */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** A translation key per field that is wrong. */
export type ContactErrors = Partial<Record<ContactField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ]{6,20}$/;

const lengthBetween = (value: string, min: number, max: number) => value.length >= min && value.length <= max;

/** The translated message of each wrong field; an empty object when the message can be sent. */
export function validateContactMessage(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const value = (field: ContactField) => values[field].trim();
  if (!lengthBetween(value('name'), 2, 100)) errors.name = 'ui.prisma.contact.error.name';
  if (!EMAIL.test(value('email')) || value('email').length > 200) errors.email = 'ui.prisma.contact.error.email';
  if (value('phone') !== '' && !PHONE.test(value('phone'))) errors.phone = 'ui.prisma.contact.error.phone';
  if (!lengthBetween(value('subject'), 2, 150)) errors.subject = 'ui.prisma.contact.error.subject';
  if (!lengthBetween(value('message'), 10, 5000)) errors.message = 'ui.prisma.contact.error.message';
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
