import { z } from 'zod';
import { AddressSchema, WishlistSchema } from '@storefront/contracts';

// What the back office sends and receives for customers (customers.admin.routes.ts).

export const AdminCustomerListQuerySchema = z.object({
  /** Words of the name, e-mail or phone, folded as the storefront search folds text. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const AdminCustomerSummarySchema = z.object({
  customerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  blocked: z.boolean(),
  createdAt: z.string(),
});

export const AdminCustomerListSchema = z.object({
  items: z.array(AdminCustomerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const AdminCustomerSchema = AdminCustomerSummarySchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.string(),
  blockedAt: z.string().nullable(),
  addresses: z.array(AddressSchema),
  /** The latest 50, newest first. */
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      orderNumber: z.string(),
      status: z.string(),
      total: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  wishlist: WishlistSchema,
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const BlockBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
