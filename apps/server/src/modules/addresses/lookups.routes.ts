import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AreaSchema, CountrySchema, IdSchema, StateSchema } from '@storefront/contracts';
import type { LookupsService } from './lookups.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const tags = ['addresses'];
const QueryId = z.coerce.number().pipe(IdSchema);

/** The dependent selects of the address form (SPEC §7); the same for everyone, so cacheable. */
export const lookupsRoutes: FastifyPluginAsyncZod<{ lookups: LookupsService }> = async (app, { lookups }) => {
  app.get(
    '/api/countries',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Countries, sorted by name in the caller language',
        response: { 200: z.array(CountrySchema), ...errorResponses },
      },
    },
    (request) => lookups.listCountries(request.language),
  );

  app.get(
    '/api/states',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'States of a country, sorted by name in the caller language',
        querystring: z.object({ countryId: QueryId }),
        response: { 200: z.array(StateSchema), ...errorResponses },
      },
    },
    (request) => lookups.listStates(request.query.countryId, request.language),
  );

  app.get(
    '/api/areas',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Areas of a state, sorted by name in the caller language',
        querystring: z.object({ stateId: QueryId }),
        response: { 200: z.array(AreaSchema), ...errorResponses },
      },
    },
    (request) => lookups.listAreas(request.query.stateId, request.language),
  );
};
