import { describe, expect, it } from 'vitest';
import { themeColorProperties } from './theme-colors.ts';

describe('themeColorProperties', () => {
  it('defaults to the green primary and darkens it for the secondary colour', () => {
    expect(themeColorProperties(null)).toEqual({
      '--color-primary': '#57b568',
      '--color-on-primary': '#000000',
      '--color-secondary': '#33733e',
      '--color-on-secondary': '#ffffff',
    });
  });
  it('follows the theme colour', () => {
    expect(themeColorProperties('#1e40af')['--color-primary']).toBe('#1e40af');
  });
});
