import { describe, expect, it } from 'vitest';
import { discountFor } from './promo-discount.ts';

describe('promo discounts in whole thousandths of KD', () => {
  it('takes a percentage of the subtotal, rounding down', () => {
    expect(discountFor({ kind: 'percent', value: 10 }, 12_500)).toBe(1_250);
    // 10% of 12.345 KD is 1.2345 KD: the half fils is not given away.
    expect(discountFor({ kind: 'percent', value: 10 }, 12_345)).toBe(1_234);
    expect(discountFor({ kind: 'percent', value: 15 }, 999)).toBe(149);
  });

  it('takes a fixed amount, but never more than the subtotal', () => {
    expect(discountFor({ kind: 'amount', value: 5_000 }, 31_000)).toBe(5_000);
    expect(discountFor({ kind: 'amount', value: 5_000 }, 3_000)).toBe(3_000);
    expect(discountFor({ kind: 'percent', value: 150 }, 3_000)).toBe(3_000);
  });

  it('gives nothing on an empty cart', () => {
    expect(discountFor({ kind: 'amount', value: 5_000 }, 0)).toBe(0);
    expect(discountFor({ kind: 'percent', value: 10 }, 0)).toBe(0);
  });
});
