import type { AuthState, AuthTokens } from '@storefront/contracts';
import { expiryTime } from '../../lib/api/token-expiry.ts';
import type { StorageKind } from '../../lib/browser-storage.ts';

// The SPEC §3/§4 auth state transitions, pure so each rule is tested on its own.

/** SPEC §3 auth state, plus the absolute time (ms) its access token expires. */
export type StoredAuth = AuthState & { expiresAt: number };

/** SPEC §4: a guest is remembered on this device. */
export const GUEST_STORAGE: StorageKind = 'localStorage';

/** A guest created on start (SPEC §4: stored with isGuest true). */
export function guestAuth(tokens: AuthTokens, now: number): StoredAuth {
  return { ...withExpiry(tokens, now), isGuest: true, continueAsGuest: false };
}

/** SPEC §4: logging in sets isGuest false. */
export function signedInAuth(tokens: AuthTokens, now: number): StoredAuth {
  return { ...withExpiry(tokens, now), isGuest: false, continueAsGuest: false };
}

/** New tokens for the same person: the server says whether it is a guest; the shopper's choice stays. */
export function refreshedAuth(previous: StoredAuth, tokens: AuthTokens, now: number): StoredAuth {
  return { ...withExpiry(tokens, now), isGuest: tokens.isGuest, continueAsGuest: previous.continueAsGuest };
}

/** The login page's "continue as guest". */
export function continuingAsGuest(auth: StoredAuth): StoredAuth {
  return { ...auth, continueAsGuest: true };
}

/** SPEC §4: with rememberMe the tokens go to local storage, otherwise to session storage. */
export function storageForSignIn(rememberMe: boolean): StorageKind {
  return rememberMe ? 'localStorage' : 'sessionStorage';
}

/**
 * The state the shop shows. SPEC §4: starting an impersonation sets isGuest false and its end
 * sets it back; the stored tokens are the support user's own and stay as the server issued them.
 */
export function effectiveAuthState(auth: StoredAuth | null, impersonating: boolean): StoredAuth | null {
  return auth && impersonating ? { ...auth, isGuest: false } : auth;
}

function withExpiry(tokens: AuthTokens, now: number) {
  return {
    accessToken: tokens.accessToken,
    expiresIn: tokens.expiresIn,
    refreshToken: tokens.refreshToken,
    expiresAt: expiryTime(tokens.expiresIn, now),
  };
}
