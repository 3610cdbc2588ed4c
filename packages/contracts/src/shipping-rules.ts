// Shipping rules the server charges by and the storefront shows before it asks: one definition,
// zod-free so the browser bundle carries only these few lines.

/** SPEC §9: a cart and the order draft start with shipping method 1. */
export const DEFAULT_SHIPPING_METHOD_ID = 1;

/** What the free-shipping rule reads of a shipping method (thousandths of KD). */
export interface ShippingFeeRule {
  fee: number;
  /** Goods (after discount) from this amount on ship free; null: never free. */
  freeOver: number | null;
}

/** The goods a cart's shipping is charged on: its subtotal after the promo discount. */
export const goodsAmountOf = (totals: { subTotal: number; discount: number }): number =>
  totals.subTotal - totals.discount;

/** What a method costs for goods worth `goodsAmount`: free once they reach its `freeOver` (inclusive). */
export const shippingFeeFor = (method: ShippingFeeRule, goodsAmount: number): number =>
  method.freeOver !== null && goodsAmount >= method.freeOver ? 0 : method.fee;
