import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the routes' zod schemas; the reference UI is served at /docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'The API the storefront calls (SPEC §7). Money is integer thousandths of KD.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff access token' },
        },
      },
      tags: [{ name: 'admin', description: 'The back office (staff tokens only, /admin-api)' }],
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      // An admin route's declared permission (modules/staff) is part of its contract: clients and
      // the guard's test over this document read it from `x-permission`.
      const permission = input.route.config?.permission;
      if (permission === undefined) return result;
      const security = permission === 'public' ? {} : { security: [{ staffBearer: [] }] };
      return { ...result, schema: { ...result.schema, 'x-permission': permission, ...security } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});
