import { readUiTranslations } from '../../apps/server/src/modules/locale/ui-translations.ts';

export type Language = 'en' | 'ar';

const seeds = { en: readUiTranslations('en'), ar: readUiTranslations('ar') };

/** A storefront text as the shopper sees it in `language`, placeholders filled (the seed files are the source). */
export function uiText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const text = seeds[language][key];
  if (text === undefined) throw new Error(`No translation ${key} in ${language}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
}

/** `uiText` bound to one language: a test's `t`. */
export const textIn = (language: Language) => (key: string, values?: Record<string, string | number>) =>
  uiText(language, key, values);

/** Every language at both test widths, for describe.each. */
export const LANGUAGES_AND_VIEWPORTS = [
  ['en', 'phone'],
  ['en', 'desktop'],
  ['ar', 'phone'],
  ['ar', 'desktop'],
] as const;
