import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_HEADER } from '@storefront/contracts';

/** Languages the catalogue stores text in; anything else falls back to the first. */
export const CONTENT_LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

declare module 'fastify' {
  interface FastifyRequest {
    language: ContentLanguage;
  }
}

export function toContentLanguage(value: string | undefined | null): ContentLanguage {
  const base = value?.toLowerCase().split('-')[0];
  return (CONTENT_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as ContentLanguage)
    : CONTENT_LANGUAGES[0];
}

/** Picks `nameEn` or `nameAr` (and so on) of a row for the caller's language; optional text stays optional. */
export function localized<K extends string>(
  row: Record<`${K}En` | `${K}Ar`, string>,
  field: K,
  language: ContentLanguage,
): string;
export function localized<K extends string>(
  row: Record<`${K}En` | `${K}Ar`, string | null>,
  field: K,
  language: ContentLanguage,
): string | null;
export function localized(row: Record<string, string | null>, field: string, language: ContentLanguage): string | null {
  return (language === 'ar' ? row[`${field}Ar`] : row[`${field}En`]) ?? null;
}

/** SPEC §7: every call carries the shopper's language in the `language` header. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', CONTENT_LANGUAGES[0]);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[LANGUAGE_HEADER];
    request.language = toContentLanguage(Array.isArray(header) ? header[0] : header);
  });
});
