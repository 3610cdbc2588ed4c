import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UI_AREA } from '@storefront/contracts';
import { FALLBACK_MESSAGES } from './fallback-messages.ts';
// The server's own reader of the seed files it loads the storefront texts from.
import { readUiTranslations } from '../../../../server/src/modules/locale/ui-translations.ts';

const APP_DIR = fileURLToPath(new URL('../../', import.meta.url));
const seeds = { en: readUiTranslations('en'), ar: readUiTranslations('ar') };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
/** i18next's plural suffixes: `key_one`, `key_other`… (CLDR categories). */
const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => PLURAL_KEY.exec(key)?.[1] ?? key;
/** The keys of a language with their plural forms folded into the key they belong to. */
const baseKeys = (texts: Record<string, string>) => [...new Set(Object.keys(texts).map(baseKey))].sort();
const pluralFormsOf = (texts: Record<string, string>, key: string) =>
  Object.keys(texts)
    .filter((candidate) => baseKey(candidate) === key && candidate !== key)
    .map((candidate) => PLURAL_KEY.exec(candidate)![2])
    .sort();

/** Every full key written as a literal in the storefront's own code (tests excluded). */
function keysUsedInCode(): string[] {
  const files = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const keys = files.flatMap((file) =>
    [...readFileSync(join(APP_DIR, file), 'utf8').matchAll(/['"`](ui\.prisma\.[\w.]+)['"`]/g)].map(
      (match) => match[1]!,
    ),
  );
  return [...new Set(keys)].sort();
}

describe('storefront translations', () => {
  it('offer the same keys in English and Arabic, all in the ui.prisma area and none empty', () => {
    expect(baseKeys(seeds.ar)).toEqual(baseKeys(seeds.en));
    for (const [key, value] of [...Object.entries(seeds.en), ...Object.entries(seeds.ar)]) {
      expect(key.startsWith(`${UI_AREA}.`), key).toBe(true);
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages (a plural form may leave out the count it spells out)', () => {
    const withoutCount = (text: string) => placeholders(text).filter((name) => name !== 'count');
    for (const key of baseKeys(seeds.en)) {
      const texts = (language: 'en' | 'ar') =>
        Object.entries(seeds[language])
          .filter(([candidate]) => baseKey(candidate) === key)
          .map(([, text]) => text);
      for (const arabic of texts('ar')) expect(withoutCount(arabic), key).toEqual(withoutCount(texts('en')[0]!));
    }
  });

  it('give every text with a count each plural form of its language, and no other text plural forms', () => {
    for (const language of ['en', 'ar'] as const) {
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      for (const key of baseKeys(seeds[language])) {
        const forms = pluralFormsOf(seeds[language], key);
        const countsSomething = forms.length > 0 || placeholders(seeds[language][key] ?? '').includes('count');
        expect(forms, `${language} ${key}`).toEqual(countsSomething ? categories : []);
        if (countsSomething) expect(seeds[language][key], `${language} ${key} without a plural form`).toBeUndefined();
      }
    }
    // Arabic has all six: zero, one, two, few, many, other.
    expect(pluralFormsOf(seeds.ar, 'ui.prisma.header.cart')).toHaveLength(6);
  });

  it('cover every key the code uses', () => {
    const used = keysUsedInCode();
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !baseKeys(seeds.en).includes(key))).toEqual([]);
  });

  it('keep the bundled error-page texts equal to the seeds', () => {
    for (const langId of ['en', 'ar'] as const) {
      for (const [key, value] of Object.entries(FALLBACK_MESSAGES[langId])) expect(value, key).toBe(seeds[langId][key]);
    }
  });

  it('give the currency label of SPEC §1', () => {
    expect(seeds.en['ui.prisma.price.currency']).toBe('KD');
  });
});
