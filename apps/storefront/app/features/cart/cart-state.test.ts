import { describe, expect, it } from 'vitest';
import { cartLine, cartOf } from '../../lib/cart-fixtures.ts';
import { cartReducer, initialCartState, isRemoving, shownCart, type CartEvent, type CartState } from './cart-state.ts';

const oud = cartLine({ itemId: 1, productQuantity: 2, unitPrice: 8000 });
const musk = cartLine({ itemId: 2, productId: 11, productName: 'Musk', productQuantity: 1, unitPrice: 3500 });
const answered = (cart = cartOf([oud, musk]), requestNumber = 1, userId = 'shopper'): CartEvent => ({
  type: 'answered',
  userId,
  value: cart,
  requestNumber,
});
const run = (events: CartEvent[], state: CartState = initialCartState('shopper')) => events.reduce(cartReducer, state);

describe('the cart state', () => {
  it('shows nothing before the first answer, then the server’s cart', () => {
    expect(shownCart(initialCartState('shopper'))).toBeNull();
    expect(shownCart(run([answered()]))).toEqual(cartOf([oud, musk]));
  });

  describe('an optimistic removal', () => {
    it('hides the line at once, with its units and amount', () => {
      const cart = shownCart(run([answered(), { type: 'removalStarted', itemId: 1 }]))!;
      expect(cart.items.map((item) => item.itemId)).toEqual([2]);
      expect(cart.itemCount).toBe(1);
      expect(cart.subTotal).toBe(3500);
    });

    it('ignores a second removal while the first is in progress', () => {
      const state = run([answered(), { type: 'removalStarted', itemId: 1 }, { type: 'removalStarted', itemId: 2 }]);
      expect(state.removingItemId).toBe(1);
      expect(shownCart(state)!.items.map((item) => item.itemId)).toEqual([2]);
    });

    it('keeps the line hidden when a refresh still has it, and accepts another removal once settled', () => {
      let state = run([answered(), { type: 'removalStarted', itemId: 1 }, answered(cartOf([oud, musk]), 2)]);
      expect(shownCart(state)!.items.map((item) => item.itemId)).toEqual([2]);
      state = run([answered(cartOf([musk]), 3), { type: 'removalSettled' }], state);
      expect(isRemoving(state)).toBe(false);
      expect(shownCart(state)).toEqual(cartOf([musk]));
      expect(run([{ type: 'removalStarted', itemId: 2 }], state).removingItemId).toBe(2);
    });

    it('brings the line back when the server kept it (the removal failed)', () => {
      const state = run([
        answered(),
        { type: 'removalStarted', itemId: 1 },
        answered(cartOf([oud, musk]), 2),
        { type: 'removalSettled' },
      ]);
      expect(shownCart(state)!.items).toHaveLength(2);
    });
  });

  describe('refreshes from this tab and the others', () => {
    it('keep the newest answer when an older request answers last', () => {
      const state = run([answered(cartOf([musk]), 2), answered(cartOf([oud, musk]), 1)]);
      expect(shownCart(state)).toEqual(cartOf([musk]));
    });

    it('start afresh for another shopper and drop the previous shopper’s late answers', () => {
      const state = run([
        answered(),
        { type: 'removalStarted', itemId: 1 },
        { type: 'shopperChanged', userId: 'customer' },
        answered(cartOf([oud]), 5, 'shopper'),
      ]);
      expect(shownCart(state)).toBeNull();
      expect(isRemoving(state)).toBe(false);
      expect(shownCart(run([answered(cartOf([musk]), 6, 'customer')], state))).toEqual(cartOf([musk]));
    });
  });
});
