import type { ImpersonationSession, SupportCustomer } from '@storefront/contracts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { AccessClaims, AccessTokens } from '../../lib/access-token.ts';
import type { CustomerAccounts } from '../customers/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

/** An impersonation lasts at most this long, then the support user must start again. */
export const IMPERSONATION_TTL_MS = 60 * 60_000;

export function createSessionsService(deps: {
  repository: SessionsRepository;
  customers: CustomerAccounts;
  accessTokens: AccessTokens;
}) {
  const { repository } = deps;

  function requireSupport(caller: AccessClaims | null): AccessClaims {
    if (caller?.role !== 'support' || caller.impersonationSessionId)
      throw forbidden('SUPPORT_ONLY', 'Only support staff can do this.');
    return caller;
  }

  return {
    async searchCustomers(caller: AccessClaims | null, text: string): Promise<SupportCustomer[]> {
      requireSupport(caller);
      const rows = await deps.customers.search(text, 50);
      return rows.map(({ id, ...rest }) => ({ userId: id, ...rest }));
    },

    /** SPEC §6: the session's token stands in for the customer's own for everything it does. */
    async start(caller: AccessClaims | null, customerId: string, reason?: string): Promise<ImpersonationSession> {
      const support = requireSupport(caller);
      const customer = await deps.customers.findById(customerId);
      if (!customer || customer.role !== 'customer') throw notFound('CUSTOMER_NOT_FOUND', 'No such customer.');
      const session = await repository.insert({
        supportUserId: support.userId,
        customerId,
        reason: reason ?? null,
        expiresAt: new Date(Date.now() + IMPERSONATION_TTL_MS),
      });
      const impersonationToken = await deps.accessTokens.sign(
        { userId: customerId, role: 'customer', impersonationSessionId: session.id },
        IMPERSONATION_TTL_MS / 1000,
      );
      return {
        sessionId: session.id,
        customerId,
        displayName: customer.displayName ?? customer.phone ?? customer.email ?? customerId,
        impersonationToken,
        expiresAt: session.expiresAt.toISOString(),
      };
    },

    /** Ends a session; only its own token (or the support user who started it) may end it. */
    async end(caller: AccessClaims | null, sessionId: string): Promise<void> {
      const session = await repository.findLive(sessionId, new Date());
      if (!session) throw notFound('SESSION_NOT_FOUND', 'The session has already ended.');
      const isHolder = caller?.impersonationSessionId === sessionId;
      const isStarter = caller?.role === 'support' && caller.userId === session.supportUserId;
      if (!isHolder && !isStarter) throw forbidden('FORBIDDEN', 'You may not end this session.');
      await repository.end(sessionId);
    },

    async isLive(sessionId: string, customerId: string): Promise<boolean> {
      const session = await repository.findLive(sessionId, new Date());
      return session?.customerId === customerId;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
