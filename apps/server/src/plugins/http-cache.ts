import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Anonymous answers of this route may be cached by browsers and CDNs for a short while; with
     * `revalidate` they are checked (ETag, 304) on every use, for what must show a change at once.
     */
    publicCache?: boolean | 'revalidate';
  }
}

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
const REVALIDATE = 'public, no-cache';

/** The ETag of a body: a changed body changes it. */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Catalogue answers carry an ETag made from their body, so a changed product changes the tag
 * and a revalidating client gets the new data at once; an unchanged one gets 304 and no body.
 * Answers for a signed-in caller are never stored by shared caches.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.routeOptions.config.publicCache || request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // An answer for this caller alone (a preview) says so itself.
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    // A route that keeps its rendered answers may keep their tags too (`etagOf`), and set it itself.
    const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
    reply.header('etag', etag);
    const shared = reply.routeOptions.config.publicCache === 'revalidate' ? REVALIDATE : PUBLIC;
    reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : shared);
    reply.header('vary', 'language, authorization');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
