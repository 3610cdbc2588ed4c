import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressBodySchema, AddressSchema, IdSchema } from '@storefront/contracts';
import type { AddressesService } from './addresses.service.ts';
import type { LookupsService } from './lookups.service.ts';
import { lookupsRoutes } from './lookups.routes.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const tags = ['addresses'];
const BookParams = z.object({ userId: z.uuid() });
const AddressParams = BookParams.extend({ id: z.coerce.number().pipe(IdSchema) });

/** SPEC §7: /api/customers/{userId}/address[es][/{id}]; the user guard matches {userId} to the token. */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService; lookups: LookupsService }> = async (
  app,
  { addresses, lookups },
) => {
  app.get(
    '/api/customers/:userId/addresses',
    {
      schema: {
        tags,
        summary: 'The caller’s addresses, the default first, then the newest',
        params: BookParams,
        response: { 200: z.array(AddressSchema), ...errorResponses },
      },
    },
    (request) => addresses.list(request.params.userId, request.language),
  );

  app.get(
    '/api/customers/:userId/address/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s addresses',
        params: AddressParams,
        response: { 200: AddressSchema, ...errorResponses },
      },
    },
    (request) => addresses.get(request.params.userId, request.params.id, request.language),
  );

  app.post(
    '/api/customers/:userId/address',
    {
      schema: {
        tags,
        summary: 'Add an address; making it the default un-defaults the others',
        params: BookParams,
        body: AddressBodySchema,
        response: { 201: AddressSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addresses.create(request.params.userId, request.body, request.language)),
  );

  app.put(
    '/api/customers/:userId/address/:id',
    {
      schema: {
        tags,
        summary: 'Replace an address',
        params: AddressParams,
        body: AddressBodySchema,
        response: { 200: AddressSchema, ...errorResponses },
      },
    },
    (request) => addresses.update(request.params.userId, request.params.id, request.body, request.language),
  );

  app.delete(
    '/api/customers/:userId/address/:id',
    {
      schema: {
        tags,
        summary: 'Delete an address',
        params: AddressParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await addresses.remove(request.params.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(lookupsRoutes, { lookups });
};
