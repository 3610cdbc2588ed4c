import type { ImpersonationSession, SupportCustomer } from '@storefront/contracts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { AccessClaims, AccessTokens } from '../../lib/access-token.ts';
import type { CustomerAccounts } from '../customers/index.ts';
import type { StaffService } from '../staff/index.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';

/** An impersonation lasts at most this long, then the support user must start again. */
export const IMPERSONATION_TTL_MS = 60 * 60_000;

export function createSessionsService(deps: {
  db: Database;
  repository: SessionsRepository;
  customers: CustomerAccounts;
  accessTokens: AccessTokens;
  staff: Pick<StaffService, 'findActiveWithPermission'>;
  audit: AuditTrail;
}) {
  const { repository } = deps;
  const supportOnly = () => forbidden('SUPPORT_ONLY', 'Only support staff can do this.');

  function requireSupport(caller: AccessClaims | null): AccessClaims {
    if (caller?.role !== 'support' || caller.impersonationSessionId) throw supportOnly();
    return caller;
  }

  /**
   * The support user's staff account (same e-mail) that may impersonate: the storefront's support
   * sign-in acts with its rights, so disabling it or changing its role stops impersonation.
   */
  async function requireImpersonatingStaff(support: AccessClaims): Promise<{ id: string }> {
    const email = (await deps.customers.findById(support.userId))?.email;
    const staff = email ? await deps.staff.findActiveWithPermission(email, 'impersonation') : null;
    if (!staff) throw supportOnly();
    return staff;
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
      const staff = await requireImpersonatingStaff(support);
      const customer = await deps.customers.findById(customerId);
      if (!customer || customer.role !== 'customer') throw notFound('CUSTOMER_NOT_FOUND', 'No such customer.');
      if (customer.blockedAt) throw conflict('CUSTOMER_BLOCKED', 'This customer is blocked: unblock them first.');
      const session = await deps.db.transaction(async (tx) => {
        const row = await repository.insert(tx, {
          supportUserId: support.userId,
          customerId,
          staffId: staff.id,
          reason: reason ?? null,
          expiresAt: new Date(Date.now() + IMPERSONATION_TTL_MS),
        });
        await deps.audit.record(tx, {
          actorStaffId: staff.id,
          action: 'impersonation.started',
          entityType: 'customer',
          entityId: customerId,
          after: { sessionId: row.id, reason: row.reason, expiresAt: row.expiresAt.toISOString() },
        });
        return row;
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
      // Null only on a session started before staff accounts existed (an hour at most): nobody to name.
      const { staffId } = session;
      await deps.db.transaction(async (tx) => {
        if (!(await repository.end(tx, sessionId)) || !staffId) return;
        await deps.audit.record(tx, {
          actorStaffId: staffId,
          action: 'impersonation.ended',
          entityType: 'customer',
          entityId: session.customerId,
          before: { sessionId },
          after: { sessionId, endedBy: isHolder ? 'impersonation-token' : 'support-user' },
        });
      });
    },

    async isLive(sessionId: string, customerId: string): Promise<boolean> {
      const session = await repository.findLive(sessionId, new Date());
      // Blocking a customer stops the sessions acting as them too.
      return session?.customerId === customerId && !(await deps.customers.findById(customerId))?.blockedAt;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
