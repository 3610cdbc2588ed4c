import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_ROLES, type RouteAccess, type StaffRole } from '../src/modules/staff/index.ts';
import { buildTestApp } from './helper.ts';
import { createGuest, signInByPhone } from './sessions.ts';
import { signInAsStaff } from './staff.ts';

// Issue 12: one guard decides every admin route by the permission the route declares. Every admin
// operation of the OpenAPI document, called without a token, as a guest, as a customer and as each
// staff role, is refused (401/403) exactly when the caller lacks its declared permission.
const { app, database } = await buildTestApp();

type Operation = {
  'x-permission'?: RouteAccess;
  parameters?: { name: string; in: string; schema?: { type?: string; format?: string } }[];
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

async function adminOperations() {
  await app.ready();
  const document = app.swagger() as unknown as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/admin-api/'))
    .flatMap(([path, operations]) =>
      METHODS.filter((m) => operations[m]).map((method) => ({ path, method, operation: operations[method]! })),
    );
}

function fillPath(path: string, operation: Operation): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema?.format === 'uuid' ? randomUUID() : schema?.type === 'integer' ? '1' : 'x';
  });
}

const GUARD_CODES = ['AUTHENTICATION_REQUIRED', 'INVALID_ACCESS_TOKEN', 'PERMISSION_DENIED'];

const allows = (role: StaffRole, access: RouteAccess) =>
  access === 'public' || access === 'signed-in' || ROLE_PERMISSIONS[role].includes(access);

describe('one guard for every admin route', () => {
  it('documents a permission on every admin operation, and they are not all public', async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThan(5);
    for (const { path, method, operation } of operations)
      expect(operation['x-permission'], `${method} ${path}`).toBeDefined();
    expect(operations.filter(({ operation }) => operation['x-permission'] === 'audit').length).toBeGreaterThan(0);
  });

  // Every admin operation × seven callers: it grows with the back office, so it gets more than the default time.
  it('lets each caller through exactly where its permission allows', { timeout: 120_000 }, async () => {
    const guest = await createGuest(app);
    const customer = await signInByPhone(app, database, '+96550000001');
    // Sign-out is last: it ends the session the other calls use.
    const operations = (await adminOperations()).sort(
      (a, b) => Number(a.path.endsWith('/sign-out')) - Number(b.path.endsWith('/sign-out')),
    );
    const callers: { name: string; headers: Record<string, string>; may: (access: RouteAccess) => boolean }[] = [
      { name: 'no token', headers: {}, may: (access) => access === 'public' },
      { name: 'guest', headers: guest.headers, may: (access) => access === 'public' },
      { name: 'customer', headers: customer.headers, may: (access) => access === 'public' },
    ];
    for (const role of STAFF_ROLES)
      callers.push({
        name: role,
        headers: (await signInAsStaff(app, role)).headers,
        may: (access) => allows(role, access),
      });
    const mismatches: string[] = [];
    for (const { path, method, operation } of operations) {
      const access = operation['x-permission']!;
      for (const caller of callers) {
        const response = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: fillPath(path, operation),
          headers: caller.headers,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        // A route may answer 401 for its own reasons (a wrong password): only the guard's refusals count.
        const refused =
          [401, 403].includes(response.statusCode) && GUARD_CODES.includes(response.json().code as string);
        if (refused === caller.may(access))
          mismatches.push(`${caller.name} ${method.toUpperCase()} ${path} (${access}): ${response.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
