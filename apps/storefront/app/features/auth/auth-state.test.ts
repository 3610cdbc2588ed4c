import { describe, expect, it } from 'vitest';
import {
  continuingAsGuest,
  effectiveAuthState,
  guestAuth,
  refreshedAuth,
  signedInAuth,
  storageForSignIn,
} from './auth-state.ts';

const NOW = 1_700_000_000_000;
const tokens = (isGuest: boolean) => ({ accessToken: 'a.b.c', expiresIn: 900, refreshToken: 'r'.repeat(40), isGuest });

describe('auth state (SPEC §3/§4)', () => {
  it('stores a new guest with isGuest true and the absolute expiry of its token', () => {
    expect(guestAuth(tokens(true), NOW)).toEqual({
      ...tokens(true),
      isGuest: true,
      continueAsGuest: false,
      expiresAt: NOW + 900_000,
    });
  });

  it('sets isGuest false on login and forgets "continue as guest"', () => {
    const guest = continuingAsGuest(guestAuth(tokens(true), NOW));
    expect(guest.continueAsGuest).toBe(true);
    expect(signedInAuth(tokens(true), NOW)).toMatchObject({ isGuest: false, continueAsGuest: false });
  });

  it('keeps the shopper’s choice across a refresh and takes isGuest from the server', () => {
    const guest = continuingAsGuest(guestAuth(tokens(true), NOW));
    const later = NOW + 800_000;
    expect(refreshedAuth(guest, { ...tokens(true), accessToken: 'new' }, later)).toMatchObject({
      accessToken: 'new',
      isGuest: true,
      continueAsGuest: true,
      expiresAt: later + 900_000,
    });
  });

  it('puts remembered logins in local storage and the others in session storage', () => {
    expect(storageForSignIn(true)).toBe('localStorage');
    expect(storageForSignIn(false)).toBe('sessionStorage');
  });

  it('shows isGuest false while an impersonation runs and the stored value once it ends', () => {
    const guest = guestAuth(tokens(true), NOW);
    expect(effectiveAuthState(guest, true)?.isGuest).toBe(false);
    expect(effectiveAuthState(guest, false)?.isGuest).toBe(true);
    expect(effectiveAuthState(null, true)).toBeNull();
  });
});
