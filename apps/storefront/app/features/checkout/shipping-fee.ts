import type { Cart, ShippingMethod } from '@storefront/contracts';

/**
 * What a method costs for this cart: free once the goods after discount reach its free-over
 * amount. The server refuses any other amount, so this must compute exactly what it does.
 */
export function shippingFeeFor(method: ShippingMethod, cart: Pick<Cart, 'subTotal' | 'discount'>): number {
  return method.freeOver !== null && cart.subTotal - cart.discount >= method.freeOver ? 0 : method.fee;
}
