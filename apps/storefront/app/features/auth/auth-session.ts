import type { AuthTokens, ImpersonationSession } from '@storefront/contracts';
import { ApiRequestError, type ApiClient } from '../../lib/api/api-client.ts';
import { singleFlight } from '../../lib/api/single-flight.ts';
import { isRefreshDue, refreshDelay } from '../../lib/api/token-expiry.ts';
import {
  GUEST_STORAGE,
  continuingAsGuest,
  guestAuth,
  refreshedAuth,
  signedInAuth,
  storageForSignIn,
} from './auth-state.ts';
import type { AuthPersistence, StoredLogin } from './auth-storage.ts';

/** What the session has to tell the shopper (SPEC §5/§8); the provider shows it as a toast. */
export type AuthNotice = 'invalidAccessToken' | 'invalidImpersonation';

export interface AuthSnapshot {
  /** False until the stored login was read (or a guest created) after hydration. */
  ready: boolean;
  login: StoredLogin | null;
  impersonation: ImpersonationSession | null;
}

/**
 * Before the session starts; also what the server renders. One object, so that the browser,
 * hydrating, finds its own snapshot unchanged and renders nothing again for it.
 */
export const NOT_STARTED: AuthSnapshot = { ready: false, login: null, impersonation: null };

export interface AuthSessionDependencies {
  /** A client that sends no token of its own: guest, refresh and logout calls must not carry a dead one. */
  api: ApiClient;
  persistence: AuthPersistence;
  notify: (notice: AuthNotice) => void;
  now?: () => number;
  /** Serialises refreshes across tabs (see cross-tab-lock.ts); tests run the task directly. */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  setTimer?: (run: () => void, delayMs: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The browser's auth session (SPEC §3/§4): loads the stored tokens or creates a guest, refreshes
 * the access token before it expires and when the API refuses it, signs in and out, and holds
 * the support user's impersonation. React reads it through subscribe/getSnapshot.
 */
export function createAuthSession(deps: AuthSessionDependencies) {
  const { api, persistence, notify } = deps;
  const now = deps.now ?? Date.now;
  const lock = deps.lock ?? ((task) => task());
  const setTimer = deps.setTimer ?? ((run, delay) => setTimeout(run, delay));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  let snapshot = NOT_STARTED;
  const listeners = new Set<() => void>();
  let refreshTimer: unknown = null;
  let started: Promise<void> | null = null;

  function update(changes: Partial<AuthSnapshot>) {
    // Nothing new (no impersonation found again, say): no subscriber renders the page again for it.
    const keys = Object.keys(changes) as (keyof AuthSnapshot)[];
    if (keys.every((key) => Object.is(changes[key], snapshot[key]))) return;
    snapshot = { ...snapshot, ...changes };
    for (const listener of listeners) listener();
  }

  /** Adopts a login (already stored) and plans its next refresh. */
  function adopt(login: StoredLogin | null) {
    if (refreshTimer !== null) clearTimer(refreshTimer);
    refreshTimer = null;
    if (login) {
      // A failed planned refresh has already replaced the login by a fresh guest; nothing to add.
      refreshTimer = setTimer(() => void refresh().catch(() => undefined), refreshDelay(login.auth.expiresAt, now()));
    }
    update({ login });
  }

  function save(login: StoredLogin) {
    persistence.writeLogin(login);
    adopt(login);
  }

  const createGuest = singleFlight(async () => {
    const tokens = await api.post('/api/users/customers/guest');
    save({ auth: guestAuth(tokens, now()), kind: GUEST_STORAGE });
  });

  /** SPEC §5: a login the server no longer accepts is dropped, and the visitor goes on as a fresh guest. */
  async function replaceWithFreshGuest() {
    persistence.clearLogin();
    adopt(null);
    notify('invalidAccessToken');
    await createGuest();
  }

  /**
   * Exchanges the refresh token (rotation: the old one dies). Calls made meanwhile share this one
   * exchange. Resolves false when the exchange failed in any way (refused, a malformed stored
   * token the API answers 400, an unreachable API, an unreadable answer) and the login was
   * replaced by a fresh guest: a login that cannot be refreshed would leave every page waiting.
   */
  const refresh = singleFlight(async (): Promise<boolean> => {
    const current = snapshot.login;
    if (!current) return false;
    return lock(async () => {
      // Another tab sharing these remembered tokens may have rotated them while we waited.
      const stored = persistence.readLogin();
      if (stored && stored.auth.refreshToken !== current.auth.refreshToken) {
        adopt(stored);
        if (!isRefreshDue(stored.auth.expiresAt, now())) return true;
      }
      const login = stored ?? current;
      try {
        const tokens = await api.post('/api/account/refresh-token', {
          body: { refreshToken: login.auth.refreshToken },
        });
        save({ auth: refreshedAuth(login.auth, tokens, now()), kind: login.kind });
        return true;
      } catch {
        await replaceWithFreshGuest();
        return false;
      }
    });
  });

  async function ownAccessToken(): Promise<string | null> {
    await start();
    if (!snapshot.login) await createGuest();
    if (snapshot.login && isRefreshDue(snapshot.login.auth.expiresAt, now())) await refresh();
    return snapshot.login?.auth.accessToken ?? null;
  }

  function endImpersonationLocally() {
    persistence.clearImpersonation();
    update({ impersonation: null });
  }

  function start(): Promise<void> {
    started ??= (async () => {
      const login = persistence.readLogin();
      update({ impersonation: persistence.readImpersonation() });
      if (login) adopt(login);
      else
        await createGuest().catch((error: unknown) =>
          console.error('No guest could be created; the next call tries again.', error),
        );
      update({ ready: true });
    })();
    return started;
  }

  return {
    start,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** The signed-in person's own token: sign-in, support-staff calls. */
    ownAccessToken,

    /** The token calls for the shopper carry: the impersonation token while one runs (SPEC §6). */
    async actingAccessToken(): Promise<string | null> {
      await start();
      return snapshot.impersonation?.impersonationToken ?? ownAccessToken();
    },

    /**
     * The client's answer to a 401 (retried once when this resolves true): a refused
     * impersonation token ends the impersonation (SPEC §5); a refused access token is refreshed.
     */
    async recoverFromUnauthorized(error: ApiRequestError, token: string): Promise<boolean> {
      if (token === snapshot.impersonation?.impersonationToken) {
        endImpersonationLocally();
        notify('invalidImpersonation');
        return false;
      }
      if (error.code !== 'INVALID_ACCESS_TOKEN') return false;
      // Another call's refresh already replaced the token this one was sent with.
      if (snapshot.login && snapshot.login.auth.accessToken !== token) return true;
      return refresh();
    },

    /** SPEC §4: isGuest false; remembered logins in local storage, others in session storage. */
    signIn(tokens: AuthTokens, rememberMe: boolean) {
      save({ auth: signedInAuth(tokens, now()), kind: storageForSignIn(rememberMe) });
    },

    continueAsGuest() {
      const login = snapshot.login;
      if (login) save({ ...login, auth: continuingAsGuest(login.auth) });
    },

    /** SPEC §4 logout: the refresh token is revoked and the tokens cleared; the caller reloads at /. */
    async signOut() {
      const impersonation = snapshot.impersonation;
      const login = snapshot.login;
      endImpersonationLocally();
      persistence.clearLogin();
      adopt(null);
      // Best effort: an unreachable API must not keep the shopper signed in on this device.
      await Promise.allSettled([
        impersonation && endSessionOnServer(api, impersonation),
        login && api.post('/api/account/logout', { body: { refreshToken: login.auth.refreshToken } }),
      ]);
    },

    startImpersonation(session: ImpersonationSession) {
      persistence.writeImpersonation(session);
      update({ impersonation: session });
    },

    /**
     * SPEC §4 "finish session": the session is deleted on the server, then here. One the server
     * already ended counts as finished; an unreachable server leaves it running and throws.
     */
    async finishImpersonation() {
      const session = snapshot.impersonation;
      if (!session) return;
      await endSessionOnServer(api, session).catch((error: unknown) => {
        if (!(error instanceof ApiRequestError) || ![401, 404].includes(error.status)) throw error;
      });
      endImpersonationLocally();
    },

    /** The tab is closing (SPEC §4): the request must outlive the page, so it cannot be awaited. */
    endImpersonationWithPage() {
      const session = snapshot.impersonation;
      if (!session) return;
      void endSessionOnServer(api, session, { keepalive: true }).catch(() => undefined);
      endImpersonationLocally();
    },

    /** Another tab changed the stored login: follow it. */
    reloadFromStorage() {
      adopt(persistence.readLogin());
    },
  };
}
export type AuthSession = ReturnType<typeof createAuthSession>;

function endSessionOnServer(api: ApiClient, session: ImpersonationSession, options: { keepalive?: boolean } = {}) {
  return api.delete('/api/tenants/self/sessions/{id}', {
    params: { id: session.sessionId },
    headers: { authorization: `Bearer ${session.impersonationToken}` },
    ...options,
  });
}
