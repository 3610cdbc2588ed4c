import { describe, expect, it } from 'vitest';
import { cartLine } from '../../lib/cart-fixtures.ts';
import { hasOutOfStockLines, isOutOfStock, stockFix } from './cart-stock.ts';

describe('out-of-stock lines', () => {
  it('are the lines whose stock is below the quantity in the cart', () => {
    expect(isOutOfStock(cartLine({ productQuantity: 3, activeQty: 2 }))).toBe(true);
    expect(isOutOfStock(cartLine({ productQuantity: 3, activeQty: 3 }))).toBe(false);
    expect(isOutOfStock(cartLine({ productQuantity: 1, activeQty: 0 }))).toBe(true);
  });

  it('are fixed by reducing them to what is left, or by removing them when nothing is', () => {
    expect(stockFix(cartLine({ productQuantity: 5, activeQty: 2 }))).toEqual({ kind: 'reduce', quantity: 2 });
    expect(stockFix(cartLine({ productQuantity: 2, activeQty: 0 }))).toEqual({ kind: 'remove' });
    expect(stockFix(cartLine({ productQuantity: 2, activeQty: 9 }))).toBeNull();
  });

  it('hold back the checkout while any line has them', () => {
    expect(hasOutOfStockLines({ items: [cartLine(), cartLine({ itemId: 2, productQuantity: 4, activeQty: 1 })] })).toBe(
      true,
    );
    expect(hasOutOfStockLines({ items: [cartLine()] })).toBe(false);
  });
});
