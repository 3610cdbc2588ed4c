import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { CustomerAdmin } from './customer-admin.service.ts';
import {
  AdminCustomerListQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerSchema,
  BlockBodySchema,
} from './customer-admin.contract.ts';

const tags = ['admin'];
const CustomerParams = z.object({ id: z.uuid() });

/**
 * The staff member the admin guard let through (the staff module sets `request.staff`). Read here rather than
 * through the staff module's staffCallerOf: staff builds on customers (password hashing), so customers may not
 * import it.
 */
function staffIdOf(request: FastifyRequest): string {
  if (!request.staff) throw unauthorized('AUTHENTICATION_REQUIRED', 'Sign in to the admin first.');
  return request.staff.staffId;
}

/** The back office's customers: search and view (`customers.read`), block and unblock (`customers.block`). */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ customerAdmin: CustomerAdmin }> = async (
  app,
  { customerAdmin },
) => {
  app.get(
    '/admin-api/customers',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        summary: 'Signed-up customers newest first, searched by name, e-mail or phone (Arabic-folded)',
        querystring: AdminCustomerListQuerySchema,
        response: { 200: AdminCustomerListSchema, ...errorResponses },
      },
    },
    ({ query }) => customerAdmin.listCustomers(query),
  );

  app.get(
    '/admin-api/customers/:id',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        summary: 'A customer: profile, addresses, latest orders and wishlist',
        params: CustomerParams,
        response: { 200: AdminCustomerSchema, ...errorResponses },
      },
    },
    ({ params, language }) => customerAdmin.getCustomer(params.id, language),
  );

  for (const [verb, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/admin-api/customers/:id/${verb}`,
      {
        config: { permission: 'customers.block' },
        schema: {
          tags,
          summary: blocked
            ? 'Block a customer: they cannot sign in or order, and their sign-ins end now'
            : 'Unblock a customer: they may sign in again',
          params: CustomerParams,
          body: BlockBodySchema,
          response: { 200: AdminCustomerSchema, ...errorResponses, 409: ApiErrorSchema },
        },
      },
      async (request) => {
        const staffId = staffIdOf(request);
        if (blocked) await customerAdmin.block(staffId, request.params.id, request.body.reason);
        else await customerAdmin.unblock(staffId, request.params.id, request.body.reason);
        return customerAdmin.getCustomer(request.params.id, request.language);
      },
    );
  }
};
