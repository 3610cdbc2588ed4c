/** SPEC §3 auth state, as the login and guest flows store it under the `auth` key. */
export interface AuthState {
  accessToken: string;
  expiresIn: number | null;
  refreshToken: string | null;
  isGuest: boolean;
  continueAsGuest: boolean;
}

export const AUTH_STORAGE_KEY = 'auth';

/**
 * The stored auth state as raw JSON, or null. A login without "remember me" lives in this tab's
 * sessionStorage (SPEC §4) and wins over an older remembered or guest login in localStorage.
 */
export function readStoredAuthJson(storages: readonly Pick<Storage, 'getItem'>[] = browserStorages()): string | null {
  for (const storage of storages) {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (raw) return raw;
  }
  return null;
}

/** Parses stored auth state; anything without a usable access token counts as no login. */
export function parseAuthState(raw: string | null): AuthState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AuthState> | null;
    if (typeof value?.accessToken !== 'string' || value.accessToken === '') return null;
    return {
      accessToken: value.accessToken,
      expiresIn: typeof value.expiresIn === 'number' ? value.expiresIn : null,
      refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : null,
      // Only an explicit false is a signed-in customer; anything unclear is treated as a guest.
      isGuest: value.isGuest !== false,
      continueAsGuest: value.continueAsGuest === true,
    };
  } catch {
    return null;
  }
}

/** SPEC §4: logging out clears the tokens and reloads the shop at /. */
export function logOut(): void {
  for (const storage of browserStorages()) storage.removeItem(AUTH_STORAGE_KEY);
  window.location.assign('/');
}

function browserStorages(): Storage[] {
  return [window.sessionStorage, window.localStorage];
}
