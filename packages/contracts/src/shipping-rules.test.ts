import { describe, expect, it } from 'vitest';
import { goodsAmountOf, shippingFeeFor } from './shipping-rules.ts';

describe('the free-shipping rule', () => {
  const standard = { fee: 1_000, freeOver: 20_000 };

  it('charges the fee below the free-over amount and nothing from it on (inclusive)', () => {
    expect(shippingFeeFor(standard, 19_999)).toBe(1_000);
    expect(shippingFeeFor(standard, 20_000)).toBe(0);
    expect(shippingFeeFor(standard, 35_000)).toBe(0);
  });

  it('always charges a method that never ships free', () => {
    expect(shippingFeeFor({ fee: 3_000, freeOver: null }, 1_000_000)).toBe(3_000);
  });

  it('reads the goods after the promo discount', () => {
    const cart = { subTotal: 21_000, discount: 2_000 };
    expect(goodsAmountOf(cart)).toBe(19_000);
    expect(shippingFeeFor(standard, goodsAmountOf(cart))).toBe(1_000);
  });
});
