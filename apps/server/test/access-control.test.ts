import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthTokensSchema } from '@storefront/contracts';
import { decodeJwt } from 'jose';
import { buildTestApp } from './helper.ts';

const { app } = await buildTestApp();

type Operation = { parameters?: { name: string; in: string; schema?: { type?: string; format?: string } }[] };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

async function guest() {
  const tokens = AuthTokensSchema.parse(
    (await app.inject({ method: 'POST', url: '/api/users/customers/guest' })).json(),
  );
  return { token: tokens.accessToken, userId: decodeJwt(tokens.accessToken).nameid as string };
}

/** Every operation of the OpenAPI document that acts for a user named in its path. */
async function userScopedOperations() {
  const document = (await app.inject('/docs/json')).json() as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.includes('{userId}'))
    .flatMap(([path, operations]) =>
      METHODS.filter((m) => operations[m]).map((method) => ({ path, method, operation: operations[method]! })),
    );
}

function fillPath(path: string, operation: Operation, userId: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'userId') return userId;
    const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema?.format === 'uuid'
      ? randomUUID()
      : schema?.type === 'integer' || schema?.type === 'number'
        ? '1'
        : 'x';
  });
}

describe('one guard for every route that acts for a user', () => {
  it('finds the user-scoped routes in the API document', async () => {
    expect((await userScopedOperations()).length).toBeGreaterThan(0);
  });

  it("refuses another customer's token with 403 and no token with 401, on every such route", async () => {
    const victim = await guest();
    const attacker = await guest();
    for (const { path, method, operation } of await userScopedOperations()) {
      const url = fillPath(path, operation, victim.userId);
      const asAttacker = await app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { authorization: `Bearer ${attacker.token}` },
        payload: method === 'get' || method === 'delete' ? undefined : {},
      });
      expect(asAttacker.statusCode, `${method.toUpperCase()} ${path}`).toBe(403);
      const anonymous = await app.inject({ method: method.toUpperCase() as 'GET', url });
      expect(anonymous.statusCode, `${method.toUpperCase()} ${path} without a token`).toBe(401);
    }
  });
});
