import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { DashboardQuerySchema, DashboardSchema } from './analytics.contract.ts';
import type { Analytics } from './analytics.service.ts';

/** The back office's dashboard (`analytics`). */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ analytics: Analytics }> = async (app, { analytics }) => {
  app.get(
    '/admin-api/analytics/dashboard',
    {
      config: { permission: 'analytics' },
      schema: {
        tags: ['admin'],
        summary:
          'Sales, orders, average order value, the conversion funnel, top products and searches of today or the last ' +
          '7 or 30 shop days (Asia/Kuwait), with low stock and orders waiting per status now',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, ...errorResponses },
      },
    },
    ({ query, language }) => analytics.getDashboard(query.period, language),
  );
};
