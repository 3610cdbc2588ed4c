import { describe, expect, it } from 'vitest';
import { isClosingHiddenPage } from './page-close.ts';

describe('ending the impersonation with the page (SPEC §4)', () => {
  it('ends it when a hidden page goes away (a closed tab)', () => {
    expect(isClosingHiddenPage('hidden')).toBe(true);
  });
  it('keeps it when a visible page goes away (a reload, a language change)', () => {
    expect(isClosingHiddenPage('visible')).toBe(false);
  });
});
