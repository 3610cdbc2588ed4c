import { z } from 'zod';

/** The area every storefront translation key lives under (SPEC §7). */
export const UI_AREA = 'ui.prisma';
/** Translation version a client that has none starts from (SPEC §9). */
export const DEFAULT_TRANSLATION_VERSION = 1;
/** The right-to-left language (SPEC §9). */
export const RTL_LANGUAGES = ['ar'] as const;
/** Header that carries the shopper's language on every call (SPEC §7). */
export const LANGUAGE_HEADER = 'language';

export const LangIdSchema = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a language code such as en or ar');

export const LanguageSchema = z.object({
  langId: LangIdSchema,
  language: z.string(),
  isRtl: z.boolean(),
});
export type Language = z.infer<typeof LanguageSchema>;

export const TranslationSchema = z.object({ langId: LangIdSchema, key: z.string(), value: z.string() });
export type Translation = z.infer<typeof TranslationSchema>;

/** Answer of GET /api/locale/self/translations/versions/{version}: empty translations when the caller is current. */
export const TranslationsResponseSchema = z.object({
  version: z.number().int(),
  langId: LangIdSchema,
  translations: z.array(TranslationSchema),
});
export type TranslationsResponse = z.infer<typeof TranslationsResponseSchema>;

export function isRtl(langId: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(langId.split('-')[0]!);
}

/**
 * SPEC §4: the stored choice, else the browser language when configured, else the first configured.
 * `browser` is a list such as navigator.languages or parsed Accept-Language, best first.
 */
export function pickInitialLanguage(configured: readonly string[], stored: string | null | undefined, browser: readonly string[]): string {
  if (stored && configured.includes(stored)) return stored;
  for (const candidate of browser) {
    const base = candidate.toLowerCase().split('-')[0]!;
    if (configured.includes(base)) return base;
  }
  return configured[0] ?? 'en';
}
