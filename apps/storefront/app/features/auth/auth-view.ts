import type { ImpersonationSession } from '@storefront/contracts';
import { roleFromAccessToken, userIdFromAccessToken } from '../../lib/api/access-token.ts';
import { effectiveAuthState, type StoredAuth } from './auth-state.ts';
import type { AuthSnapshot } from './auth-session.ts';

/** What pages and menus read of the session. */
export interface AuthView {
  /** False on the server and until the browser has read its storage (or created the guest). */
  ready: boolean;
  /** SPEC §3 auth state as shown: isGuest is false while an impersonation runs. */
  state: StoredAuth | null;
  /** A customer (or an impersonated one), not a guest. */
  signedIn: boolean;
  /** Whom calls act for: the impersonated customer, else the token's own `nameid`. */
  userId: string | null;
  /** The signed-in person's own role (guest, customer, support); impersonation never changes it. */
  ownRole: string | null;
  impersonation: ImpersonationSession | null;
}

export function authView({ ready, login, impersonation }: AuthSnapshot): AuthView {
  const state = effectiveAuthState(login?.auth ?? null, impersonation !== null);
  const ownToken = login?.auth.accessToken ?? null;
  return {
    ready,
    state,
    signedIn: ready && state !== null && !state.isGuest,
    userId: userIdFromAccessToken(impersonation?.impersonationToken ?? ownToken),
    ownRole: roleFromAccessToken(ownToken),
    impersonation,
  };
}
