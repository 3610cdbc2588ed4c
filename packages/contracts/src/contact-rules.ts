// The contact form's rules (SPEC §7 contact-us), for the API's ContactMessageSchema and the
// storefront's checks. A module of its own: only the contact page's script needs it.

/** Text lengths of the contact form's fields. */
export const CONTACT_LENGTHS = {
  name: { min: 2, max: 100 },
  subject: { min: 2, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** The optional phone: digits and spaces, an international prefix allowed. */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9 ]{6,20}$/;

export const lengthWithin = (value: string, { min, max }: { readonly min: number; readonly max: number }): boolean =>
  value.length >= min && value.length <= max;
