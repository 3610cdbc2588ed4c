import { useMemo, useSyncExternalStore } from 'react';
import type { AuthState } from '@storefront/contracts';
import { parseAuthState, readStoredAuthJson } from './auth-storage.ts';

function subscribe(onChange: () => void) {
  // Other tabs signing in or out reach us through the storage event.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The stored auth state. The server has no storage, so it renders (and the browser hydrates)
 * the guest state first, then the browser re-renders with what is stored.
 */
export function useAuthState(): AuthState | null {
  const raw = useSyncExternalStore(subscribe, () => readStoredAuthJson(), () => null);
  return useMemo(() => parseAuthState(raw), [raw]);
}
