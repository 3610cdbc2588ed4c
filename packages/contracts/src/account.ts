import { z } from 'zod';
import { LangIdSchema } from './locale.ts';
import { ADDRESS_TYPES, PASSWORD_MIN_LENGTH } from './account-rules.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_LENGTH,
} from './field-rules.ts';

export * from './account-rules.ts';

// Account (profile, passwords, registration, password reset), the address book and the
// country/state/area look-ups that drive the address form (SPEC §7 "Auth and account",
// "Addresses and lookups").

const PersonNameSchema = z.string().trim().min(1).max(PERSON_NAME_MAX_LENGTH);
const EmailSchema = z.email({ pattern: EMAIL_PATTERN, error: 'Enter a valid e-mail address.' }).max(EMAIL_MAX_LENGTH);
/** Forms send '' for a field left empty; the API stores and answers null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const OptionalEmailSchema = z
  .union([z.literal(''), EmailSchema])
  .nullish()
  .transform((value) => value || null);
/** What a shopper types: local (read in `countryCode`) or international (+965…). */
export const PhoneInputSchema = z.string().trim().min(PHONE_INPUT_LENGTH.min).max(PHONE_INPUT_LENGTH.max);
/** ISO 3166-1 alpha-2, e.g. eg or kw. */
export const CountryCodeSchema = z.string().regex(/^[a-zA-Z]{2}$/);
/** Ids are PostgreSQL integers: anything larger is refused here, not by the database. */
export const IdSchema = z.number().int().positive().max(2_147_483_647);

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH);

export const CustomerProfileSchema = z.object({
  userId: z.uuid(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164; changes only through a verified phone sign-in. */
  phone: z.string().nullable(),
  avatarPath: z.string().nullable(),
  language: z.string(),
  isGuest: z.boolean(),
  /** False for phone-only accounts: their first password change needs no old password. */
  hasPassword: z.boolean(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

/** PUT /api/users/customers/{userId}: replaces the editable fields. */
export const ProfileUpdateBodySchema = z.object({
  displayName: PersonNameSchema,
  firstName: optionalText(PERSON_NAME_MAX_LENGTH),
  lastName: optionalText(PERSON_NAME_MAX_LENGTH),
  email: OptionalEmailSchema,
  /** Absent keeps the current language. */
  language: LangIdSchema.optional(),
  /** SPEC §7: the storefront always sends it; '' keeps the current picture. */
  avatarPath: z.string().max(500).default(''),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

export const ChangePasswordBodySchema = z
  .object({
    /** May be empty while the account has no password yet (hasPassword false). */
    oldPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''),
    newPassword: NewPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.oldPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the old one.',
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** SPEC §7: sent without the user id; the caller's guest token says who registers. */
export const RegisterBodySchema = z.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneInputSchema,
  countryCode: CountryCodeSchema.optional(),
  password: NewPasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
const ResetTokenSchema = z.string().min(1).max(200);
export const ResetTokenQuerySchema = z.object({ token: ResetTokenSchema });
export const ResetTokenStatusSchema = z.object({ valid: z.boolean() });
export const ResetPasswordBodySchema = z.object({ token: ResetTokenSchema, newPassword: NewPasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const CountrySchema = z.object({
  countryId: z.number().int(),
  code: z.string(),
  name: z.string(),
  phoneCode: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;
export const StateSchema = z.object({ stateId: z.number().int(), countryId: z.number().int(), name: z.string() });
export type State = z.infer<typeof StateSchema>;
export const AreaSchema = z.object({ areaId: z.number().int(), stateId: z.number().int(), name: z.string() });
export type Area = z.infer<typeof AreaSchema>;

export const AddressBodySchema = z.object({
  addressType: z.enum(ADDRESS_TYPES).default('Home'),
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  /** Read in the address's country when it has no international prefix. */
  phone: PhoneInputSchema,
  email: OptionalEmailSchema,
  countryId: IdSchema,
  stateId: IdSchema,
  /** Required when the state has areas (every seeded state has). */
  areaId: IdSchema.nullish().transform((value) => value ?? null),
  block: optionalText(50),
  street: optionalText(150),
  avenue: optionalText(100),
  building: optionalText(50),
  floor: optionalText(20),
  apartment: optionalText(20),
  postalCode: optionalText(20),
  /** SPEC §7: the storefront sends a placeholder note with a new address. */
  note: z.string().trim().max(500).default(''),
  /** The first address of a customer becomes the default whatever this says. */
  isDefault: z.boolean().default(false),
});
export type AddressBody = z.infer<typeof AddressBodySchema>;

export const AddressSchema = z.object({
  addressId: z.number().int(),
  addressType: z.enum(ADDRESS_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string().nullable(),
  countryId: z.number().int(),
  stateId: z.number().int().nullable(),
  areaId: z.number().int().nullable(),
  /** Names in the caller's language. */
  countryName: z.string(),
  stateName: z.string().nullable(),
  areaName: z.string().nullable(),
  block: z.string().nullable(),
  street: z.string().nullable(),
  avenue: z.string().nullable(),
  building: z.string().nullable(),
  floor: z.string().nullable(),
  apartment: z.string().nullable(),
  postalCode: z.string().nullable(),
  note: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;
