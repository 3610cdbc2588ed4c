import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('shows nothing for a null price and a bare 0 for zero', () => {
    expect(formatPrice(null, { currency: 'KD' })).toBe('');
    expect(formatPrice(0, { currency: 'KD', format: 'decimals-format' })).toBe('0');
  });
  it('uses 2 decimals by default, 3 and 0 by format', () => {
    expect(formatPrice(12_345, { currency: 'KD' })).toBe('12.35 KD');
    expect(formatPrice(12_345, { currency: 'KD', format: 'decimals-format' })).toBe('12.345 KD');
    expect(formatPrice(12_345, { currency: 'KD', format: 'no-decimal-format' })).toBe('12 KD');
  });
  it('rounds exactly on decimal halves that a float would miss', () => {
    expect(formatPrice(1_005, { currency: 'KD' })).toBe('1.01 KD');
  });
});
