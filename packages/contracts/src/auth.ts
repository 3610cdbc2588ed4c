import { z } from 'zod';

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
  phone: z.string().trim().min(4).max(20),
  name: z.string().max(100).optional(),
  /** ISO country (e.g. eg, kw) used when the number has no international prefix. */
  countryCode: z
    .string()
    .regex(/^[a-zA-Z]{2}$/)
    .optional(),
});

export const LoginBodySchema = z.union([
  z.object({
    phone: z.string().trim().min(4).max(20),
    countryCode: z
      .string()
      .regex(/^[a-zA-Z]{2}$/)
      .optional(),
    code: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
    rememberMe: z.boolean().optional(),
  }),
  z.object({
    email: z.email(),
    password: z.string().min(1).max(200),
    rememberMe: z.boolean().optional(),
  }),
]);
export type LoginBody = z.infer<typeof LoginBodySchema>;

export * from './auth-rules.ts';
