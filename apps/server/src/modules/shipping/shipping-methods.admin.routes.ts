import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';
import { staffCallerOf } from '../staff/index.ts';
import type { ShippingMethodAdmin } from './shipping-method-admin.ts';

const tags = ['admin'];
const config = { permission: 'delivery' } as const;
const IdParams = z.object({ id: RowIdSchema });
const withConflict = { ...errorResponses, 409: ApiErrorSchema };
const MAX_INT = 2_147_483_647;
const Fils = z.number().int().min(0).max(MAX_INT);
const Name = z.string().trim().min(1).max(200);
const Description = z.string().trim().max(2_000);
const Days = z.number().int().min(0).max(365);

const AdminShippingMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  fee: z.number().int(),
  freeOver: z.number().int().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});

const ShippingMethodFieldsSchema = z.object({
  /** A short machine name (lower-case letters, digits, hyphens), unique. */
  code: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.'),
  nameEn: Name,
  nameAr: Name,
  descriptionEn: Description.default(''),
  descriptionAr: Description.default(''),
  /** Thousandths of KD. */
  fee: Fils,
  /** Goods (after discount) from this amount on ship free; null: never free. */
  freeOver: Fils.nullable().default(null),
  minDays: Days.default(1),
  maxDays: Days.default(3),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});

const daysInOrder = (fields: { minDays?: number | undefined; maxDays?: number | undefined }) =>
  fields.minDays === undefined || fields.maxDays === undefined || fields.minDays <= fields.maxDays;
const daysMessage = { message: 'The earliest delivery cannot come after the latest.', path: ['maxDays'] };

/** The back office's shipping methods (permission `delivery`). */
export const shippingMethodsAdminRoutes: FastifyPluginAsyncZod<{ admin: ShippingMethodAdmin }> = async (
  app,
  { admin },
) => {
  app.get(
    '/admin-api/shipping-methods',
    {
      config,
      schema: {
        tags,
        summary: 'Every shipping method, on offer or not, in the storefront order',
        response: { 200: z.array(AdminShippingMethodSchema), ...errorResponses },
      },
    },
    () => admin.list(),
  );

  app.post(
    '/admin-api/shipping-methods',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a shipping method; 409 SHIPPING_METHOD_CODE_TAKEN',
        body: ShippingMethodFieldsSchema.refine(daysInOrder, daysMessage),
        response: { 201: AdminShippingMethodSchema, ...withConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.create(staffCallerOf(request).staffId, request.body)),
  );

  app.patch(
    '/admin-api/shipping-methods/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Changes a shipping method's names, descriptions, fee, free-shipping threshold, days, order or offer; 409 SHIPPING_METHOD_DEFAULT for withdrawing method 1",
        params: IdParams,
        body: ShippingMethodFieldsSchema.partial().refine(daysInOrder, daysMessage),
        response: { 200: AdminShippingMethodSchema, ...withConflict },
      },
    },
    (request) => admin.update(staffCallerOf(request).staffId, request.params.id, request.body),
  );
};
