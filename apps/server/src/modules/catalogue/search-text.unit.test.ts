import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchWords } from './search-text.ts';

describe('normalizeSearchText', () => {
  it('folds case and white space', () => {
    expect(normalizeSearchText('  Smart   PHONE ')).toBe('smart phone');
  });
  it('folds the Arabic spellings shoppers mix up', () => {
    expect(normalizeSearchText('أحذية')).toBe(normalizeSearchText('احذية'));
    expect(normalizeSearchText('إبريق')).toBe('ابريق');
    expect(normalizeSearchText('ساعة')).toBe('ساعه');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('قَمِيص')).toBe('قميص');
    expect(normalizeSearchText('جـــوال')).toBe('جوال');
  });
});

describe('searchWords', () => {
  it('splits typed text into folded words without the punctuation around them', () => {
    expect(searchWords("  Lu'bati  T-Shirt, x1010، % ")).toEqual({
      phrase: "lu'bati t-shirt, x1010، %",
      words: ["lu'bati", 't-shirt', 'x1010'],
    });
  });
  it('drops the Arabic article from words of four letters or more, as the index keeps them', () => {
    expect(searchWords('العطور ال الع').words).toEqual(['عطور', 'ال', 'الع']);
    expect(searchWords('شاي شاي').words).toEqual(['شاي']);
  });
});
