import { readUiTranslations } from '../../apps/server/src/modules/locale/ui-translations.ts';

export type Language = 'en' | 'ar';

const seeds = { en: readUiTranslations('en'), ar: readUiTranslations('ar') };

/**
 * A storefront text as the shopper sees it in `language`, placeholders filled (the seed files are
 * the source). A numeric `count` picks the plural form as i18next does (`key_one`, `key_few`…).
 */
export function uiText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const form = typeof values.count === 'number' ? `${key}_${new Intl.PluralRules(language).select(values.count)}` : key;
  const text = seeds[language][form] ?? seeds[language][key];
  if (text === undefined) throw new Error(`No translation ${key} in ${language}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
}

/** Every form of a text: the plural forms of a counted one, else the text itself. */
export function uiTextForms(language: Language, key: string): string[] {
  const forms = Object.keys(seeds[language]).filter((candidate) => candidate.startsWith(`${key}_`));
  return (forms.length > 0 ? forms : [key]).map((form) => seeds[language][form]!);
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
