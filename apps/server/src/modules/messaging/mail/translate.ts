import type { ContentLanguage } from '../../../lib/language.ts';
import en from './texts/en.json' with { type: 'json' };
import ar from './texts/ar.json' with { type: 'json' };

export const MAIL_TEXTS: Record<ContentLanguage, Record<string, string>> = { en, ar };

export type MailTextValues = Record<string, string | number>;
export type Translate = (key: string, values?: MailTextValues) => string;

/**
 * The e-mail texts of a language, i18next's way: `{{name}}` placeholders, and a `count` value picks
 * the key's CLDR plural form (`key_one`, `key_few` …; Arabic has six). A missing key throws, so a
 * template cannot send a key name to a customer (every template is rendered in both languages by the tests).
 */
export function createTranslator(language: ContentLanguage): Translate {
  const texts = MAIL_TEXTS[language];
  const plural = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const form = typeof values.count === 'number' ? `${key}_${plural.select(values.count)}` : key;
    const text = texts[form] ?? texts[key];
    if (text === undefined) throw new Error(`No ${language} e-mail text "${form}"`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
  };
}
