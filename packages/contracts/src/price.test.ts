import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice } from './price.ts';

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

describe('formatAmount (server messages and invoices)', () => {
  it('writes every amount with three decimals and the label of its language, zero included', () => {
    expect(formatAmount(0, 'en')).toBe('0.000 KD');
    expect(formatAmount(1_500, 'en')).toBe('1.500 KD');
    expect(formatAmount(1_234_500, 'en')).toBe('1,234.500 KD');
    expect(formatAmount(0, 'ar')).toBe('0.000 د.ك');
    expect(formatAmount(20_000, 'ar')).toBe('20.000 د.ك');
  });
});
