import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AccessClaims, AccessTokens } from '../lib/access-token.ts';
import { unauthorized } from '../lib/errors.ts';
import { INVALID_IMPERSONATION_MESSAGE } from '@storefront/contracts';
import { ADMIN_API_PREFIX } from '../lib/api-prefixes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** The verified caller, or null for a request without a token. */
    auth: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /** The route reads `Authorization` itself (e.g. the metrics token): it carries no shopper's token. */
    authorizesItself?: boolean;
  }
}

/**
 * Reads `Authorization: Bearer …` on every request. No token means an anonymous caller; a token
 * that fails verification is refused with SPEC §5's "Invalid access token." so the storefront
 * can drop it and continue as a fresh guest.
 */
export interface AuthenticateOptions {
  accessTokens: AccessTokens;
  /** Whether an impersonation token's session is still running for that customer. */
  isImpersonationLive(sessionId: string, customerId: string): Promise<boolean>;
  /** Whether the sign-in a token was issued to is still live (not signed out or revoked). */
  isSessionLive(sessionId: string): Promise<boolean>;
}

export const authenticatePlugin = fp(async (app: FastifyInstance, options: AuthenticateOptions) => {
  app.decorate('accessTokens', options.accessTokens);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    // The admin API reads staff tokens with its own guard (modules/staff); a shopper's token means nothing there.
    if (
      !header ||
      request.routeOptions.url?.startsWith(ADMIN_API_PREFIX) ||
      request.routeOptions.config.authorizesItself
    )
      return;
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const claims = token ? await app.accessTokens.verify(token) : null;
    if (!claims) throw unauthorized('INVALID_ACCESS_TOKEN', 'Invalid access token.');
    // An impersonation token is only as good as its session: finished or expired means refused.
    if (
      claims.impersonationSessionId &&
      !(await options.isImpersonationLive(claims.impersonationSessionId, claims.userId))
    ) {
      throw unauthorized('INVALID_IMPERSONATION_TOKEN', INVALID_IMPERSONATION_MESSAGE);
    }
    // Signed out (or its refresh tokens revoked): the access token ends with it, not 15 minutes later.
    if (claims.sessionId && !(await options.isSessionLive(claims.sessionId))) {
      throw unauthorized('INVALID_ACCESS_TOKEN', 'Invalid access token.');
    }
    request.auth = claims;
  });
});
