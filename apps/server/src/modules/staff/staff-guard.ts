import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { ADMIN_API_PREFIX } from '../../lib/api-prefixes.ts';
import { hasPermission, isRouteAccess, type RouteAccess } from './staff-permissions.ts';
import type { StaffCaller, StaffService } from './staff.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /admin-api route: who may call it (staff-permissions.ts). */
    permission?: RouteAccess;
  }
  interface FastifyRequest {
    /** The verified staff caller on a guarded /admin-api route, else null. */
    staff: StaffCaller | null;
  }
}

/**
 * The one access rule of the admin API: every route under /admin-api declares
 * `config: { permission }` and is guarded here as it is registered, so a route added later
 * cannot forget it: one without a declaration stops the app from starting. Register it before
 * any admin route.
 */
export const staffGuardPlugin = fp(async (app: FastifyInstance, { staff }: { staff: StaffService }) => {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    if (route.url !== ADMIN_API_PREFIX && !route.url.startsWith(`${ADMIN_API_PREFIX}/`)) return;
    const access: unknown = route.config?.permission;
    if (!isRouteAccess(access)) {
      throw new Error(
        `${String(route.method)} ${route.url} has no permission: add config: { permission } (modules/staff/staff-permissions.ts).`,
      );
    }
    if (access === 'public') return;
    // onRequest, before body parsing and validation: a caller without the right learns nothing, not even a 400.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [
      async (request: FastifyRequest) => {
        const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!token) throw unauthorized('AUTHENTICATION_REQUIRED', 'Sign in to the admin first.');
        const caller = await staff.authenticate(token);
        if (!caller) throw unauthorized('INVALID_ACCESS_TOKEN', 'Invalid access token.');
        if (access !== 'signed-in' && !hasPermission(caller.role, access))
          throw forbidden('PERMISSION_DENIED', 'Your role does not allow this.');
        request.staff = caller;
      },
      ...existing,
    ];
  });
});

/** The caller of a guarded admin route (never null there: the guard has run). */
export function staffCallerOf(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw unauthorized('AUTHENTICATION_REQUIRED', 'Sign in to the admin first.');
  return request.staff;
}
