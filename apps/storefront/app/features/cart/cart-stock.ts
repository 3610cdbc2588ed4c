import type { Cart, CartItem } from '@storefront/contracts';

type StockedLine = Pick<CartItem, 'activeQty' | 'productQuantity'>;

/** SPEC §2: a line is out of stock when the stock is below the quantity in the cart. */
export const isOutOfStock = (line: StockedLine) => line.activeQty < line.productQuantity;

/** What puts an out-of-stock line right: fewer units when some are left, else removing it. */
export type StockFix = { kind: 'reduce'; quantity: number } | { kind: 'remove' };

export function stockFix(line: StockedLine): StockFix | null {
  if (!isOutOfStock(line)) return null;
  return line.activeQty > 0 ? { kind: 'reduce', quantity: line.activeQty } : { kind: 'remove' };
}

/** An order could not take every line as it is: checkout waits until they are fixed. */
export const hasOutOfStockLines = (cart: Pick<Cart, 'items'>) => cart.items.some(isOutOfStock);
