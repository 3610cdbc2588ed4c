import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice, priceDecimals } from './price.ts';

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
  it('prints what Intl.NumberFormat prints, in English and in Arabic with Latin digits, for every format', () => {
    const amounts = [
      1, 4, 5, 499, 500, 995, 999, 1_000, 1_005, 12_345, 999_995, 1_234_567, 99_999_999_999, 1234.5, -1, -400, -12_345,
    ];
    // And a thousand drawn ones, of every size up to billions of KD: the same thousand on every run
    // (a linear congruential sequence), so a failure can be run again.
    let seed = 1;
    const draw = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let drawn = 0; drawn < 1_000; drawn++) amounts.push(Math.floor(draw() * 10 ** (1 + (drawn % 12))));
    for (const [locale, language] of [
      ['en-US', 'en'],
      ['ar-u-nu-latn', 'ar'],
    ] as const)
      for (const format of ['standard-format', 'decimals-format', 'no-decimal-format'] as const) {
        const decimals = priceDecimals(format);
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const amount of amounts.filter((value) => value !== 0))
          expect([amount, format, language, formatPrice(amount, { currency: 'KD', format, locale: language })]).toEqual(
            [amount, format, language, `${intl.format(amount / 1000)} KD`],
          );
      }
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
