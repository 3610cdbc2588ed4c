import { describe, expect, it } from 'vitest';
import { darken, readableTextColor, relativeLuminance } from './color.ts';

describe('darken', () => {
  it('lowers the lightness of the default green by the given amount', () => {
    // #57b568 is hsl(131 39% 53%); 20 points darker is hsl(131 39% 33%), #33733e.
    expect(darken('#57b568', 0.2)).toBe('#33733e');
  });
  it('leaves a colour unchanged for amount 0 and reaches black when darkened past it', () => {
    expect(darken('#57B568', 0)).toBe('#57b568');
    expect(darken('#57b568', 1)).toBe('#000000');
  });
  it('darkens greys and accepts the 3-digit form', () => {
    expect(darken('#fff', 0.5)).toBe('#808080');
  });
  it('refuses a malformed colour', () => {
    expect(() => darken('green', 0.2)).toThrow(/Expected a colour/);
  });
});

describe('readableTextColor', () => {
  it('puts white text on dark backgrounds and black text on light ones', () => {
    expect(readableTextColor('#33733e')).toBe('#ffffff');
    expect(readableTextColor('#ffd600')).toBe('#000000');
  });
  it('measures luminance from black to white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
  });
});
