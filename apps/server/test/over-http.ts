import type { FastifyInstance } from 'fastify';

interface InjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
}

/**
 * A server in another process, shaped like the app for the test helpers written against
 * `app.inject` (guests, carts, addresses, orders): each call is a real HTTP request to `baseUrl`.
 * Answers the parts of light-my-request's response those helpers read.
 */
export function overHttp(baseUrl: string): FastifyInstance {
  async function inject(call: string | InjectOptions) {
    const { method = 'GET', url, headers = {}, payload } = typeof call === 'string' ? { url: call } : call;
    const json = payload !== undefined && typeof payload !== 'string';
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(json && { 'content-type': 'application/json' }), ...headers },
      ...(payload !== undefined && { body: json ? JSON.stringify(payload) : payload }),
      redirect: 'manual',
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      json: () => JSON.parse(body) as unknown,
    };
  }
  return { inject } as unknown as FastifyInstance;
}
