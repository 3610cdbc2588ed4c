import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditTrail } from './audit.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const tags = ['admin'];

const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

const AuditQuerySchema = z
  .object({
    actor: z.uuid().optional(),
    entityType: z.string().trim().min(1).max(100).optional(),
    entityId: z.string().trim().min(1).max(200).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.from || !query.to || new Date(query.from) < new Date(query.to), {
    message: '"from" must be before "to".',
    path: ['to'],
  });

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditTrail }> = async (app, { audit }) => {
  app.get(
    '/admin-api/audit-entries',
    {
      config: { permission: 'audit' },
      schema: {
        tags,
        summary: 'The audit trail, newest first, filtered by actor, entity and time',
        querystring: AuditQuerySchema,
        response: {
          200: z.object({
            items: z.array(AuditEntrySchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          ...errorResponses,
        },
      },
    },
    ({ query }) =>
      audit.list(
        {
          actorStaffId: query.actor,
          entityType: query.entityType,
          entityId: query.entityId,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        query.page,
        query.pageSize,
      ),
  );
};
