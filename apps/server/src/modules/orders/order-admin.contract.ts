import { z } from 'zod';
import { OrderAddressSchema, OrderItemSchema, OrderStatusSchema, ORDER_STATUSES } from '@storefront/contracts';
import { ORDER_PAYMENT_STATES } from './orders.schema.ts';

// What the back office sends and receives for orders (orders.admin.routes.ts). Money is integer
// thousandths of KD (fils); dates are Kuwait calendar days (YYYY-MM-DD), times ISO 8601.

export const MAX_ADMIN_ORDER_PAGE = 100;
/** Counts stop here ("10000+"): counting a million matching orders exactly costs more than the page. */
export const ADMIN_ORDER_COUNT_LIMIT = 10_000;

const RowId = z.coerce.number().int().positive().max(2_147_483_647);
const Day = z.iso.date('Expected a calendar date as YYYY-MM-DD');
export const PaymentStateSchema = z.enum(ORDER_PAYMENT_STATES);

export const AdminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentState: PaymentStateSchema.optional(),
  paymentMethodId: RowId.optional(),
  shippingMethodId: RowId.optional(),
  /** Orders delivered in a slot of this day. */
  deliveryDate: Day.optional(),
  /** Placed on or after this day, and on or before `to` (Kuwait days). */
  from: Day.optional(),
  to: Day.optional(),
  /** Order number, phone, e-mail or customer name (parts of them), folded as the storefront search folds text. */
  q: z.string().trim().max(100).optional(),
  /** The `nextCursor` of the page before. */
  after: z
    .string()
    .max(100)
    .regex(/^[\w-]+$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_ADMIN_ORDER_PAGE).default(25),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: OrderStatusSchema,
  paymentState: PaymentStateSchema,
  createdAt: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  total: z.number().int(),
  itemCount: z.number().int(),
  paymentMethod: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  deliveryDate: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  items: z.array(AdminOrderSummarySchema),
  /** Newest first; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Matching orders, counted up to ADMIN_ORDER_COUNT_LIMIT; `totalIsLowerBound` when there are more. */
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

const StaffNameSchema = z.object({ staffId: z.string(), name: z.string() }).nullable();

export const AdminOrderSchema = AdminOrderSummarySchema.extend({
  customerId: z.string(),
  currency: z.string(),
  subTotal: z.number().int(),
  discount: z.number().int(),
  shippingAmount: z.number().int(),
  refundedAmount: z.number().int(),
  promoCode: z.string().nullable(),
  deliverySlot: z.object({ date: z.string(), startTime: z.string(), endTime: z.string() }).nullable(),
  billingAddress: OrderAddressSchema.nullable(),
  shippingAddress: OrderAddressSchema.nullable(),
  orderNotes: z.string(),
  confirmed: z.object({ at: z.string(), by: StaffNameSchema }).nullable(),
  packed: z.object({ at: z.string(), by: StaffNameSchema }).nullable(),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
  /** Lines with the prices as charged, and how many units of each were refunded. */
  lines: z.array(OrderItemSchema.extend({ refundedQuantity: z.number().int() })),
  payments: z.array(
    z.object({
      reference: z.string(),
      gateway: z.string(),
      gatewayReference: z.string().nullable(),
      amount: z.number().int(),
      status: z.string(),
      failureReason: z.string().nullable(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
      refunds: z.array(
        z.object({
          reference: z.string(),
          amount: z.number().int(),
          status: z.string(),
          gatewayRefundId: z.string().nullable(),
          reason: z.string(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  refunds: z.array(
    z.object({
      amount: z.number().int(),
      orderLineId: z.number().int().nullable(),
      quantity: z.number().int(),
      reason: z.string(),
      by: StaffNameSchema,
      createdAt: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      fromStatus: OrderStatusSchema.nullable(),
      toStatus: OrderStatusSchema,
      note: z.string().nullable(),
      by: StaffNameSchema,
      at: z.string(),
    }),
  ),
  staffNotes: z.array(z.object({ body: z.string(), by: StaffNameSchema, at: z.string() })),
  /** The customer's other orders, newest first (the latest 20). */
  otherOrders: z.array(
    z.object({
      orderId: z.number().int(),
      orderNumber: z.string(),
      status: OrderStatusSchema,
      total: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** The moves staff may make now, as the status machine and fulfilment order allow. */
  actions: z.array(z.enum(['confirm', 'pack', 'ship', 'deliver', 'cancel', 'refund'])),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

const Reason = z.string().trim().min(1).max(500);

export const ShipBodySchema = z.object({
  carrier: z.string().trim().min(1).max(100),
  trackingNumber: z.string().trim().min(1).max(100),
});
export const CancelBodySchema = z.object({ reason: Reason });
export const RefundBodySchema = z.union([
  z.object({ whole: z.literal(true), reason: Reason }),
  z.object({
    lines: z
      .array(z.object({ orderLineId: z.number().int().positive(), quantity: z.number().int().min(1).max(10_000) }))
      .min(1)
      .max(200),
    reason: Reason,
  }),
]);
export type RefundBody = z.infer<typeof RefundBodySchema>;
export const StaffNoteBodySchema = z.object({ body: z.string().trim().min(1).max(2000) });

const FilterOptionSchema = z.object({ id: z.number().int(), name: z.string() });
/** The payment and shipping methods the list can be filtered by (those offered today). */
export const OrderFilterOptionsSchema = z.object({
  paymentMethods: z.array(FilterOptionSchema),
  shippingMethods: z.array(FilterOptionSchema),
});

export type OrderFilterOptions = z.infer<typeof OrderFilterOptionsSchema>;

export const PackingSlipsQuerySchema = z.object({ date: Day });

export const BulkShipBodySchema = z.object({
  orders: z
    .array(z.object({ orderId: z.number().int().positive(), ...ShipBodySchema.shape }))
    .min(1)
    .max(200),
});
export const BulkShipResultSchema = z.object({
  shipped: z.array(z.number().int()),
  refused: z.array(z.object({ orderId: z.number().int(), code: z.string(), message: z.string() })),
});
