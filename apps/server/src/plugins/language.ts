import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_HEADER } from '@storefront/contracts';
import { CONTENT_LANGUAGES, toContentLanguage, type ContentLanguage } from '../lib/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: the one place a request's language is read (lib/language.ts). */
    language: ContentLanguage;
  }
}

/** SPEC §7: every call carries the shopper's language in the `language` header. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', CONTENT_LANGUAGES[0]);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[LANGUAGE_HEADER];
    request.language = toContentLanguage(Array.isArray(header) ? header[0] : header);
  });
});
