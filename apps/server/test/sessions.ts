import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { AuthTokensSchema, type AuthTokens } from '@storefront/contracts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { outboxMessages } from '../src/modules/messaging/messaging.schema.ts';

// Test sessions the way the storefront gets them: a guest on first visit, a customer by phone code.

export const userIdOf = (token: string) => decodeJwt(token).nameid as string;
export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Tokens plus what a test needs to call as their holder: the id for paths and the header. */
export type Caller = AuthTokens & { userId: string; headers: { authorization: string } };

export const callerOf = (tokens: AuthTokens): Caller => ({
  ...tokens,
  userId: userIdOf(tokens.accessToken),
  headers: bearer(tokens.accessToken),
});

export async function createGuest(app: FastifyInstance): Promise<Caller> {
  const response = await app.inject({ method: 'POST', url: '/api/users/customers/guest' });
  expect(response.statusCode).toBe(201);
  return callerOf(AuthTokensSchema.parse(response.json()));
}

/** The newest message the outbox senders "sent" to a phone (E.164) or e-mail address. */
export async function lastMessageTo(database: DatabaseHandle, recipient: string) {
  const [message] = await database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return message ?? null;
}

/** The newest outbox message to a recipient, waiting for it: e-mail is sent after the request has answered. */
export async function waitForMessageTo(database: DatabaseHandle, recipient: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await lastMessageTo(database, recipient);
    if (message || Date.now() > deadline) return message;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const lastCodeSentTo = async (database: DatabaseHandle, phone: string) =>
  /\d{6}/.exec((await lastMessageTo(database, phone))?.body ?? '')?.[0];

/** Signs in by OTP as the owner of `phone` (E.164): a new phone makes a new customer, or turns `guest` into it. */
export async function signInByPhone(
  app: FastifyInstance,
  database: DatabaseHandle,
  phone: string,
  guest?: Caller,
): Promise<Caller> {
  const request = await app.inject({ method: 'POST', url: '/api/phone/verify/request', payload: { phone, name: '' } });
  expect(request.statusCode).toBe(200);
  const code = await lastCodeSentTo(database, phone);
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { phone, code },
    headers: guest?.headers ?? {},
  });
  expect(response.statusCode).toBe(200);
  return callerOf(AuthTokensSchema.parse(response.json()));
}
