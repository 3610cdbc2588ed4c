import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { toast } from '../../components/toasts.tsx';
import { createApiClient } from '../../lib/api/api-client.ts';
import { ApiProvider, type ApiClients } from '../../lib/api/api-context.tsx';
import { withCrossTabLock } from '../../lib/api/cross-tab-lock.ts';
import { errorToastMessage } from '../../lib/api/toast-messages.ts';
import { useDeferredSnapshot } from '../../lib/create-store.ts';
import { createAuthSession, NOT_STARTED, type AuthNotice, type AuthSession } from './auth-session.ts';
import { AUTH_STORAGE_KEY, browserAuthPersistence } from './auth-storage.ts';
import { authView, type AuthView } from './auth-view.ts';

const NOTICE_KEYS: Record<AuthNotice, string> = {
  invalidAccessToken: 'ui.prisma.toast.invalidAccessToken',
  invalidImpersonation: 'ui.prisma.toast.invalidImpersonation',
};

/** The server has no storage: it renders, and the browser hydrates, the session before it starts (README). */
const notStarted = () => NOT_STARTED;

type AuthContextValue = AuthView & { session: AuthSession };
const AuthContext = createContext<AuthContextValue | null>(null);

// Bound late: the server renders this provider too, where no call is ever made.
const browserFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * Starts the auth session once hydrated (SPEC §4) and provides it, with the API clients that
 * carry its tokens, to everything below.
 */
export function AuthProvider({
  apiHost,
  language,
  children,
}: {
  apiHost: string | null;
  language: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [session] = useState(() =>
    createAuthSession({
      api: createApiClient({ fetch: browserFetch, apiHost, language }),
      persistence: browserAuthPersistence,
      notify: (notice) => toast.error(t(NOTICE_KEYS[notice])),
      lock: (task) => withCrossTabLock('storefront-auth-refresh', task),
    }),
  );

  useEffect(() => {
    void session.start();
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY || event.key === null) session.reloadFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session]);

  const clients = useMemo<ApiClients>(() => {
    const client = (getAccessToken: () => Promise<string | null>) =>
      createApiClient({
        fetch: browserFetch,
        apiHost,
        language,
        getAccessToken,
        recoverFromUnauthorized: session.recoverFromUnauthorized,
      });
    return { acting: client(session.actingAccessToken), own: client(session.ownAccessToken) };
  }, [session, apiHost, language]);

  // A guest created after hydration, a refresh: the page renders the change in the background.
  const snapshot = useDeferredSnapshot(session.subscribe, session.getSnapshot, notStarted);
  const value = useMemo(() => ({ ...authView(snapshot), session }), [snapshot, session]);

  return (
    <AuthContext.Provider value={value}>
      <ApiProvider clients={clients}>{children}</ApiProvider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** SPEC §4 logout: revoke, clear the tokens and reload the shop at /. */
export function useLogOut() {
  const { session } = useAuth();
  return async () => {
    await session.signOut();
    window.location.assign('/');
  };
}

/** SPEC §4 "finish session": end it, go to / and say "session finished". */
export function useFinishImpersonation() {
  const { session } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    try {
      await session.finishImpersonation();
      await navigate('/');
      toast.success(t('ui.prisma.toast.sessionFinished'));
    } catch (error) {
      toast.error(errorToastMessage(error, t));
    }
  };
}
