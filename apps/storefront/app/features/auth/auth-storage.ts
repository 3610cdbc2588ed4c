import type { AuthState } from '@storefront/contracts';
import { readStorage, removeFromStorage, type StorageKind } from '../../lib/browser-storage.ts';

export const AUTH_STORAGE_KEY = 'auth';

/**
 * Where logins are stored, first match wins: a login without "remember me" lives in this tab's
 * sessionStorage (SPEC §4) and beats an older remembered or guest login in localStorage.
 */
const AUTH_STORAGES: StorageKind[] = ['sessionStorage', 'localStorage'];

/** The stored auth state as raw JSON, or null. */
export function readStoredAuthJson(read: typeof readStorage = readStorage): string | null {
  for (const kind of AUTH_STORAGES) {
    const raw = read(kind, AUTH_STORAGE_KEY);
    if (raw) return raw;
  }
  return null;
}

/**
 * Parses stored auth state (SPEC §3); anything incomplete or unreadable counts as no login, so
 * the guest flow starts afresh. Validated by hand: zod stays out of the browser bundle.
 */
export function parseAuthState(raw: string | null): AuthState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof AuthState, unknown>> | null;
    if (!value || typeof value.accessToken !== 'string' || value.accessToken === '') return null;
    if (typeof value.refreshToken !== 'string' || typeof value.expiresIn !== 'number' || typeof value.isGuest !== 'boolean') return null;
    return {
      accessToken: value.accessToken,
      expiresIn: value.expiresIn,
      refreshToken: value.refreshToken,
      isGuest: value.isGuest,
      continueAsGuest: value.continueAsGuest === true,
    };
  } catch {
    return null;
  }
}

/** SPEC §4: logging out clears the tokens and reloads the shop at /. */
export function logOut(): void {
  for (const kind of AUTH_STORAGES) removeFromStorage(kind, AUTH_STORAGE_KEY);
  window.location.assign('/');
}
