/** A promo's discount rule: a whole percent of the subtotal, or a fixed amount in thousandths of KD. */
export interface DiscountRule {
  kind: 'percent' | 'amount';
  value: number;
}

/**
 * The discount on `subTotal` (thousandths of KD), in whole thousandths and never more than the
 * subtotal. A percentage is rounded down: the shop never gives more than it advertised, and the
 * shopper loses less than one fils.
 */
export function discountFor(rule: DiscountRule, subTotal: number): number {
  const discount = rule.kind === 'percent' ? Math.floor((subTotal * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(discount, subTotal));
}
