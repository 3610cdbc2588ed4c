import { z } from 'zod';
import { MoneySchema } from './catalogue.ts';
import { AddressSchema, IdSchema } from './account.ts';
import { CartQuantitySchema } from './cart.ts';
import { PAYMENT_KINDS } from './checkout-options.ts';
import { DEFAULT_SHIPPING_METHOD_ID } from './shipping-rules.ts';

// Orders (SPEC §3 Order line, SPEC §7 "Orders"). All money is integer thousandths of KD and
// always the server's: the client's prices and totals are read and ignored.

export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Most lines one order may have. */
export const MAX_ORDER_LINES = 100;

/** A client money field: any number is accepted, none is used. */
const IgnoredMoneySchema = z.number().optional();

/** SPEC §3 Order line as the client sends it; it must describe a line of the caller's cart. */
export const OrderLineInputSchema = z.object({
  productId: IdSchema,
  variationId: IdSchema.nullish(),
  quantity: CartQuantitySchema,
  unitPrice: IgnoredMoneySchema,
  attributes: z
    .array(z.object({ attributeId: IdSchema, attributeValue: z.string().max(50) }))
    .max(10)
    .default([]),
  itemNotes: z.string().trim().max(500).default(''),
  /** SPEC §9: discount type is always amount, taxable true and taxPercent 0. */
  discountType: z.literal('amount').default('amount'),
  discountValue: IgnoredMoneySchema,
  taxable: z.boolean().default(true),
  taxPercent: z.number().optional(),
});
export type OrderLineInput = z.input<typeof OrderLineInputSchema>;

/**
 * POST /web-gw/users/{userId}/orders. The order is made from the caller's cart as the server
 * prices it; `items` must match the cart's lines (productId, variationId, quantity) so the shopper
 * orders what they saw. Totals the client adds are ignored.
 */
export const PlaceOrderBodySchema = z
  .object({
    billingAddressId: IdSchema,
    shippingAddressId: IdSchema.nullish(),
    shipToSameBillingAddress: z.boolean().default(false),
    shippingMethodId: IdSchema.default(DEFAULT_SHIPPING_METHOD_ID),
    paymentMethodId: IdSchema,
    deliverySlotId: IdSchema.nullish(),
    /** Required true when the theme's enforce_checkout_terms is on. */
    acceptCheckoutTerms: z.boolean().nullish(),
    orderNotes: z.string().trim().max(1000).default(''),
    items: z.array(OrderLineInputSchema).min(1).max(MAX_ORDER_LINES),
  })
  .refine((body) => body.shipToSameBillingAddress || body.shippingAddressId, {
    path: ['shippingAddressId'],
    message: 'Choose a shipping address, or ship to the billing address.',
  });
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/** An address as it was when the order was placed, its place names in the caller's language. */
export const OrderAddressSchema = AddressSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  countryName: true,
  stateName: true,
  areaName: true,
  block: true,
  street: true,
  avenue: true,
  building: true,
  floor: true,
  apartment: true,
  postalCode: true,
  note: true,
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderSchema = z.object({
  orderId: z.number().int(),
  /** Human-friendly and unique, e.g. SQ-2026-000123. */
  orderNumber: z.string(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  currency: z.string(),
  subTotal: MoneySchema,
  discount: MoneySchema,
  shippingAmount: MoneySchema,
  /** subTotal − discount + shippingAmount. */
  total: MoneySchema,
  promoCode: z.string().nullable(),
  itemCount: z.number().int(),
  shippingMethod: z.object({ shippingMethodId: z.number().int(), name: z.string() }).nullable(),
  paymentMethod: z
    .object({ paymentMethodId: z.number().int(), name: z.string(), kind: z.enum(PAYMENT_KINDS) })
    .nullable(),
  deliverySlot: z
    .object({ deliverySlotId: z.number().int(), date: z.string(), startTime: z.string(), endTime: z.string() })
    .nullable(),
  billingAddress: OrderAddressSchema.nullable(),
  shippingAddress: OrderAddressSchema.nullable(),
  orderNotes: z.string(),
  /** An unpaid online order is cancelled, and its stock released, at this moment. */
  paymentDueAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** Where the shopper pays an online order. */
export const PaymentLinkSchema = z.object({ reference: z.string(), paymentLink: z.string() });
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

/** The answer to placing an order: the order, and for online payment where to pay it. */
export const PlacedOrderSchema = z.object({ order: OrderSchema, payment: PaymentLinkSchema.nullable() });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

export const OrderSummarySchema = OrderSchema.pick({
  orderId: true,
  orderNumber: true,
  status: true,
  createdAt: true,
  currency: true,
  total: true,
  itemCount: true,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  top: z.coerce.number().int().min(1).max(100).default(10),
});
/** Newest first; `count` is every order of the customer. */
export const OrderListSchema = z.object({ data: z.array(OrderSummarySchema), count: z.number().int() });
export type OrderList = z.infer<typeof OrderListSchema>;

/** SPEC §3 Order line as ordered, priced by the server. */
export const OrderItemSchema = z.object({
  orderLineId: z.number().int(),
  productId: z.number().int(),
  variationId: z.number().int(),
  productName: z.string(),
  /** The product's picture as it is now (null: none, or the product is gone). */
  picturePath: z.string().nullable(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPrice: MoneySchema,
  attributes: z.array(z.object({ attributeId: z.number().int(), attributeValue: z.string() })),
  itemNotes: z.string(),
  discountType: z.literal('amount'),
  discountValue: MoneySchema,
  taxable: z.boolean(),
  taxPercent: z.number(),
  lineTotal: MoneySchema,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderHistoryEntrySchema = z.object({
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** The tracking timeline: the steps this order goes through, each with when it was reached. */
export const OrderTrackingSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: OrderStatusSchema,
  steps: z.array(
    z.object({ status: OrderStatusSchema, reached: z.boolean(), current: z.boolean(), at: z.string().nullable() }),
  ),
  deliverySlot: OrderSchema.shape.deliverySlot,
  /** Who carries it and the carrier's tracking number, once it has shipped. */
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

/** PUT /api/support/orders/{id}/status: staff move an order on; only legal transitions are taken. */
export const OrderStatusChangeBodySchema = z.object({
  status: OrderStatusSchema,
  note: z.string().trim().max(500).optional(),
});

export const REORDER_PROBLEMS = ['NOT_SOLD', 'OUT_OF_STOCK', 'NOT_ENOUGH_STOCK'] as const;

/** What a reorder put in the cart, and what it could not (and why). */
export const ReorderResultSchema = z.object({
  added: z.array(
    z.object({
      productId: z.number().int(),
      variationId: z.number().int(),
      productName: z.string(),
      quantity: z.number().int(),
    }),
  ),
  unavailable: z.array(
    z.object({
      productId: z.number().int(),
      variationId: z.number().int(),
      productName: z.string(),
      /** Units ordered before that could not be added now. */
      missingQuantity: z.number().int(),
      reason: z.enum(REORDER_PROBLEMS),
    }),
  ),
});
export type ReorderResult = z.infer<typeof ReorderResultSchema>;
