import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliverySlotOptionSchema, DeliverySlotSchema, ShippingMethodSchema } from '@storefront/contracts';
import type { ShippingService } from './shipping.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';

const tags = ['shipping'];
const IdParams = z.object({ id: RowIdSchema });
/**
 * The same for every shopper: browsers and CDNs may keep them a minute (places left may lag that long; placing an order
 * checks them).
 */
const config = { publicCache: true };

/** SPEC §7 "Payments and shipping" and "delivery": what a shopper chooses from at the shipping step. */
export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (app, { shipping }) => {
  app.get(
    '/web-gw/shipping-methods',
    {
      config,
      schema: {
        tags,
        summary: 'Shipping methods on offer, with fee, free-shipping threshold and delivery estimate',
        response: { 200: z.array(ShippingMethodSchema), ...errorResponses },
      },
    },
    (request) => shipping.listMethods(request.language),
  );

  app.get(
    '/web-gw/shipping-methods/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One shipping method on offer',
        params: IdParams,
        response: { 200: ShippingMethodSchema, ...errorResponses },
      },
    },
    (request) => shipping.getMethod(request.params.id, request.language),
  );

  app.get(
    '/web-gw/delivery-slot',
    {
      config,
      schema: {
        tags,
        summary: 'Upcoming delivery slots (Kuwait time) with the places left; full ones are listed with isFull',
        response: { 200: z.array(DeliverySlotSchema), ...errorResponses },
      },
    },
    () => shipping.listUpcomingSlots(),
  );

  app.get(
    '/web-gw/delivery-slot/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One delivery slot with the places left',
        params: IdParams,
        response: { 200: DeliverySlotSchema, ...errorResponses },
      },
    },
    (request) => shipping.getSlot(request.params.id, request.language),
  );

  app.get(
    '/web-gw/delivery-slot-options',
    {
      config,
      schema: {
        tags,
        summary: 'The daily delivery windows',
        response: { 200: z.array(DeliverySlotOptionSchema), ...errorResponses },
      },
    },
    () => shipping.listSlotOptions(),
  );
};
