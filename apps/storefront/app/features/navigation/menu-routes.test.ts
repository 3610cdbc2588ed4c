import { describe, expect, it } from 'vitest';
import { isExternalRoute } from './menu-routes.ts';

describe('isExternalRoute', () => {
  it('treats absolute URLs as external', () => {
    expect(isExternalRoute('https://instagram.com/shop')).toBe(true);
    expect(isExternalRoute('http://example.com')).toBe(true);
    expect(isExternalRoute('//cdn.example.com/x')).toBe(true);
  });
  it('treats shop paths as internal', () => {
    expect(isExternalRoute('/categories/perfumes')).toBe(false);
    expect(isExternalRoute('/search/filterSearch?keyword=oud')).toBe(false);
  });
});
