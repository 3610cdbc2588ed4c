import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PublicConfig } from '@storefront/contracts';
import { createInjectFetch } from '../lib/inject-fetch.ts';

export interface StorefrontOptions {
  /** `apps/storefront/build`: `client/` is served as files, `server/index.js` renders pages. */
  buildDir: string;
  serverBuild: ServerBuild;
  publicConfig: PublicConfig;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the storefront: its built files (hashed assets cached forever) and, for every other
 * path, the React Router SSR handler. Loaders reach the API in-process through `apiFetch`.
 * Registered without fastify-plugin so its catch-all body parser stays inside this scope.
 */
export async function storefrontPlugin(app: FastifyInstance, options: StorefrontOptions) {
  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'client'),
    wildcard: false,
    index: false,
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  const handle = createRequestHandler(options.serverBuild, 'production');

  // Route actions receive form posts in any encoding: hand the raw bytes to React Router.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    async handler(request, reply) {
      const apiFetch = createInjectFetch(app, request.id);
      const response = await handle(toWebRequest(request, reply), {
        apiFetch,
        publicConfig: options.publicConfig,
        cspNonce: reply.scriptNonce,
      });
      return sendWebResponse(reply, response);
    },
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(request.body as Buffer) : null,
  });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}
