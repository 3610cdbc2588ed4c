import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { staffCallerOf } from '../staff/index.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';
import type { DeliverySlotAdmin } from './delivery-slot-admin.service.ts';
import {
  CalendarDaySchema,
  CalendarQuerySchema,
  CalendarSchema,
  CapacityBodySchema,
  CloseDayBodySchema,
  DaySchema,
  DeliveryWindowSchema,
  NewWindowBodySchema,
  WindowBodySchema,
} from './delivery-slot-admin.contract.ts';

const tags = ['admin'];
const config = { permission: 'delivery' } as const;
const WindowParams = z.object({ id: RowIdSchema });
const DayParams = z.object({ date: DaySchema });
const DayWindowParams = z.object({ date: DaySchema, optionId: RowIdSchema });
const withConflict = { ...errorResponses, 409: ApiErrorSchema };

/**
 * The back office's delivery slots (permission `delivery`): the weekly template, a day's exceptions and
 * the calendar. A change that would leave a coming slot with fewer places than it has bookings is refused
 * with 409 DELIVERY_CAPACITY_BELOW_BOOKED, naming the day, the window and the bookings.
 */
export const deliverySlotsAdminRoutes: FastifyPluginAsyncZod<{ slotAdmin: DeliverySlotAdmin }> = async (
  app,
  { slotAdmin },
) => {
  app.get(
    '/admin-api/delivery-slots/windows',
    {
      config,
      schema: {
        tags,
        summary: 'The weekly template: windows on offer with their capacity per weekday and booking cut-off',
        response: { 200: z.array(DeliveryWindowSchema), ...errorResponses },
      },
    },
    () => slotAdmin.listWindows(),
  );

  app.post(
    '/admin-api/delivery-slots/windows',
    {
      config,
      schema: {
        tags,
        summary: 'Offer a new delivery window; its coming slots are made at once',
        body: NewWindowBodySchema,
        response: { 201: DeliveryWindowSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await slotAdmin.addWindow(staffCallerOf(request).staffId, request.body, request.language)),
  );

  app.put(
    '/admin-api/delivery-slots/windows/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Change a window’s capacity per weekday and cut-off; coming slots follow, refused below what they have booked',
        params: WindowParams,
        body: WindowBodySchema,
        response: { 200: DeliveryWindowSchema, ...withConflict },
      },
    },
    (request) =>
      slotAdmin.updateWindow(staffCallerOf(request).staffId, request.params.id, request.body, request.language),
  );

  app.delete(
    '/admin-api/delivery-slots/windows/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Stop offering a window; refused while a coming slot of it has bookings',
        params: WindowParams,
        response: { 204: z.null(), ...withConflict },
      },
    },
    async (request, reply) => {
      await slotAdmin.withdrawWindow(staffCallerOf(request).staffId, request.params.id, request.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin-api/delivery-slots/calendar',
    {
      config,
      schema: {
        tags,
        summary: 'A week of days × windows from `from` (default today): booked and capacity, closed days, exceptions',
        querystring: CalendarQuerySchema,
        response: { 200: CalendarSchema, ...errorResponses },
      },
    },
    (request) => slotAdmin.getCalendar(request.query.from),
  );

  app.put(
    '/admin-api/delivery-slots/days/:date/closed',
    {
      config,
      schema: {
        tags,
        summary: 'Close a day for deliveries (a holiday); refused when it has bookings',
        params: DayParams,
        body: CloseDayBodySchema,
        response: { 200: CalendarDaySchema, ...withConflict },
      },
    },
    (request) =>
      slotAdmin.closeDay(staffCallerOf(request).staffId, request.params.date, request.body.note, request.language),
  );

  app.delete(
    '/admin-api/delivery-slots/days/:date/closed',
    {
      config,
      schema: {
        tags,
        summary: 'Open a closed day again',
        params: DayParams,
        response: { 200: CalendarDaySchema, ...withConflict },
      },
    },
    (request) => slotAdmin.reopenDay(staffCallerOf(request).staffId, request.params.date, request.language),
  );

  app.put(
    '/admin-api/delivery-slots/days/:date/windows/:optionId',
    {
      config,
      schema: {
        tags,
        summary: 'Give a window another capacity on one day (extra capacity, or 0); refused below its bookings',
        params: DayWindowParams,
        body: CapacityBodySchema,
        response: { 200: CalendarDaySchema, ...withConflict },
      },
    },
    (request) =>
      slotAdmin.setDayCapacity(
        staffCallerOf(request).staffId,
        request.params.date,
        request.params.optionId,
        request.body.capacity,
        request.language,
      ),
  );

  app.delete(
    '/admin-api/delivery-slots/days/:date/windows/:optionId',
    {
      config,
      schema: {
        tags,
        summary: 'Give a window the weekly template’s capacity on that day again; refused below its bookings',
        params: DayWindowParams,
        response: { 200: CalendarDaySchema, ...withConflict },
      },
    },
    (request) =>
      slotAdmin.setDayCapacity(
        staffCallerOf(request).staffId,
        request.params.date,
        request.params.optionId,
        null,
        request.language,
      ),
  );
};
