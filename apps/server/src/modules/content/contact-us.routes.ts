import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ContactMessageSchema, MessageSchema } from '@storefront/contracts';
import type { ContentService } from './content.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

/**
 * A person writes a message or two; more than five from one address in ten minutes is a script.
 * Counted before validation, so a bot sending invalid bodies is held back too.
 */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export const contactUsRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.post(
    '/api/stores/self/contact-us',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['content'],
        summary: 'Sends a message to the shop; answers a thank-you in the caller language',
        body: ContactMessageSchema,
        response: { 201: MessageSchema, ...errorResponses, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const thanks = await content.receiveContactMessage(request.body, { language: request.language, ip: request.ip });
      return reply.code(201).send(thanks);
    },
  );
};
