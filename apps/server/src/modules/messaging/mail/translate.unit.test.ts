import { describe, expect, it } from 'vitest';
import { createTranslator, MAIL_TEXTS } from './translate.ts';

const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;
const baseKeys = (texts: Record<string, string>) =>
  [...new Set(Object.keys(texts).map((key) => PLURAL_KEY.exec(key)?.[1] ?? key))].sort();

describe('e-mail texts', () => {
  it('have the same keys in English and Arabic, and every counted text each plural form of its language', () => {
    expect(baseKeys(MAIL_TEXTS.ar)).toEqual(baseKeys(MAIL_TEXTS.en));
    for (const language of ['en', 'ar'] as const) {
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      const texts = MAIL_TEXTS[language];
      for (const key of baseKeys(texts)) {
        const forms = Object.keys(texts)
          .filter((candidate) => PLURAL_KEY.exec(candidate)?.[1] === key)
          .map((candidate) => PLURAL_KEY.exec(candidate)![2])
          .sort();
        if (forms.length > 0) expect(forms, `${language} ${key}`).toEqual(categories);
        else expect(texts[key], `${language} ${key}`).not.toMatch(/\{\{\s*count\s*\}\}/);
      }
    }
  });

  it('pick the plural form of the count: "1 item", "3 items"; Arabic has six', () => {
    const en = createTranslator('en');
    expect([1, 3].map((count) => en('order.itemCount', { count }))).toEqual(['1 item', '3 items']);
    const ar = createTranslator('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('order.itemCount', { count }))).toEqual([
      'لا قطع',
      'قطعة واحدة',
      'قطعتان',
      '3 قطع',
      '11 قطعة',
      '100 قطعة',
    ]);
  });

  it('refuse a key they do not have rather than mail its name', () => {
    expect(() => createTranslator('en')('order.nothing')).toThrow(/No en e-mail text "order.nothing"/);
  });
});
