import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// The common part of the fake gateways: a real HTTP server on 127.0.0.1 (port 0), a JSON route
// table, and failure modes a test arms for the next call of one path.

export type FailureMode = 'timeout' | '5xx';

export interface JsonRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as sent: tests check how amounts were written. */
  rawBody: string;
  body: unknown;
}

export type Handler = (request: JsonRequest) => { status: number; body: unknown };

export interface FakeServer {
  url: string;
  /** Every call received, in order. */
  calls: JsonRequest[];
  /**
   * The next call of `path`, or of a path under it (`/v2/charges/chg_…`), gets no answer or a 500; with `skip`, the
   * call after that many others (a gateway whose pre-scoring and payment share one path).
   */
  failNext(path: string, mode: FailureMode, skip?: number): void;
}

/** Starts the server, closed after the test file. */
export async function startFakeServer(route: (method: string, path: string) => Handler | null): Promise<FakeServer> {
  const calls: JsonRequest[] = [];
  const failures = new Map<string, { mode: FailureMode; skip: number }>();
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = rawBody ? JSON.parse(rawBody) : null;
      } catch {
        body = undefined;
      }
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        rawBody,
        body,
      };
      calls.push(request);
      const armed = [...failures.keys()].find((path) => request.path === path || request.path.startsWith(`${path}/`));
      const armedFailure = armed === undefined ? undefined : failures.get(armed);
      if (armedFailure && armedFailure.skip > 0) armedFailure.skip -= 1;
      else if (armed !== undefined && armedFailure) {
        const failure = armedFailure.mode;
        failures.delete(armed);
        // A timeout is a call that is never answered: the client gives up first.
        if (failure === 'timeout') return;
        response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
        return;
      }
      const handler = route(request.method, request.path);
      const answer = handler
        ? body === undefined
          ? { status: 400, body: { message: 'Malformed JSON' } }
          : handler(request)
        : { status: 404, body: { message: 'Not found' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failNext: (path, mode, skip = 0) => failures.set(path, { mode, skip }),
  };
}
