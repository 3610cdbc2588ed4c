import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './accept-language.ts';
import { pickInitialLanguage } from './locale.ts';

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order among equals', () => {
    expect(parseAcceptLanguage('en-US,en;q=0.9,ar-KW;q=0.95,fr')).toEqual(['en-US', 'fr', 'ar-KW', 'en']);
  });
  it('drops refused and wildcard tags, and answers nothing for a missing header', () => {
    expect(parseAcceptLanguage('ar;q=0, *;q=0.5, en;q=0.1')).toEqual(['en']);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
  it('lets the browser language decide when nothing is stored', () => {
    expect(pickInitialLanguage(['en', 'ar'], null, parseAcceptLanguage('ar-KW,ar;q=0.9'))).toBe('ar');
  });
});
