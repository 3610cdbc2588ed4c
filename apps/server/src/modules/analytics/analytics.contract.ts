import { z } from 'zod';
import { ORDER_STATUSES } from '@storefront/contracts';

// The back office's dashboard (analytics.admin.routes.ts). Money in fils; days are the shop's (Asia/Kuwait).

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** Orders still on their way to the customer, per status. */
export const WAITING_STATUSES = ['awaiting_payment', 'payment_failed', 'paid', 'processing', 'shipped'] as const;

export const DashboardQuerySchema = z.object({ period: z.enum(DASHBOARD_PERIODS).default('today') });

const Count = z.number().int().min(0);
export const DashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The period: from the first moment of its first shop day up to now. */
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  /** Totals of the orders purchased (paid online, or placed for cash on delivery), before refunds. */
  sales: Count,
  orders: Count,
  averageOrderValue: Count,
  /** Sessions, and those among them that viewed a product, added to the cart, began checkout; then orders. */
  funnel: z.object({ sessions: Count, productViews: Count, addToCart: Count, checkout: Count, purchases: Count }),
  /** Every shop day of the period, oldest first, with its orders and sales. */
  days: z.array(z.object({ day: z.string(), orders: Count, sales: Count })),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), quantity: Count, revenue: Count })),
  topSearches: z.array(z.object({ term: z.string(), count: Count })),
  noResultSearches: z.array(z.object({ term: z.string(), count: Count })),
  lowStock: z.object({
    threshold: Count,
    items: z.array(
      z.object({ productId: Count, variationId: Count, name: z.string(), sku: z.string(), quantity: z.number().int() }),
    ),
  }),
  waitingOrders: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: Count })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
