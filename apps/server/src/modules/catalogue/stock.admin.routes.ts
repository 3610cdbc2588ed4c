import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { RowIdSchema } from '../../lib/path-params.ts';
import { staffCallerOf } from '../staff/index.ts';
import { STOCK_REASONS } from './catalogue.schema.ts';
import type { StockService } from './stock.service.ts';

const tags = ['admin'];
/** Stock is an integer column: a count past it must be a 400, not fail in SQL. */
const MAX_UNITS = 1_000_000_000;

const VariationParams = z.object({ variationId: RowIdSchema });

const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const VariationStockSchema = z.object({
  variationId: z.number().int(),
  sku: z.string(),
  productId: z.number().int(),
  productNameEn: z.string(),
  productNameAr: z.string(),
  isPublished: z.boolean(),
  quantity: z.number().int(),
});

const StockHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  staff: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

const AdjustStockBodySchema = z
  .object({
    /** Units added (negative: removed). */
    delta: z
      .number()
      .int()
      .min(-MAX_UNITS)
      .max(MAX_UNITS)
      .refine((delta) => delta !== 0, 'A change of 0 units changes nothing.')
      .optional(),
    /** The count on the shelf: the stock becomes exactly this. */
    setTo: z.number().int().min(0).max(MAX_UNITS).optional(),
    reason: z.enum(STOCK_REASONS),
    note: z.string().trim().max(500).default(''),
  })
  .refine((body) => (body.delta === undefined) !== (body.setTo === undefined), {
    message: 'Give either "delta" or "setTo".',
    path: ['delta'],
  });

/** The back office's stock screens: low-stock list, a variation's count and history, adjustments. */
export const stockAdminRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.get(
    '/admin-api/stock/low',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: 'Variations holding at most `threshold` units, emptiest first (drafts included)',
        querystring: PageQuery.extend({ threshold: z.coerce.number().int().min(0).max(MAX_UNITS).default(5) }),
        response: { 200: paged(VariationStockSchema).extend({ threshold: z.number().int() }), ...errorResponses },
      },
    },
    ({ query }) => stock.listLowStock(query.threshold, query.page, query.pageSize),
  );

  app.get(
    '/admin-api/stock/variations/:variationId',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: "A variation's stock, with its product's names",
        params: VariationParams,
        response: { 200: VariationStockSchema, ...errorResponses },
      },
    },
    ({ params }) => stock.getVariation(params.variationId),
  );

  app.get(
    '/admin-api/stock/variations/:variationId/history',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary: "A variation's stock changes made by staff and tools, newest first",
        params: VariationParams,
        querystring: PageQuery,
        response: { 200: paged(StockHistoryEntrySchema), ...errorResponses },
      },
    },
    ({ params, query }) => stock.listHistory(params.variationId, query.page, query.pageSize),
  );

  app.post(
    '/admin-api/stock/variations/:variationId/adjustments',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags,
        summary:
          "Adjusts a variation's stock by a number of units or to a count, with a reason (atomic with checkouts; audited)",
        params: VariationParams,
        body: AdjustStockBodySchema,
        response: {
          201: z.object({ quantity: z.number().int(), adjustment: StockHistoryEntrySchema }),
          ...errorResponses,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { delta, setTo, reason, note } = request.body;
      const change = setTo === undefined ? { delta: delta!, reason, note } : { setTo, reason, note };
      const answer = await stock.adjust(staffCallerOf(request).staffId, request.params.variationId, change);
      return reply.code(201).send(answer);
    },
  );
};
