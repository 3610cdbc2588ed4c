import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  LANGUAGE_STORAGE_KEY,
  readCookie,
  SHARED_PAGE_HEADER,
  type AnswerCache,
  type PublicConfig,
} from '@storefront/contracts';
import { createInjectFetch } from '../lib/inject-fetch.ts';
import { keepPage, sendKeptPage, type KeptPage } from './kept-page.ts';

export interface StorefrontOptions {
  /** `apps/storefront/build`: `client/` is served as files, `server/index.js` renders pages. */
  buildDir: string;
  serverBuild: ServerBuild;
  publicConfig: PublicConfig;
  /**
   * Where rendered shared pages are kept (`SHARED_PAGE_HEADER`): a cache cleared with every
   * catalogue change, so a kept page is never older than the catalogue (ADR 027).
   */
  pageCache: AnswerCache;
  /** The published theme and menus' version: part of every kept page's key and of the renderer's shared answers. */
  contentVersion: () => number;
  /** The cookie of a staff preview (modules/content): such pages are rendered for that browser alone. */
  previewCookie: string;
}

/**
 * Rendered pages kept per process: a seeded product page is about 125 KB of HTML (its data rides
 * along for hydration), kept with its brotli and gzip forms (about 50 KB), so about 44 MB at most.
 */
export const SHARED_PAGES_KEPT = 250;

/**
 * A page rendered for an anonymous GET: kept bytes when it is the same for every anonymous shopper
 * of its address and language, else the render itself, sent only to the readers who waited for it.
 */
type RenderedPage = { shared: true; kept: KeptPage } | { shared: false; unshared: UnsharedPage };

interface UnsharedPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: Buffer;
  /** The CSP nonce its inline scripts carry; another reader's own replaces it. */
  nonce: string;
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
    // The build writes each script and stylesheet compressed too (brotli 11, gzip 9): sent as they
    // are to browsers that accept them, where compressing on the fly would spend less effort.
    preCompressed: true,
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
      const preview = readCookie(request.headers.cookie, options.previewCookie);
      const version = options.contentVersion();
      const render = (signal?: AbortSignal, method = request.method) =>
        handle(toWebRequest(request, method, signal), {
          apiFetch: createInjectFetch(
            app,
            request.id,
            preview ? { cookie: `${options.previewCookie}=${preview}` } : undefined,
          ),
          publicConfig: options.publicConfig,
          cspNonce: reply.scriptNonce,
          contentVersion: preview ? null : String(version),
        });
      // A page rendered before a publish is never served after it, even if its render ends after the cache is cleared.
      const key = preview ? null : anonymousPageKey(request, version);
      if (key === null) return sendWebResponse(reply, await render(abortedWithReply(reply)));
      // Rendered once for every reader of the key meanwhile, so no single reader may abort it. A HEAD
      // is answered from the GET's page: its headers, no body.
      let renderedForThisRequest = false;
      const page = await options.pageCache.get(
        key,
        async () => {
          renderedForThisRequest = true;
          return renderedPage(await render(undefined, 'GET'), reply.scriptNonce);
        },
        (rendered) => rendered.shared,
      );
      if (!page.shared) return sendUnsharedPage(reply, page.unshared);
      return sendKeptPage(request, reply, page.kept, { sentAgain: !renderedForThisRequest });
    },
  });
}

/**
 * What a page's HTML can depend on for a caller without credentials: the published content's
 * version, its address (host, path, query, including `?lang`) and the language inputs SPEC §4
 * reads. Null for anything else.
 */
function anonymousPageKey(request: FastifyRequest, contentVersion: number): string | null {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.authorization) return null;
  const storedLanguage = readCookie(request.headers.cookie, LANGUAGE_STORAGE_KEY) ?? '';
  const acceptLanguage = storedLanguage ? '' : (request.headers['accept-language'] ?? '');
  return `${contentVersion}\n${request.protocol}://${request.host}${request.url}\n${storedLanguage}\n${acceptLanguage}`;
}

/** Headers of a rendered page that go out as they are: cookies are set as a list, the marker never leaves. */
const isCopiedHeader = (name: string) => name !== 'set-cookie' && name !== SHARED_PAGE_HEADER;

async function renderedPage(response: Response, nonce: string): Promise<RenderedPage> {
  const cookies = response.headers.getSetCookie();
  const headers = [...response.headers].filter(([name]) => isCopiedHeader(name));
  // Bytes, not text: a kept page is sent as bytes, and reading it as text first cost a decode and an encode.
  const body = Buffer.from(await response.arrayBuffer());
  const shared = response.status === 200 && response.headers.has(SHARED_PAGE_HEADER) && cookies.length === 0;
  if (shared) return { shared, kept: keepPage(body, nonce, { status: response.status, headers }) };
  return { shared, unshared: { status: response.status, headers, cookies, body, nonce } };
}

function sendUnsharedPage(reply: FastifyReply, page: UnsharedPage) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  if (page.nonce === reply.scriptNonce) return reply.send(page.body);
  // The nonce is ASCII: read as Latin-1, the page's other bytes pass through unchanged.
  return reply.send(Buffer.from(page.body.toString('latin1').replaceAll(page.nonce, reply.scriptNonce), 'latin1'));
}

function abortedWithReply(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  return controller.signal;
}

function toWebRequest(request: FastifyRequest, method: string, signal: AbortSignal | undefined): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  const hasBody = method !== 'GET' && method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method,
    headers,
    ...(signal ? { signal } : {}),
    body: hasBody ? new Uint8Array(request.body as Buffer) : null,
  });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (isCopiedHeader(name)) reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}
