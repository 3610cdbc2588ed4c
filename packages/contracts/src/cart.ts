import { z } from 'zod';
import { MoneySchema } from './catalogue.ts';
import { IdSchema } from './account.ts';

// The cart (SPEC §3 Cart and Cart item, SPEC §7 "Cart"). Prices are never sent by the client:
// no request body has a price field, and the server prices every line from its catalogue.

/** Most units of one line a single request may ask for; stock usually stops a shopper sooner. */
export const MAX_LINE_QUANTITY = 999;
/** Most lines one v2 array request may add. */
export const MAX_BATCH_LINES = 50;

export const CartQuantitySchema = z.number().int().positive().max(MAX_LINE_QUANTITY);

/**
 * A chosen attribute in a request, in SPEC §3's cart shape. A variation has one value per
 * attribute, so exactly one value code is accepted.
 */
export const CartAttributeChoiceSchema = z.object({
  attributeId: IdSchema,
  attributeValues: z.array(z.string().min(1).max(50)).length(1, 'Choose exactly one value for each attribute.'),
});

/** POST carts/cart-items. Without variationId the attributes pick the variation (none: the default one). */
export const AddCartItemBodySchema = z.object({
  productId: IdSchema,
  variationId: IdSchema.optional(),
  quantity: CartQuantitySchema,
  attributes: z.array(CartAttributeChoiceSchema).max(10).default([]),
});
export type AddCartItemBody = z.input<typeof AddCartItemBodySchema>;

/** POST /api/v2/…/carts/cart-items: all lines are added, or none. */
export const AddCartItemsBodySchema = z.array(AddCartItemBodySchema).min(1).max(MAX_BATCH_LINES);

/** PUT carts/items/{cartItemId}. */
export const UpdateCartItemBodySchema = z.object({ quantity: CartQuantitySchema });

/** PUT carts/shipping-method: the fee the client shows; the server refuses one that is not the real fee. */
export const ShippingAmountBodySchema = z.object({ shippingAmount: MoneySchema.min(0) });

/** `productIds=1,2` of DELETE carts/delete-cart-products. */
export const ProductIdListSchema = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'Expected up to 50 comma-separated product ids')
  .transform((value) => [...new Set(value.split(',').map(Number))]);

/** SPEC §3 cart item attribute (value codes), with names in the caller's language for display. */
export const CartItemAttributeSchema = z.object({
  attributeId: z.number().int(),
  attributeValues: z.array(z.string()),
  name: z.string(),
  valueNames: z.array(z.string()),
});

/** SPEC §3 Cart item; price and stock are the catalogue's as of this answer. */
export const CartItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  variationId: z.number().int(),
  productName: z.string(),
  picturePath: z.string().nullable(),
  productQuantity: z.number().int(),
  unitPrice: MoneySchema,
  attributes: z.array(CartItemAttributeSchema),
  /** Units in stock now: the line is out of stock when this is below productQuantity. */
  activeQty: z.number().int(),
  /** unitPrice × productQuantity. */
  lineTotal: MoneySchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const PROMO_PROBLEM_CODES = [
  'PROMO_NOT_FOUND',
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_USED_UP',
  'PROMO_ALREADY_USED',
  'PROMO_SIGN_IN_REQUIRED',
  'PROMO_MIN_SUBTOTAL',
  'PROMO_FIRST_ORDER_ONLY',
  'PROMO_NOT_APPLICABLE',
] as const;
export const PromoProblemCodeSchema = z.enum(PROMO_PROBLEM_CODES);
export type PromoProblemCode = z.infer<typeof PromoProblemCodeSchema>;

/** Why the cart's promo code gives no discount right now, in the caller's language. */
export const PromoProblemSchema = z.object({ code: PromoProblemCodeSchema, message: z.string() });
export type PromoProblem = z.infer<typeof PromoProblemSchema>;

/**
 * SPEC §3 Cart, plus what a shopper needs to see: all money in thousandths of KD, computed by the
 * server on every read (total = subTotal − discount + shippingAmount).
 */
export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  /** Units in the cart (the sum of the quantities), for the header badge. */
  itemCount: z.number().int(),
  subTotal: MoneySchema,
  /** The promo code attached to the cart, even while it gives no discount (see promoProblem). */
  promoCode: z.string().nullable(),
  promoProblem: PromoProblemSchema.nullable(),
  /** Never more than subTotal. */
  discount: MoneySchema,
  /** The chosen method's fee for this cart (0 when none is chosen or the cart is empty). */
  shippingAmount: MoneySchema,
  total: MoneySchema,
  billingAddressId: z.number().int().nullable(),
  shippingAddressId: z.number().int().nullable(),
  shippingMethodId: z.number().int().nullable(),
  paymentMethodId: z.number().int().nullable(),
  deliverySlotId: z.number().int().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;
