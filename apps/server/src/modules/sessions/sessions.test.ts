import { describe, expect, it } from 'vitest';
import {
  ImpersonationSessionSchema,
  INVALID_IMPERSONATION_MESSAGE,
  SupportCustomerSchema,
} from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { bearer, signInByPhone } from '../../../test/sessions.ts';

const { app, database } = await buildTestApp();
const support = await signInByPhone(app, database, '+96550000009');
const customer = await signInByPhone(app, database, '+96550000001');

async function startSession() {
  const found = SupportCustomerSchema.array().parse(
    (await app.inject({ url: '/api/support/customers?query=demo', headers: bearer(support.accessToken) })).json(),
  );
  const demo = found.find((c) => c.phone === '+96550000001')!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/support/impersonation-sessions',
    payload: { customerId: demo.userId },
    headers: bearer(support.accessToken),
  });
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
});
