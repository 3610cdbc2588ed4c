import { z } from 'zod';
import { MoneySchema } from './catalogue.ts';
import { IdSchema } from './account.ts';
import { OrderStatusSchema } from './orders.ts';

// Payment requests (SPEC §7 "Payments and shipping"): one attempt to pay an order online.

export const PAYMENT_REQUEST_STATUSES = ['pending', 'submitted', 'paid', 'failed', 'cancelled', 'expired'] as const;
export const PaymentRequestStatusSchema = z.enum(PAYMENT_REQUEST_STATUSES);
export type PaymentRequestStatus = z.infer<typeof PaymentRequestStatusSchema>;

/** The storefront page a gateway's shopper lands on, with `?ref=…&status=…`. */
export const PAYMENT_RESULT_PAGE = '/checkout/result';

/** A payment reference in a path: what the shop gave the gateway. */
export const PaymentReferenceSchema = z.string().regex(/^PR-[A-Za-z0-9_-]{16}$/, 'Expected a payment reference');

/** GET payment-requests/reference/{ref}/access: the caller owns this payment and may pay it now or not. */
export const PaymentAccessSchema = z.object({
  reference: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  amount: MoneySchema,
  currency: z.string(),
  paymentMethodId: z.number().int(),
  /** Open, and its order still waits for the money. */
  canPay: z.boolean(),
});
export type PaymentAccess = z.infer<typeof PaymentAccessSchema>;

/** GET payments/reference/{ref}/status: what the result page tells the shopper. */
export const PaymentStatusSchema = PaymentAccessSchema.extend({
  status: PaymentRequestStatusSchema,
  orderStatus: OrderStatusSchema,
  /** This attempt failed but the order may still be paid by a new attempt (PUT …/submitted). */
  canRetry: z.boolean(),
  failureReason: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/**
 * PUT payment-requests/reference/{ref}/submitted: the shopper pressed pay with this method. On a
 * failed attempt (or another online method) it opens a new attempt for the same order.
 */
export const SubmitPaymentBodySchema = z.object({ paymentMethodId: IdSchema });
