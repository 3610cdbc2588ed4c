import type { ImpersonationSession, SupportCustomer } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';

// Support-staff calls: sent with the staff member's own token (useOwnApi), never an impersonation one.

export function searchSupportCustomers(api: ApiClient, query: string, signal: AbortSignal): Promise<SupportCustomer[]> {
  return api.get('/api/support/customers', { query: { query }, signal });
}

export function startImpersonationSession(api: ApiClient, customerId: string): Promise<ImpersonationSession> {
  return api.post('/api/support/impersonation-sessions', { body: { customerId } });
}
