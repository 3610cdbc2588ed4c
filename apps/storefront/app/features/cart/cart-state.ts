import type { Cart } from '@storefront/contracts';
import { noAnswerFor, reduceAnswer, type AnswerEvent, type LatestAnswer } from '../../lib/api/latest-answer.ts';

export interface CartState {
  /** The cart as the server last answered it. */
  answer: LatestAnswer<Cart>;
  /**
   * The line being removed: hidden at once (SPEC §4), and while the server has not answered no
   * other removal starts (SPEC §5).
   */
  removingItemId: number | null;
}

export type CartEvent = AnswerEvent<Cart> | { type: 'removalStarted'; itemId: number } | { type: 'removalSettled' };

export const initialCartState = (userId: string | null): CartState => ({
  answer: noAnswerFor(userId),
  removingItemId: null,
});

export const isRemoving = (state: CartState) => state.removingItemId !== null;

export function cartReducer(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'removalStarted':
      return isRemoving(state) ? state : { ...state, removingItemId: event.itemId };
    case 'removalSettled':
      return isRemoving(state) ? { ...state, removingItemId: null } : state;
    case 'shopperChanged': {
      const answer = reduceAnswer(state.answer, event);
      return answer === state.answer ? state : { answer, removingItemId: null };
    }
    case 'answered': {
      const answer = reduceAnswer(state.answer, event);
      return answer === state.answer ? state : { ...state, answer };
    }
  }
}

/**
 * The cart as the shopper sees it: the server's, without the line being removed, whose units and
 * amount leave the count and the subtotal too. Discount and total wait for the server's answer
 * (a percentage discount changes with the subtotal). null until the first answer.
 */
export function shownCart(state: CartState): Cart | null {
  const cart = state.answer.value;
  const removed = cart?.items.find((item) => item.itemId === state.removingItemId);
  if (!cart || !removed) return cart;
  return {
    ...cart,
    items: cart.items.filter((item) => item !== removed),
    itemCount: cart.itemCount - removed.productQuantity,
    subTotal: cart.subTotal - removed.lineTotal,
  };
}
