import { describe, expect, it } from 'vitest';
import { pickRequestLanguage } from './language-preference.ts';

const requestWith = (headers: Record<string, string>) => new Request('http://shop.test/', { headers });

describe('pickRequestLanguage (SPEC §4 on the server)', () => {
  it('takes the language cookie when it is configured', () => {
    expect(pickRequestLanguage(['en', 'ar'], requestWith({ cookie: 'language=ar', 'accept-language': 'en' }))).toBe(
      'ar',
    );
  });
  it('ignores a cookie for a language that is not configured', () => {
    expect(pickRequestLanguage(['en', 'ar'], requestWith({ cookie: 'language=fr', 'accept-language': 'ar-KW' }))).toBe(
      'ar',
    );
  });
  it('takes the best configured Accept-Language when there is no cookie', () => {
    expect(pickRequestLanguage(['en', 'ar'], requestWith({ 'accept-language': 'fr-FR, ar;q=0.8, en;q=0.5' }))).toBe(
      'ar',
    );
  });
  it('falls back to the first configured language', () => {
    expect(pickRequestLanguage(['ar', 'en'], requestWith({ 'accept-language': 'de' }))).toBe('ar');
    expect(pickRequestLanguage(['en', 'ar'], requestWith({}))).toBe('en');
  });
});
