import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Marks a request this process made to itself, with a value drawn at start that no client can
 * know: such requests are parts of one outside request and log at debug (plugins/request-log.ts).
 */
const IN_PROCESS_HEADER = 'x-in-process-call';
const inProcessMark = randomUUID();

export function isInProcessRequest(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === inProcessMark;
}

/**
 * A `fetch` that answers from this process's own routes through `inject`: server-side loaders
 * use the same API client and the same routes as the browser, without a socket.
 */
export function createInjectFetch(
  app: FastifyInstance,
  requestId: string,
  /** Sent with every call, e.g. the cookie of a staff member's storefront preview. */
  extraHeaders: Record<string, string> = {},
): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), 'http://in-process'),
      init,
    );
    const url = new URL(request.url);
    const headers: Record<string, string> = { 'x-request-id': requestId, ...extraHeaders };
    request.headers.forEach((value, name) => (headers[name] = value));
    headers[IN_PROCESS_HEADER] = inProcessMark;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const bodyless = response.statusCode === 204 || response.statusCode === 304 || request.method === 'HEAD';
    return new Response(bodyless ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
