import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import { authenticationRequired } from '../lib/caller.ts';

/**
 * The one access rule for customer data: every route whose path has a `:userId` parameter is
 * guarded here, automatically, as it is registered, so a route added later cannot forget it.
 * The caller's verified token must name that user.
 */
export const userGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.includes(':userId')) return;
    // onRequest, before body parsing and validation: a stranger learns nothing, not even a 400.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [requireSameUser, ...existing];
  });
});

async function requireSameUser(request: FastifyRequest) {
  const { userId } = request.params as { userId?: string };
  if (!request.auth) throw authenticationRequired();
  if (request.auth.userId !== userId)
    throw forbidden('FORBIDDEN', {
      en: 'You may not act for another customer.',
      ar: 'لا يمكنك التصرف نيابةً عن عميل آخر.',
    });
}
