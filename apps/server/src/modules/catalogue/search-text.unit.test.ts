import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text.ts';

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
