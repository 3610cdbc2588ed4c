import { describe, expect, it } from 'vitest';
import { cartLine, cartOf } from '../../lib/cart-fixtures.ts';
import { totalsRows } from './cart-totals.ts';

const twoOud = [cartLine({ productQuantity: 2, unitPrice: 8000 })];

describe('the cart summary', () => {
  it('shows subtotal, shipping to be chosen at checkout and the total when nothing else applies', () => {
    expect(totalsRows(cartOf(twoOud))).toEqual([
      { labelKey: 'ui.prisma.cart.summary.subtotal', amount: 16000 },
      { labelKey: 'ui.prisma.cart.summary.shipping', textKey: 'ui.prisma.cart.summary.shippingAtCheckout' },
      { labelKey: 'ui.prisma.cart.summary.total', amount: 16000, isTotal: true },
    ]);
  });

  it('deducts the discount of the code that gives one, and names the code', () => {
    const rows = totalsRows(cartOf(twoOud, { promoCode: 'WELCOME10', discount: 1600, total: 14400 }));
    expect(rows[1]).toEqual({
      labelKey: 'ui.prisma.cart.summary.discount',
      labelValues: { code: 'WELCOME10' },
      amount: -1600,
    });
    expect(rows.at(-1)).toEqual({ labelKey: 'ui.prisma.cart.summary.total', amount: 14400, isTotal: true });
  });

  it('leaves out a code that gives no discount now (its reason is shown with the code)', () => {
    const rows = totalsRows(
      cartOf(twoOud, { promoCode: 'SAVE5', promoProblem: { code: 'PROMO_MIN_SUBTOTAL', message: 'Needs 30.000 KD' } }),
    );
    expect(rows.map((row) => row.labelKey)).not.toContain('ui.prisma.cart.summary.discount');
  });

  it('says shipping is free when the chosen method costs nothing, and shows its fee otherwise', () => {
    expect(totalsRows(cartOf(twoOud, { shippingMethodId: 1, shippingAmount: 0 }))[1]).toEqual({
      labelKey: 'ui.prisma.cart.summary.shipping',
      textKey: 'ui.prisma.cart.summary.shippingFree',
    });
    expect(totalsRows(cartOf(twoOud, { shippingMethodId: 2, shippingAmount: 2500, total: 18500 }))[1]).toEqual({
      labelKey: 'ui.prisma.cart.summary.shipping',
      amount: 2500,
    });
  });
});
