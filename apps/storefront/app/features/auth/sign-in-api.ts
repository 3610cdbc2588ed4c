import { TENANT_ID } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';

// Sign-in, registration and password-reset calls (SPEC §7 "Auth and account"). Sign-in goes
// through the own-token client: the guest's token tells the server whose cart to carry over.

export interface PhoneNumber {
  phone: string;
  /** ISO country the number is read in when it has no international prefix. */
  countryCode: string;
}

/** SPEC §7: the phone and an empty name. */
export const requestSignInCode = (api: ApiClient, { phone, countryCode }: PhoneNumber) =>
  api.post('/api/phone/verify/request', {
    body: { phone, name: '', countryCode },
  });

export const signInByPhone = (api: ApiClient, body: PhoneNumber & { code: string; rememberMe: boolean }) =>
  api.post('/api/account/login', { body });

export const signInByEmail = (api: ApiClient, body: { email: string; password: string; rememberMe: boolean }) =>
  api.post('/api/account/login', { body });

export const requestPasswordReset = (api: ApiClient, email: string) =>
  api.post('/api/account/forgot-password', { body: { email } });

export const checkResetToken = (api: ApiClient, token: string) =>
  api.get('/api/account/reset-password', { query: { token } });

export const resetPassword = (api: ApiClient, token: string, newPassword: string) =>
  api.put('/api/account/reset-password', { body: { token, newPassword } });

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCode: string;
  password: string;
}

/**
 * SPEC §7: the body carries no user id; the call is sent with the guest-role, user-id, language
 * (en) and tenant (1) headers. The server goes by the guest's token alone.
 */
export const register = (api: ApiClient, guestUserId: string, body: Registration) =>
  api.post('/api/users/customers/register', {
    body,
    headers: { role: 'Guest', userId: guestUserId, language: 'en', tenant: String(TENANT_ID) },
  });
