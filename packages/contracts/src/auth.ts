import { z } from 'zod';
import { OTP_LENGTH } from './auth-rules.ts';
import {
  EMAIL_PATTERN,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_LENGTH,
} from './field-rules.ts';

/** Tokens the API hands out (SPEC §3 auth state minus the client-only continueAsGuest). */
export const AuthTokensSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
  refreshToken: z.string(),
  isGuest: z.boolean(),
});
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

/** SPEC §3 auth state as the storefront keeps it. */
export const AuthStateSchema = AuthTokensSchema.extend({ continueAsGuest: z.boolean() });
export type AuthState = z.infer<typeof AuthStateSchema>;

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(20).max(200) });

/** SPEC §7: POST /api/phone/verify/request sends the phone and an empty name. */
export const OtpRequestBodySchema = z.object({
  phone: z.string().trim().min(PHONE_INPUT_LENGTH.min).max(PHONE_INPUT_LENGTH.max),
  name: z.string().max(PERSON_NAME_MAX_LENGTH).optional(),
  /** ISO country (e.g. eg, kw) used when the number has no international prefix. */
  countryCode: z
    .string()
    .regex(/^[a-zA-Z]{2}$/)
    .optional(),
});

export const LoginBodySchema = z.union([
  z.object({
    phone: z.string().trim().min(PHONE_INPUT_LENGTH.min).max(PHONE_INPUT_LENGTH.max),
    countryCode: z
      .string()
      .regex(/^[a-zA-Z]{2}$/)
      .optional(),
    code: z.string().regex(OTP_PATTERN, `The code has ${OTP_LENGTH} digits`),
    rememberMe: z.boolean().optional(),
  }),
  z.object({
    email: z.email({ pattern: EMAIL_PATTERN }),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    rememberMe: z.boolean().optional(),
  }),
]);
export type LoginBody = z.infer<typeof LoginBodySchema>;

export * from './auth-rules.ts';
