import { describe, expect, it } from 'vitest';
import {
  ImpersonationSessionSchema,
  INVALID_IMPERSONATION_MESSAGE,
  SupportCustomerSchema,
} from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { eq } from 'drizzle-orm';
import { bearer, signInByPhone } from '../../../test/sessions.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { staffAccounts } from '../staff/staff.schema.ts';

const { app, database } = await buildTestApp();
const support = await signInByPhone(app, database, '+96550000009');
const customer = await signInByPhone(app, database, '+96550000001');

const requestSession = (customerId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/support/impersonation-sessions',
    payload: { customerId },
    headers: bearer(support.accessToken),
  });

async function startSession() {
  const found = SupportCustomerSchema.array().parse(
    (await app.inject({ url: '/api/support/customers?query=demo', headers: bearer(support.accessToken) })).json(),
  );
  const response = await requestSession(found.find((c) => c.phone === '+96550000001')!.userId);
  expect(response.statusCode).toBe(201);
  return ImpersonationSessionSchema.parse(response.json());
}

describe('impersonation', () => {
  it('lets only support staff list customers and start a session', async () => {
    expect(
      (await app.inject({ url: '/api/support/customers', headers: bearer(customer.accessToken) })).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/support/customers' })).statusCode).toBe(403);
    const session = await startSession();
    expect(session.displayName).toBe('Demo Customer');
  });

  it('acts as the customer through a separate token until finished, then refuses it', async () => {
    const session = await startSession();
    const asCustomer = await app.inject({
      url: '/api/tenants/1/menus/53/items/visible',
      headers: bearer(session.impersonationToken),
    });
    expect(asCustomer.statusCode).toBe(200);

    const finish = await app.inject({
      method: 'DELETE',
      url: `/api/tenants/self/sessions/${session.sessionId}`,
      headers: bearer(session.impersonationToken),
    });
    expect(finish.statusCode).toBe(204);

    const after = await app.inject({
      url: '/api/tenants/1/menus/53/items/visible',
      headers: bearer(session.impersonationToken),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'INVALID_IMPERSONATION_TOKEN', message: INVALID_IMPERSONATION_MESSAGE });
  });

  it('does not let anyone else finish a session, nor an impersonation token start one', async () => {
    const session = await startSession();
    const stranger = await app.inject({
      method: 'DELETE',
      url: `/api/tenants/self/sessions/${session.sessionId}`,
      headers: bearer(customer.accessToken),
    });
    expect(stranger.statusCode).toBe(403);
    const nested = await app.inject({
      method: 'POST',
      url: '/api/support/impersonation-sessions',
      payload: { customerId: session.customerId },
      headers: bearer(session.impersonationToken),
    });
    expect(nested.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/tenants/self/sessions/${session.sessionId}`,
          headers: bearer(support.accessToken),
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses a forged impersonation token and unknown customers', async () => {
    const forged = await app.accessTokens.sign({
      userId: '00000000-0000-4000-8000-000000000001',
      role: 'customer',
      impersonationSessionId: '00000000-0000-4000-8000-000000000002',
    });
    const response = await app.inject({ url: '/api/locale/languages/lookup', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(INVALID_IMPERSONATION_MESSAGE);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/support/impersonation-sessions',
      payload: { customerId: '00000000-0000-4000-8000-000000000003' },
      headers: bearer(support.accessToken),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/api/tenants/self/sessions/not-a-uuid',
      headers: bearer(support.accessToken),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('records each start and end in the audit trail under the support staff account', async () => {
    const session = await startSession();
    await app.inject({
      method: 'DELETE',
      url: `/api/tenants/self/sessions/${session.sessionId}`,
      headers: bearer(support.accessToken),
    });
    const owner = await signInAsStaff(app, 'owner');
    const trail = await app.inject({
      url: `/admin-api/audit-entries?entityType=customer&entityId=${session.customerId}`,
      headers: owner.headers,
    });
    const entries = (trail.json() as { items: { action: string; actor: { email: string }; after: unknown }[] }).items;
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'impersonation.ended',
        actor: expect.objectContaining({ email: 'support@example.com' }),
      }),
      expect.objectContaining({
        action: 'impersonation.started',
        actor: expect.objectContaining({ email: 'support@example.com' }),
        after: expect.objectContaining({ sessionId: session.sessionId }),
      }),
    ]);
  });

  it('acts with the rights of its staff account: disabled, the support user cannot start a session', async () => {
    const byEmail = eq(staffAccounts.email, 'support@example.com');
    await database.db.update(staffAccounts).set({ disabledAt: new Date() }).where(byEmail);
    try {
      const response = await requestSession(customer.userId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'SUPPORT_ONLY' });
    } finally {
      await database.db.update(staffAccounts).set({ disabledAt: null }).where(byEmail);
    }
  });
});
