import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce that the storefront puts on its inline scripts. */
    scriptNonce: string;
  }
}

/**
 * Helmet's headers, plus a Content-Security-Policy written here because the storefront needs a
 * script nonce while its style attributes need 'unsafe-inline' (a style nonce would disable that).
 * /docs sets its own policy for the API reference UI.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { apiHost: string | null }) => {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  const connect = ["'self'", options.apiHost].filter(Boolean).join(' ');
  app.decorateReply('scriptNonce', '');
  // Written once: only the nonce differs between responses.
  const policy = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  const [policyStart, policyEnd] = policy('\0').split('\0') as [string, string];
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/docs')) return;
    reply.scriptNonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', policyStart + reply.scriptNonce + policyEnd);
  });
});
