import { z } from 'zod';
import { OrderStatusSchema } from '@storefront/contracts';

// What the back office sends and receives for promo codes (promotions.admin.routes.ts).

const MAX_INT = 2_147_483_647;
const RowId = z.number().int().min(1).max(MAX_INT);
/** Thousandths of KD. */
const Fils = z.number().int().min(0).max(MAX_INT);
const Limit = z.number().int().min(1).max(MAX_INT).nullable();

export const PromoFieldsSchema = z
  .object({
    /** Letters, digits, hyphens and underscores; stored upper case, unique whatever the case. */
    code: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphens and underscores.'),
    kind: z.enum(['percent', 'amount']),
    /** A whole percent (1 to 100) or thousandths of KD. */
    value: z.number().int().min(1).max(MAX_INT),
    minSubtotal: Fils.default(0),
    startsAt: z.iso.datetime({ offset: true }),
    /** Exclusive; null: no end. */
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    maxUses: Limit.default(null),
    maxUsesPerCustomer: Limit.default(null),
    isActive: z.boolean().default(true),
    firstOrderOnly: z.boolean().default(false),
    /** Limits the code to lines of these categories (and those below them) and products; none: the whole cart. */
    categoryIds: z.array(RowId).max(200).default([]),
    productIds: z.array(RowId).max(500).default([]),
  })
  .refine((promo) => promo.kind !== 'percent' || promo.value <= 100, {
    message: 'A percentage is at most 100.',
    path: ['value'],
  })
  .refine((promo) => promo.endsAt === null || new Date(promo.endsAt) > new Date(promo.startsAt), {
    message: 'The end must come after the start.',
    path: ['endsAt'],
  });
export type PromoFields = z.output<typeof PromoFieldsSchema>;

export const AdminPromoSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number().int(),
  minSubtotal: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
  firstOrderOnly: z.boolean(),
  /** Limited to some categories or products. */
  isScoped: z.boolean(),
});

export const AdminPromoSchema = AdminPromoSummarySchema.extend({
  categoryIds: z.array(z.number().int()),
  /** The products it is limited to, with their names for the editor. */
  products: z.array(z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() })),
});
export type AdminPromo = z.infer<typeof AdminPromoSchema>;

export const AdminPromoListQuerySchema = z.object({
  /** Part of the code, in any case. */
  q: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const AdminPromoListSchema = z.object({
  items: z.array(AdminPromoSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const PromoUsesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const PromoUsesSchema = z.object({
  code: z.string(),
  items: z.array(
    z.object({
      orderId: z.number().int(),
      orderNumber: z.string(),
      status: OrderStatusSchema,
      customerId: z.string(),
      customerName: z.string(),
      phone: z.string(),
      /** What the order took off, thousandths of KD. */
      discount: z.number().int(),
      usedAt: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PromoUses = z.infer<typeof PromoUsesSchema>;
