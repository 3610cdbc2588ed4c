import { describe, expect, it } from 'vitest';
import { authView } from './auth-view.ts';
import type { StoredLogin } from './auth-storage.ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `e30.${base64url(claims)}.signature`;

const supportLogin: StoredLogin = {
  kind: 'localStorage',
  auth: {
    accessToken: jwt({ nameid: 'support-1', role: 'support' }),
    expiresIn: 900,
    refreshToken: 'r',
    isGuest: false,
    continueAsGuest: false,
    expiresAt: 0,
  },
};
const impersonation = {
  sessionId: 's-1',
  customerId: 'customer-7',
  displayName: 'Noura',
  impersonationToken: jwt({ nameid: 'customer-7', role: 'customer' }),
  expiresAt: '2030-01-01T00:00:00Z',
};

describe('authView', () => {
  it('acts for the token’s own user id when nobody is impersonated', () => {
    expect(authView({ ready: true, login: supportLogin, impersonation: null })).toMatchObject({
      userId: 'support-1',
      ownRole: 'support',
      signedIn: true,
    });
  });

  it('acts for the impersonated customer while keeping the support user’s own role', () => {
    expect(authView({ ready: true, login: supportLogin, impersonation })).toMatchObject({
      userId: 'customer-7',
      ownRole: 'support',
      impersonation,
    });
  });

  it('counts a guest as not signed in, and nobody as signed in before the storage was read', () => {
    const guest = { ...supportLogin, auth: { ...supportLogin.auth, isGuest: true } };
    expect(authView({ ready: true, login: guest, impersonation: null }).signedIn).toBe(false);
    expect(authView({ ready: true, login: guest, impersonation }).signedIn).toBe(true);
    expect(authView({ ready: false, login: supportLogin, impersonation: null }).signedIn).toBe(false);
  });
});
