/** Storefront analytics: the collector, purchases from orders, forwarding to GA4, the back office's dashboard. */
export { createAnalytics, type Analytics, PURCHASE_JOB, FORWARD_JOB } from './analytics.service.ts';
export { analyticsRoutes } from './analytics.routes.ts';
export { analyticsAdminRoutes } from './analytics.admin.routes.ts';
