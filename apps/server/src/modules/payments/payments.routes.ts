import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BnplAccountSchema, PaymentProviderSchema } from '@storefront/contracts';
import type { PaymentsService } from './payments.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const tags = ['payments'];
/** The same for every shopper: browsers and CDNs may keep them a minute. */
const config = { publicCache: true };
const accountsResponse = { 200: z.array(BnplAccountSchema), ...errorResponses };

/**
 * SPEC §7 "Payments and shipping": what a shopper may pay with. Paying itself (payment links,
 * results, retries) belongs to the orders module, which keeps an order and its payments in step.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.get(
    '/web-gw/payment-providers',
    {
      config,
      schema: {
        tags,
        summary: 'Payment methods on offer: cash on delivery, card gateways, buy now pay later',
        response: { 200: z.array(PaymentProviderSchema), ...errorResponses },
      },
    },
    (request) => payments.listProviders(request.language),
  );

  app.get(
    '/web-gw/tabby-accounts',
    {
      config,
      schema: {
        tags,
        summary:
          'Tabby’s public merchant account: installments and the order totals it accepts (empty when not offered)',
        response: accountsResponse,
      },
    },
    () => payments.listBnplAccounts('tabby'),
  );

  app.get(
    '/web-gw/tamara-accounts',
    {
      config,
      schema: {
        tags,
        summary:
          'Tamara’s public merchant account: installments and the order totals it accepts (empty when not offered)',
        response: accountsResponse,
      },
    },
    () => payments.listBnplAccounts('tamara'),
  );
};
