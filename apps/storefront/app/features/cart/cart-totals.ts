import type { Cart } from '@storefront/contracts';

/** One row of the cart page's summary: a label and an amount, or a text where there is no amount. */
export interface TotalsRow {
  labelKey: string;
  labelValues?: Record<string, string>;
  /** In thousandths; a deduction is negative. */
  amount?: number;
  /** Shown instead of an amount. */
  textKey?: string;
  /** The grand total, set apart. */
  isTotal?: boolean;
}

/**
 * Subtotal, the discount when a code gives one, shipping and the total, as the server computed
 * them. Shipping is free when the chosen method costs nothing for this cart; with no method
 * chosen yet its fee is not known until checkout.
 */
export function totalsRows(cart: Cart): TotalsRow[] {
  const rows: TotalsRow[] = [{ labelKey: 'ui.prisma.cart.summary.subtotal', amount: cart.subTotal }];
  if (cart.discount > 0 && cart.promoCode) {
    rows.push({
      labelKey: 'ui.prisma.cart.summary.discount',
      labelValues: { code: cart.promoCode },
      amount: -cart.discount,
    });
  }
  if (cart.shippingMethodId === null)
    rows.push({ labelKey: 'ui.prisma.cart.summary.shipping', textKey: 'ui.prisma.cart.summary.shippingAtCheckout' });
  else if (cart.shippingAmount === 0)
    rows.push({ labelKey: 'ui.prisma.cart.summary.shipping', textKey: 'ui.prisma.cart.summary.shippingFree' });
  else rows.push({ labelKey: 'ui.prisma.cart.summary.shipping', amount: cart.shippingAmount });
  rows.push({ labelKey: 'ui.prisma.cart.summary.total', amount: cart.total, isTotal: true });
  return rows;
}
