import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';
import { staffCallerOf } from '../staff/index.ts';
import type { PromoAdmin } from './promo-admin.service.ts';
import {
  AdminPromoListQuerySchema,
  AdminPromoListSchema,
  AdminPromoSchema,
  PromoFieldsSchema,
  PromoUsesQuerySchema,
  PromoUsesSchema,
} from './promo-admin.contract.ts';

const tags = ['admin'];
const IdParams = z.object({ id: RowIdSchema });
const config = { permission: 'promotions' } as const;
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

/** The back office's promo codes (permission `promotions`). */
export const promotionsAdminRoutes: FastifyPluginAsyncZod<{ promoAdmin: PromoAdmin }> = async (app, { promoAdmin }) => {
  app.get(
    '/admin-api/promotions',
    {
      config,
      schema: {
        tags,
        summary: 'Promo codes newest first, searched by part of the code in any case',
        querystring: AdminPromoListQuerySchema,
        response: { 200: AdminPromoListSchema, ...errorResponses },
      },
    },
    ({ query }) => promoAdmin.list(query),
  );

  app.post(
    '/admin-api/promotions',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a promo code; 409 PROMO_CODE_TAKEN when another has the code in any case',
        body: PromoFieldsSchema,
        response: { 201: AdminPromoSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await promoAdmin.create(staffCallerOf(request).staffId, request.body)),
  );

  app.get(
    '/admin-api/promotions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A promo code with the categories and products it is limited to',
        params: IdParams,
        response: { 200: AdminPromoSchema, ...errorResponses },
      },
    },
    ({ params }) => promoAdmin.get(params.id),
  );

  app.put(
    '/admin-api/promotions/:id',
    {
      config,
      schema: {
        tags,
        summary: "Replaces a promo code's fields and scope; its uses so far stay",
        params: IdParams,
        body: PromoFieldsSchema,
        response: { 200: AdminPromoSchema, ...withConflict },
      },
    },
    (request) => promoAdmin.update(staffCallerOf(request).staffId, request.params.id, request.body),
  );

  app.get(
    '/admin-api/promotions/:id/uses',
    {
      config,
      schema: {
        tags,
        summary: 'The orders that used a promo code, newest first: customer, time and discount given',
        params: IdParams,
        querystring: PromoUsesQuerySchema,
        response: { 200: PromoUsesSchema, ...errorResponses },
      },
    },
    ({ params, query, language }) => promoAdmin.listUses(params.id, query, language),
  );
};
