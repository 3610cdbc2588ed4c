import type { Wishlist } from '@storefront/contracts';
import { noAnswerFor, reduceAnswer, type AnswerEvent, type LatestAnswer } from '../../lib/api/latest-answer.ts';

export interface WishlistState {
  /** The wishlist as the server last answered it. */
  answer: LatestAnswer<Wishlist>;
  /**
   * Products being added (true) or removed (false): shown so at once, and further toggles of
   * the same product wait until the server has answered.
   */
  pending: ReadonlyMap<number, boolean>;
}

export type WishlistEvent =
  | AnswerEvent<Wishlist>
  | { type: 'toggleStarted'; productId: number; listed: boolean }
  | { type: 'toggleSettled'; productId: number };

export const initialWishlistState = (userId: string | null): WishlistState => ({
  answer: noAnswerFor(userId),
  pending: new Map(),
});

export function wishlistReducer(state: WishlistState, event: WishlistEvent): WishlistState {
  switch (event.type) {
    case 'toggleStarted':
      return state.pending.has(event.productId)
        ? state
        : { ...state, pending: new Map(state.pending).set(event.productId, event.listed) };
    case 'toggleSettled': {
      if (!state.pending.has(event.productId)) return state;
      const pending = new Map(state.pending);
      pending.delete(event.productId);
      return { ...state, pending };
    }
    case 'shopperChanged': {
      const answer = reduceAnswer(state.answer, event);
      return answer === state.answer ? state : { answer, pending: new Map() };
    }
    case 'answered': {
      const answer = reduceAnswer(state.answer, event);
      return answer === state.answer ? state : { ...state, answer };
    }
  }
}

/** The listed item of a product, as the server has it. */
export const findListedItem = (state: WishlistState, productId: number) =>
  state.answer.value?.items.find((item) => item.productId === productId);

/**
 * Whether the product shows as listed: what the shopper asked for while it is being saved, else the server's answer.
 */
export const isListed = (state: WishlistState, productId: number): boolean =>
  state.pending.get(productId) ?? findListedItem(state, productId) !== undefined;

/** The header count, counting the toggles being saved as done. */
export function listedCount(state: WishlistState): number {
  let count = state.answer.value?.items.length ?? 0;
  for (const [productId, listed] of state.pending) {
    const onServer = findListedItem(state, productId) !== undefined;
    if (listed && !onServer) count += 1;
    if (!listed && onServer) count -= 1;
  }
  return count;
}
