import { randomFillSync } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce that the storefront puts on its inline scripts. */
    scriptNonce: string;
    /**
     * Allows exactly these inline scripts (base64 SHA-256 of each one's text) instead of the
     * nonce's: for a page sent to many readers as the same bytes (ADR 046).
     */
    allowInlineScripts(sha256s: readonly string[]): void;
  }
}

const NONCE_BYTES = 16;
/** Random bytes that nonces are cut from, refilled 256 nonces at a time (as node's randomUUID keeps its own). */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nextNonceAt = noncePool.length;

/**
 * 128 random bits for one response's nonce, never handed out twice. One `randomBytes` call per
 * response, JSON answers included, was 2 % of an uncached product list's CPU.
 */
function newNonce(): string {
  if (nextNonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nextNonceAt = 0;
  }
  nextNonceAt += NONCE_BYTES;
  return noncePool.toString('base64', nextNonceAt - NONCE_BYTES, nextNonceAt);
}

/**
 * Helmet's headers, plus a Content-Security-Policy written here because the storefront needs a
 * script nonce while its style attributes need 'unsafe-inline' (a style nonce would disable that).
 * /docs sets its own policy for the API reference UI.
 *
 * Helmet's middleware is built once (ADR 058): @fastify/helmet builds it again from the options on
 * every request, 7 % of an uncached product list's CPU.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { apiHost: string | null }) => {
  const setHelmetHeaders = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  const connect = ["'self'", options.apiHost].filter(Boolean).join(' ');
  // Written once: only the inline scripts allowed (a nonce or hashes) differ between responses.
  const policy = (inlineScripts: string) =>
    [
      "default-src 'self'",
      `script-src 'self'${inlineScripts}`,
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
  app.decorateReply('scriptNonce', '');
  app.decorateReply('allowInlineScripts', function (this: FastifyReply, sha256s: readonly string[]) {
    let sources = '';
    for (const sha256 of sha256s) sources += ` 'sha256-${sha256}'`;
    this.header('content-security-policy', policyStart + sources + policyEnd);
  });
  app.addHook('onRequest', async (request, reply) => {
    setHelmetHeaders(request.raw, reply.raw, throwError);
    if (request.url.startsWith('/docs')) return;
    reply.scriptNonce = newNonce();
    reply.header('content-security-policy', `${policyStart} 'nonce-${reply.scriptNonce}'${policyEnd}`);
  });
});

/** Helmet's callback: it reports nothing with options it accepted when it was built. */
function throwError(error?: unknown) {
  if (error) throw error;
}
