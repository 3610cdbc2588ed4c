import { describe, expect, it } from 'vitest';
import { preferenceCookie, readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('theme=dark; language=ar; x=%E2%9C%93', 'language')).toBe('ar');
    expect(readCookie('x=%E2%9C%93', 'x')).toBe('✓');
  });
  it('answers null when the cookie is absent', () => {
    expect(readCookie('xlanguage=ar', 'language')).toBeNull();
    expect(readCookie(null, 'language')).toBeNull();
  });
});

describe('preferenceCookie', () => {
  it('lasts a year on the whole site, and is Secure on https', () => {
    expect(preferenceCookie('language', 'ar', { secure: true })).toBe(
      'language=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(preferenceCookie('language', 'en', { secure: false })).not.toContain('Secure');
  });
});
