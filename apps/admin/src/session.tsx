import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { adminApi, setSessionEndedHandler, tokenStore, type StaffProfile, type StaffTokens } from './api/admin-api.ts';

interface Session {
  /** Undefined while the stored session is being checked; null when signed out. */
  profile: StaffProfile | null | undefined;
  signedIn(tokens: StaffTokens): Promise<void>;
  signOut(): Promise<void>;
  reload(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [profile, setProfile] = useState<StaffProfile | null | undefined>(tokenStore.read() ? undefined : null);

  const reload = useCallback(async () => {
    if (!tokenStore.read()) return setProfile(null);
    try {
      setProfile(await adminApi('get', '/admin-api/me'));
    } catch {
      tokenStore.write(null);
      setProfile(null);
    }
  }, []);

  useEffect(() => {
    setSessionEndedHandler(() => {
      tokenStore.write(null);
      setProfile(null);
    });
    void reload();
  }, [reload]);

  const session = useMemo<Session>(
    () => ({
      profile,
      reload,
      async signedIn(tokens) {
        tokenStore.write(tokens);
        await reload();
      },
      async signOut() {
        // Ends the session on the server at once; the tab forgets it whatever the answer.
        await adminApi('post', '/admin-api/sign-out').catch(() => undefined);
        tokenStore.write(null);
        setProfile(null);
      },
    }),
    [profile, reload],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
