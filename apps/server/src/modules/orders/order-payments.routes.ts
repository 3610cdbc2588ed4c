import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYMENT_RESULT_PAGE,
  PaymentAccessSchema,
  PaymentLinkSchema,
  PaymentReferenceSchema,
  PaymentStatusSchema,
  SubmitPaymentBodySchema,
} from '@storefront/contracts';
import type { OrderPayments } from './order-payments.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { callerId } from '../../lib/caller.ts';

const tags = ['payments'];
const ReferenceParams = z.object({ ref: PaymentReferenceSchema });
const withConflict = { ...errorResponses, 409: errorResponses[400] };
const noStore = { 'cache-control': 'no-store' };

// Gateways add their own parameters (MyFatoorah `paymentId`, `Id`): they are not read, as the outcome is asked of
// the gateway. Only the sandbox signs its result.
const PaymentResultQuery = z.object({
  gateway: z.string().regex(/^[a-z0-9-]{1,40}$/),
  ref: z.string().max(100),
  result: z.string().max(20).optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'Expected a hex HMAC-SHA256 signature')
    .optional(),
});
const WebhookParams = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) });
const WebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * SPEC §7 "Payments and shipping": paying an order online. The web-gw calls answer only the
 * payment's owner (404 for anyone else); the gateway's return is public, as a browser brings it,
 * and trusted only once verified.
 */
export const orderPaymentsRoutes: FastifyPluginAsyncZod<{
  orderPayments: OrderPayments;
  resultPageUrl: string;
}> = async (app, { orderPayments, resultPageUrl }) => {
  app.get(
    '/web-gw/payments/reference/:ref/payment-link',
    {
      schema: {
        tags,
        summary: 'Where to pay an open payment request: the gateway’s hosted page (409 once it is closed)',
        params: ReferenceParams,
        response: { 200: PaymentLinkSchema, ...withConflict },
      },
    },
    (request) => orderPayments.getPaymentLink(callerId(request), request.params.ref, request.language),
  );

  app.get(
    '/web-gw/payments/reference/:ref/status',
    {
      schema: {
        tags,
        summary: 'What happened to a payment and its order, and whether the shopper may try again',
        params: ReferenceParams,
        response: { 200: PaymentStatusSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await orderPayments.getStatus(callerId(request), request.params.ref)),
  );

  app.get(
    '/web-gw/payment-requests/reference/:ref/access',
    {
      schema: {
        tags,
        summary: 'Whether the caller may view and pay this payment request (404 when it is not theirs)',
        params: ReferenceParams,
        response: { 200: PaymentAccessSchema, ...errorResponses },
      },
    },
    (request) => orderPayments.getAccess(callerId(request), request.params.ref),
  );

  app.put(
    '/web-gw/payment-requests/reference/:ref/submitted',
    {
      schema: {
        tags,
        summary:
          'The shopper pressed pay: marks the request submitted and answers where to pay; after a decline (or for another online method) a new request of the same order',
        params: ReferenceParams,
        body: SubmitPaymentBodySchema,
        response: { 200: PaymentLinkSchema, ...withConflict },
      },
    },
    (request) =>
      orderPayments.submit(callerId(request), request.params.ref, request.body.paymentMethodId, request.language),
  );

  app.get(
    '/api/payments/payment-result',
    {
      schema: {
        tags,
        summary:
          'A gateway sends the shopper back here; the outcome is asked of the gateway (server to server), then the browser goes on to the result page (303)',
        querystring: PaymentResultQuery,
        response: { 303: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { reference, status } = await orderPayments.handleResult(request.query);
      const target = new URL(resultPageUrl);
      target.searchParams.set('ref', reference);
      target.searchParams.set('status', status);
      return reply.headers(noStore).redirect(target.toString(), 303);
    },
  );

  // Signatures are over the body as sent: in this scope every body is kept as text, parsed by the gateway's reader.
  const webhookRoutes: FastifyPluginAsyncZod = async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhooks.post(
      '/api/payments/webhooks/:provider',
      {
        // A gateway authenticates its own calls (Tamara's in `Authorization: Bearer`): never a shopper's token.
        config: { authorizesItself: true },
        schema: {
          tags,
          summary:
            'A gateway’s server-to-server notification: signature checked, taken in once per event id and applied by a job (the payment asked of the gateway)',
          params: WebhookParams,
          body: z.string(),
          response: { 200: WebhookResponse, ...errorResponses },
        },
      },
      (request) => orderPayments.handleWebhook(request.params.provider, request.body, request.headers),
    );
  };
  await app.register(webhookRoutes);
};

/** The storefront's result page, where gateways' shoppers end up. */
export const resultPageUrlOf = (publicUrl: string) => `${publicUrl}${PAYMENT_RESULT_PAGE}`;
