/**
 * The one home of the shopper's content language on the server. A request's language is read
 * once, from the `language` header, by plugins/language.ts into `request.language`; routes hand
 * it on to services as an argument, and stored languages (a customer's) go through
 * `toContentLanguage` too.
 */

/** Languages the catalogue stores text in; anything else falls back to the first. */
export const CONTENT_LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

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
