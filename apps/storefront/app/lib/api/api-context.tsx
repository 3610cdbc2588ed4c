import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client.ts';

/**
 * The browser's API clients, configured by the auth provider with the session's tokens.
 * `acting` sends the token of whoever the shop acts for (an impersonated customer while a
 * support session runs, SPEC §6); `own` always sends the signed-in person's own token, for
 * signing in and for support-staff calls.
 */
export interface ApiClients {
  acting: ApiClient;
  own: ApiClient;
}

const ApiContext = createContext<ApiClients | null>(null);

export function ApiProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

function useApiClients(): ApiClients {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApi must be used within an ApiProvider');
  return clients;
}

/** The client for everything done for the shopper (cart, account, addresses …). */
export const useApi = (): ApiClient => useApiClients().acting;

/** The client that never impersonates: sign-in and support-staff calls. */
export const useOwnApi = (): ApiClient => useApiClients().own;
