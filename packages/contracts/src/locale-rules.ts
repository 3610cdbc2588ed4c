// Locale constants and pure rules, kept apart from the schemas so a browser bundle can use
// them without zod.

/** The area every storefront translation key lives under (SPEC §7). */
export const UI_AREA = 'ui.prisma';
/** Translation version a client that has none starts from (SPEC §9). */
export const DEFAULT_TRANSLATION_VERSION = 1;
/** The right-to-left language (SPEC §9). */
export const RTL_LANGUAGES = ['ar'] as const;
/** Header that carries the shopper's language on every call (SPEC §7). */
export const LANGUAGE_HEADER = 'language';
/**
 * Query parameter that names a page's language in its address (`/products/7?lang=ar`), so a
 * crawler, which sends no cookie, can reach every language (ADR 025). It wins over the stored choice.
 */
export const LANGUAGE_URL_PARAM = 'lang';

/**
 * The address of a page in one language. The shop's default language (what a visitor who has
 * chosen none gets, as a crawler does) lives at the plain address, which is also the hreflang
 * x-default; every other language names itself (`?lang=ar`). ADR 025.
 */
export function languageVersionUrl(url: string | URL, langId: string, defaultLangId: string): string {
  const version = new URL(url);
  if (langId === defaultLangId) version.searchParams.delete(LANGUAGE_URL_PARAM);
  else version.searchParams.set(LANGUAGE_URL_PARAM, langId);
  return version.href;
}

/** The language of a visitor who has chosen none: the first the shop offers (SPEC §4). */
export function defaultLanguageOf(configured: readonly string[]): string {
  return configured[0] ?? 'en';
}

export function isRtl(langId: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(langId.split('-')[0]!);
}

/**
 * SPEC §4: the stored choice, else the browser language when configured, else the first configured.
 * `browser` is a list such as navigator.languages or parsed Accept-Language, best first.
 */
export function pickInitialLanguage(
  configured: readonly string[],
  stored: string | null | undefined,
  browser: readonly string[],
): string {
  if (stored && configured.includes(stored)) return stored;
  for (const candidate of browser) {
    const base = candidate.toLowerCase().split('-')[0]!;
    if (configured.includes(base)) return base;
  }
  return defaultLanguageOf(configured);
}
