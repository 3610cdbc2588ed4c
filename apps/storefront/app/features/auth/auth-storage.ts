import type { ImpersonationSession } from '@storefront/contracts';
import { readStorage, removeFromStorage, writeStorage, type StorageKind } from '../../lib/browser-storage.ts';
import type { StoredAuth } from './auth-state.ts';

export const AUTH_STORAGE_KEY = 'auth';
/** SPEC §4: the impersonation lives in this tab only. */
export const IMPERSONATION_STORAGE_KEY = 'impersonation';

/**
 * Where logins are stored, first match wins: a login without "remember me" lives in this tab's
 * sessionStorage (SPEC §4) and beats an older remembered or guest login in localStorage.
 */
const AUTH_STORAGES: StorageKind[] = ['sessionStorage', 'localStorage'];

export interface StoredLogin {
  auth: StoredAuth;
  kind: StorageKind;
}

/** Reads and writes what the session keeps; the browser's storages by default, a fake in tests. */
export interface AuthPersistence {
  readLogin(): StoredLogin | null;
  /** Writes to `kind` and clears the other storage, so a login lives in exactly one place. */
  writeLogin(login: StoredLogin): void;
  clearLogin(): void;
  readImpersonation(): ImpersonationSession | null;
  writeImpersonation(session: ImpersonationSession): void;
  clearImpersonation(): void;
}

export const browserAuthPersistence: AuthPersistence = {
  readLogin() {
    for (const kind of AUTH_STORAGES) {
      const auth = parseStoredAuth(readStorage(kind, AUTH_STORAGE_KEY));
      if (auth) return { auth, kind };
    }
    return null;
  },
  writeLogin({ auth, kind }) {
    for (const other of AUTH_STORAGES) if (other !== kind) removeFromStorage(other, AUTH_STORAGE_KEY);
    writeStorage(kind, AUTH_STORAGE_KEY, JSON.stringify(auth));
  },
  clearLogin() {
    for (const kind of AUTH_STORAGES) removeFromStorage(kind, AUTH_STORAGE_KEY);
  },
  readImpersonation: () => parseImpersonation(readStorage('sessionStorage', IMPERSONATION_STORAGE_KEY)),
  writeImpersonation: (session) => writeStorage('sessionStorage', IMPERSONATION_STORAGE_KEY, JSON.stringify(session)),
  clearImpersonation: () => removeFromStorage('sessionStorage', IMPERSONATION_STORAGE_KEY),
};

// Validated by hand, zod staying out of the browser bundle. Anything incomplete or unreadable
// counts as absent: the guest flow starts afresh rather than failing on a broken value.

/** Stored auth state (SPEC §3); a missing expiry reads as expired, so the token is refreshed first. */
export function parseStoredAuth(raw: string | null): StoredAuth | null {
  const value = parseObject(raw);
  if (!value || !isText(value.accessToken) || !isText(value.refreshToken)) return null;
  if (typeof value.expiresIn !== 'number' || typeof value.isGuest !== 'boolean') return null;
  return {
    accessToken: value.accessToken,
    expiresIn: value.expiresIn,
    refreshToken: value.refreshToken,
    isGuest: value.isGuest,
    continueAsGuest: value.continueAsGuest === true,
    expiresAt: typeof value.expiresAt === 'number' ? value.expiresAt : 0,
  };
}

export function parseImpersonation(raw: string | null): ImpersonationSession | null {
  const value = parseObject(raw);
  if (!value) return null;
  const { sessionId, customerId, displayName, impersonationToken, expiresAt } = value;
  if (
    !isText(sessionId) ||
    !isText(customerId) ||
    typeof displayName !== 'string' ||
    !isText(impersonationToken) ||
    !isText(expiresAt)
  )
    return null;
  return { sessionId, customerId, displayName, impersonationToken, expiresAt };
}

function parseObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
