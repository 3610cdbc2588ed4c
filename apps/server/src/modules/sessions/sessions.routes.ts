import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImpersonationSessionSchema, StartImpersonationBodySchema, SupportCustomerSchema } from '@storefront/contracts';
import type { SessionsService } from './sessions.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const tags = ['sessions'];

export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (app, { sessions }) => {
  app.get(
    '/api/support/customers',
    {
      schema: {
        tags,
        summary: 'Customers a support user may act as (support staff only)',
        querystring: z.object({ query: z.string().trim().max(100).default('') }),
        response: { 200: z.array(SupportCustomerSchema), ...errorResponses },
      },
    },
    (request) => sessions.searchCustomers(request.auth, request.query.query),
  );

  app.post(
    '/api/support/impersonation-sessions',
    {
      schema: {
        tags,
        summary: 'Start acting as a customer (support staff only)',
        body: StartImpersonationBodySchema,
        response: { 201: ImpersonationSessionSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sessions.start(request.auth, request.body.customerId, request.body.reason)),
  );

  app.delete(
    '/api/tenants/self/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Finish an impersonation session (SPEC §4 "finish session")',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await sessions.end(request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
