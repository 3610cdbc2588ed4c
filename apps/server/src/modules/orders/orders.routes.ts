import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OrderHistoryEntrySchema,
  OrderItemSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  OrderStatusChangeBodySchema,
  OrderTrackingSchema,
  PlacedOrderSchema,
  PlaceOrderBodySchema,
  ReorderResultSchema,
} from '@storefront/contracts';
import type { OrdersService } from './orders.service.ts';
import type { OrderInvoices } from './invoice/order-invoices.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';
import { callerId } from '../../lib/caller.ts';

const tags = ['orders'];
const UserParams = z.object({ userId: z.uuid() });
const OrderParams = z.object({ id: RowIdSchema });
/** SPEC §7 sends these calls "with a user id header"; it is accepted, but only the token says whose orders they are. */
const UserIdHeader = z.object({ userid: z.uuid().optional() });
const withConflict = { ...errorResponses, 409: errorResponses[400] };

/** SPEC §7 "Orders": placing an order from the cart, reading one's orders, reordering, and staff moving orders on. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; invoices: OrderInvoices }> = async (
  app,
  { orders, invoices },
) => {
  app.post(
    '/web-gw/users/:userId/orders',
    {
      schema: {
        tags,
        summary:
          'Place an order from the caller’s cart, priced by the server (client prices and totals are ignored); online payment answers its payment link. An Idempotency-Key header answers the same order again (200).',
        params: UserParams,
        headers: z.object({
          'idempotency-key': z
            .string()
            .regex(/^[\w.:-]{8,100}$/, 'Expected 8 to 100 letters, digits, or . : _ -')
            .optional(),
        }),
        body: PlaceOrderBodySchema,
        response: {
          200: PlacedOrderSchema,
          201: PlacedOrderSchema,
          ...withConflict,
          422: errorResponses[400],
          429: errorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const { replayed, ...placed } = await orders.placeOrder(
        request.params.userId,
        request.body,
        request.headers['idempotency-key'],
        request.language,
        request.ip,
      );
      return reply.status(replayed ? 200 : 201).send(placed);
    },
  );

  app.get(
    '/web-gw/customers/:userId/orders',
    {
      schema: {
        tags,
        summary: 'The caller’s orders, newest first, a page at a time',
        params: UserParams,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...errorResponses },
      },
    },
    (request) => orders.listOrders(request.params.userId, request.query),
  );

  app.get(
    '/web-gw/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s orders (404 for anyone else’s)',
        params: OrderParams,
        headers: UserIdHeader,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    (request) => orders.getOrder(callerId(request), request.params.id, request.language),
  );

  app.get(
    '/web-gw/orders/:id/items',
    {
      schema: {
        tags,
        summary: 'The lines of one of the caller’s orders, as ordered',
        params: OrderParams,
        headers: UserIdHeader,
        response: { 200: z.array(OrderItemSchema), ...errorResponses },
      },
    },
    (request) => orders.listItems(callerId(request), request.params.id, request.language),
  );

  app.get(
    '/web-gw/orders/:id/tracking',
    {
      schema: {
        tags,
        summary: 'The status timeline of one of the caller’s orders',
        params: OrderParams,
        headers: UserIdHeader,
        response: { 200: OrderTrackingSchema, ...errorResponses },
      },
    },
    (request) => orders.getTracking(callerId(request), request.params.id),
  );

  app.get(
    '/web-gw/orders/:id/history',
    {
      schema: {
        tags,
        summary: 'Every status change of one of the caller’s orders, oldest first',
        params: OrderParams,
        headers: UserIdHeader,
        response: { 200: z.array(OrderHistoryEntrySchema), ...errorResponses },
      },
    },
    (request) => orders.listHistory(callerId(request), request.params.id),
  );

  app.get(
    '/web-gw/orders/:id/document',
    {
      schema: {
        tags,
        summary: 'The invoice of one of the caller’s orders as a PDF, in the caller’s language',
        params: OrderParams,
        headers: UserIdHeader,
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const invoice = await invoices.render(callerId(request), request.params.id, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(invoice.pdf);
    },
  );

  app.post(
    '/web-gw/tenants/customers/:userId/orders/:orderId/reorder',
    {
      schema: {
        tags,
        summary: 'Add what is still available of an earlier order to the cart (capped by stock) and say what is not',
        params: UserParams.extend({ orderId: RowIdSchema }),
        response: { 200: ReorderResultSchema, ...errorResponses },
      },
    },
    (request) => orders.reorder(request.params.userId, request.params.orderId, request.language),
  );

  app.put(
    '/api/support/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Move an order on (support staff only); only legal transitions are taken (409 otherwise), each recorded in its history',
        params: OrderParams,
        body: OrderStatusChangeBodySchema,
        response: { 200: OrderSchema, ...withConflict },
      },
    },
    (request) =>
      orders.changeStatus(
        request.auth,
        request.params.id,
        request.body.status,
        request.body.note ?? null,
        request.language,
      ),
  );
};
