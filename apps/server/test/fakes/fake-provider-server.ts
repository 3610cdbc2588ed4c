import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

export type FakeAnswer = { status: number; body: unknown };

/**
 * A local HTTP server standing for an outside provider: `answer` implements the provider's
 * documented behaviour, and a test may make the next requests fail as providers do (a 5xx, or
 * no answer at all until the client gives up). Closed after the file's tests.
 */
export async function startFakeProvider(answer: (request: FakeRequest) => FakeAnswer) {
  const received: FakeRequest[] = [];
  const upsets: Array<'server-error' | 'hang'> = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (incoming, response) => {
    let raw = '';
    for await (const chunk of incoming) raw += chunk;
    const request: FakeRequest = {
      method: incoming.method ?? '',
      path: new URL(incoming.url ?? '/', 'http://fake').pathname,
      headers: incoming.headers,
      form: Object.fromEntries(new URLSearchParams(raw)),
    };
    received.push(request);
    const upset = upsets.shift();
    if (upset === 'hang') return void hanging.add(response);
    const { status, body } =
      upset === 'server-error' ? { status: 503, body: { message: 'Service Unavailable' } } : answer(request);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    for (const response of hanging) response.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** The next request answers 503 (`server-error`) or never (`hang`). */
    upsetNext: (upset: 'server-error' | 'hang') => void upsets.push(upset),
  };
}
