import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsBatchSchema, ANALYTICS_MAX_BODY_BYTES, ApiErrorSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { Analytics } from './analytics.service.ts';

/** A browser sends a batch a minute or on leaving a page; a few hundred a minute from one address is a script. */
const COLLECT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** Do Not Track, or its successor Global Privacy Control: the browser asks not to be followed. */
const asksNotToTrack = (headers: Record<string, unknown>) => headers['dnt'] === '1' || headers['sec-gpc'] === '1';

/** The storefront's event collector (ADR 044). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: Analytics }> = async (app, { analytics }) => {
  // navigator.sendBeacon posts a string as text/plain (no CORS preflight when the API is on another origin):
  // here it is JSON all the same.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/api/analytics/events',
    {
      bodyLimit: ANALYTICS_MAX_BODY_BYTES,
      config: { rateLimit: COLLECT_RATE_LIMIT },
      schema: {
        tags: ['analytics'],
        summary:
          'Stores a batch of storefront events (GA4 names and parameters; JSON, also sent as text/plain by sendBeacon). ' +
          'Nothing is stored when the browser sends DNT: 1 or Sec-GPC: 1',
        body: AnalyticsBatchSchema,
        response: { 204: z.null(), ...errorResponses, 413: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!asksNotToTrack(request.headers)) await analytics.collect(request.body, new Date());
      return reply.code(204).send(null);
    },
  );
};
