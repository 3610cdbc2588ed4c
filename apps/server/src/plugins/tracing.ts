import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { Config } from '../config.ts';

// Optional OpenTelemetry traces (ADR 038): one server span per HTTP request, made from Fastify's own hooks and sent in
// batches over OTLP/HTTP. Registered only when an OTLP endpoint is configured, so a shop without one runs no tracing
// code at all.

export const tracingPlugin = fp(async (app: FastifyInstance, settings: NonNullable<Config['tracing']>) => {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: settings.url, headers: settings.headers }),
        scheduledDelayMillis: settings.exportDelayMs,
      }),
    ],
  });
  const tracer = provider.getTracer('storefront-server');
  // A caller's `traceparent` (a proxy or another service that traces) makes the request's span its child.
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', async (request) => {
    // The route's pattern, not the URL, names the span: few distinct names, and no ids or query in them.
    const route = request.routeOptions.url;
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          ...(route ? { 'http.route': route } : {}),
        },
      },
      parent,
    );
    spans.set(request, span);
  });

  const end = (request: FastifyRequest, statusCode: number | null) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    if (statusCode === null) span.setStatus({ code: SpanStatusCode.ERROR, message: 'request aborted' });
    else {
      span.setAttribute('http.response.status_code', statusCode);
      // OpenTelemetry's HTTP conventions: a server span is an error for 5xx only (4xx is the client's).
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
  app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
  app.addHook('onRequestAbort', async (request) => end(request, null));
  // The last batch goes out before the process exits.
  app.addHook('onClose', () => provider.shutdown());
});
