import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';

// Optional OpenTelemetry traces: with an OTLP endpoint configured, every request's server span reaches the collector
// over OTLP/HTTP (JSON). The collector here is a local HTTP server keeping what it receives, as an OpenTelemetry
// Collector's OTLP/HTTP receiver would (POST /v1/traces, answered with an empty success).

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const received: {
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: OtlpExport;
}[] = [];
const collector = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => collector.close(resolve)));
const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

const { app } = await buildTestApp({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20collector-token',
  OTEL_SERVICE_NAME: 'shop-under-test',
  OTEL_BSP_SCHEDULE_DELAY: '50',
});

const spans = () =>
  received.flatMap((batch) =>
    batch.body.resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) =>
        scope.spans.map((span) => ({
          ...span,
          service: resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value
            .stringValue,
          attributes: Object.fromEntries(span.attributes.map(({ key, value }) => [key, Object.values(value)[0]])),
        })),
      ),
    ),
  );

describe('OpenTelemetry traces', () => {
  it('exports a server span per request, named by its route, a child of the caller’s traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const response = await app.inject({
      url: '/web-gw/payment-providers?ignored=1',
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(response.statusCode).toBe(200);
    await expect
      .poll(() => spans().find((span) => span.traceId === traceId), { timeout: 10_000 })
      .toMatchObject({
        name: 'GET /web-gw/payment-providers',
        parentSpanId: parentId,
        kind: 2, // SPAN_KIND_SERVER
        service: 'shop-under-test',
        attributes: {
          'http.request.method': 'GET',
          'http.route': '/web-gw/payment-providers',
          'url.path': '/web-gw/payment-providers',
          'http.response.status_code': 200,
        },
      });
    const batch = received.find((one) => one.body.resourceSpans.length > 0)!;
    expect(batch).toMatchObject({
      path: '/v1/traces',
      contentType: 'application/json',
      authorization: 'Bearer collector-token',
    });
  });

  it('a request without a caller’s trace starts its own; its name is the route’s pattern, never the URL', async () => {
    const before = spans().length;
    expect((await app.inject('/web-gw/no-such-route')).statusCode).toBe(404);
    await expect
      .poll(
        () =>
          spans()
            .slice(before)
            .find((span) => span.attributes['url.path'] === '/web-gw/no-such-route'),
        {
          timeout: 10_000,
        },
      )
      .toMatchObject({
        name: 'GET /web-gw/*',
        attributes: { 'http.route': '/web-gw/*', 'http.response.status_code': 404 },
      });
    const span = spans().find((one) => one.attributes['url.path'] === '/web-gw/no-such-route')!;
    expect(span.parentSpanId ?? '').toBe('');
    expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
  });
});
