import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from './messaging.schema.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const OutboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/**
 * Development only (DEV_OUTBOX=true): lets a developer or a browser test read what the outbox
 * senders "sent" to a recipient, newest first. Never registered otherwise.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the development senders wrote for a recipient (only with DEV_OUTBOX=true)',
        querystring: z.object({ recipient: z.string().min(3).max(200), channel: z.enum(['sms', 'email']).optional() }),
        response: { 200: z.array(OutboxMessageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { recipient, channel } = request.query;
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, recipient), channel ? eq(outboxMessages.channel, channel) : undefined))
        .orderBy(desc(outboxMessages.id))
        .limit(20);
      return rows.map((row) => ({
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
