import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { staffCallerOf } from '../staff/index.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';
import type { OrderAdmin } from './order-admin.service.ts';
import type { OrderInvoices } from './invoice/order-invoices.ts';
import { renderPackingSlipsPdf } from './invoice/packing-slips-pdf.ts';
import {
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  BulkShipBodySchema,
  BulkShipResultSchema,
  CancelBodySchema,
  OrderFilterOptionsSchema,
  PackingSlipsQuerySchema,
  RefundBodySchema,
  ShipBodySchema,
  StaffNoteBodySchema,
} from './order-admin.contract.ts';

const tags = ['admin'];
const config = { permission: 'orders' } as const;
const OrderParams = z.object({ id: RowIdSchema });
const moveResponses = { 200: AdminOrderSchema, ...errorResponses, 409: ApiErrorSchema, 502: ApiErrorSchema };

/**
 * The back office's orders (permission `orders`): the list, the order page, and each move through the
 * status machine; every move answers the order page as it is after it.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orderAdmin: OrderAdmin; invoices: OrderInvoices }> = async (
  app,
  { orderAdmin, invoices },
) => {
  app.get(
    '/admin-api/orders',
    {
      config,
      schema: {
        tags,
        summary:
          'Orders newest first, filtered by status, payment state, payment and shipping method, delivery day and dates, searched by number, phone, e-mail or name, keyset-paged',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListSchema, ...errorResponses },
      },
    },
    ({ query, language }) => orderAdmin.listOrders(query, language),
  );

  app.get(
    '/admin-api/orders/filter-options',
    {
      config,
      schema: {
        tags,
        summary:
          'The payment and shipping methods the order list can be filtered by, named in the staff member’s language',
        response: { 200: OrderFilterOptionsSchema, ...errorResponses },
      },
    },
    ({ language }) => orderAdmin.filterOptions(language),
  );

  app.get(
    '/admin-api/orders/packing-slips',
    {
      config,
      schema: {
        tags,
        summary:
          'A delivery day’s packing slips as one PDF in the staff member’s language, one order per page, cancelled orders left out',
        querystring: PackingSlipsQuerySchema,
        response: { 200: z.any(), ...errorResponses, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      const slips = await orderAdmin.packingSlips(date, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="packing-slips-${date}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderPackingSlipsPdf(date, slips, request.language));
    },
  );

  app.get(
    '/admin-api/orders/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'An order as staff fulfil it: lines as charged, addresses, slot, payments and refunds, history with who made each move, notes, the customer’s other orders',
        params: OrderParams,
        response: { 200: AdminOrderSchema, ...errorResponses },
      },
    },
    ({ params, language }) => orderAdmin.getOrder(params.id, language),
  );

  app.get(
    '/admin-api/orders/:id/invoice',
    {
      config,
      schema: {
        tags,
        summary: 'The order’s invoice as a PDF in the staff member’s language: the shopper’s invoice, Arabic shaped',
        params: OrderParams,
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { customerId } = await orderAdmin.getOrder(request.params.id, request.language);
      const invoice = await invoices.render(customerId, request.params.id, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoice.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(invoice.pdf);
    },
  );

  const moves = [
    [
      'confirm',
      'Confirm a paid or cash-on-delivery order',
      (staffId: string, id: number) => orderAdmin.confirm(staffId, id),
    ],
    ['pack', 'Mark a confirmed order packed', (staffId: string, id: number) => orderAdmin.pack(staffId, id)],
    ['deliver', 'Mark a shipped order delivered', (staffId: string, id: number) => orderAdmin.deliver(staffId, id)],
  ] as const;
  for (const [verb, summary, move] of moves) {
    app.post(
      `/admin-api/orders/:id/${verb}`,
      { config, schema: { tags, summary, params: OrderParams, response: moveResponses } },
      async (request) => {
        await move(staffCallerOf(request).staffId, request.params.id);
        return orderAdmin.getOrder(request.params.id, request.language);
      },
    );
  }

  app.post(
    '/admin-api/orders/:id/ship',
    {
      config,
      schema: {
        tags,
        summary: 'Ship a confirmed order with its carrier and tracking number (shown on the shopper’s tracking page)',
        params: OrderParams,
        body: ShipBodySchema,
        response: moveResponses,
      },
    },
    async (request) => {
      await orderAdmin.ship(staffCallerOf(request).staffId, request.params.id, request.body);
      return orderAdmin.getOrder(request.params.id, request.language);
    },
  );

  app.post(
    '/admin-api/orders/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary:
          'Cancel an order: stock, delivery-slot place and promo use come back and what was paid is refunded, in one transaction',
        params: OrderParams,
        body: CancelBodySchema,
        response: moveResponses,
      },
    },
    async (request) => {
      await orderAdmin.cancel(staffCallerOf(request).staffId, request.params.id, request.body.reason, request.language);
      return orderAdmin.getOrder(request.params.id, request.language);
    },
  );

  app.post(
    '/admin-api/orders/:id/refund',
    {
      config,
      schema: {
        tags,
        summary: 'Refund what is left of an order, or units of its lines, through the gateway that took the payment',
        params: OrderParams,
        body: RefundBodySchema,
        response: moveResponses,
      },
    },
    async (request) => {
      await orderAdmin.refund(staffCallerOf(request).staffId, request.params.id, request.body, request.language);
      return orderAdmin.getOrder(request.params.id, request.language);
    },
  );

  app.post(
    '/admin-api/orders/:id/notes',
    {
      config,
      schema: {
        tags,
        summary: 'Add a staff note to an order (never shown to the shopper)',
        params: OrderParams,
        body: StaffNoteBodySchema,
        response: moveResponses,
      },
    },
    async (request) => {
      await orderAdmin.addNote(staffCallerOf(request).staffId, request.params.id, request.body.body);
      return orderAdmin.getOrder(request.params.id, request.language);
    },
  );

  app.post(
    '/admin-api/orders/bulk-ship',
    {
      config,
      schema: {
        tags,
        summary:
          'Ship a set of orders, each with its carrier and tracking number; answers which shipped and why others did not',
        body: BulkShipBodySchema,
        response: { 200: BulkShipResultSchema, ...errorResponses },
      },
    },
    (request) => orderAdmin.bulkShip(staffCallerOf(request).staffId, request.body.orders),
  );
};
