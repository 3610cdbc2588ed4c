import { describe, expect, it } from 'vitest';
import type { Wishlist, WishlistItem } from '@storefront/contracts';
import { initialWishlistState, isListed, listedCount, wishlistReducer, type WishlistEvent } from './wishlist-state.ts';

const item = (productId: number): WishlistItem => ({
  itemId: productId * 10,
  productId,
  variationId: null,
  productName: `Product ${productId}`,
  picturePath: null,
  price: 5000,
  compareAtPrice: null,
  inStock: true,
  note: null,
});
const wishlistOf = (...productIds: number[]): Wishlist => ({
  wishlistId: 1,
  isPublic: false,
  shareId: null,
  items: productIds.map(item),
});
const run = (...events: WishlistEvent[]) => events.reduce(wishlistReducer, initialWishlistState('shopper'));
const answered = (wishlist: Wishlist, requestNumber = 1): WishlistEvent => ({
  type: 'answered',
  userId: 'shopper',
  value: wishlist,
  requestNumber,
});

describe('the wishlist state', () => {
  it('shows a toggled heart at once and counts it before the server answers', () => {
    const state = run(
      answered(wishlistOf(1)),
      { type: 'toggleStarted', productId: 2, listed: true },
      { type: 'toggleStarted', productId: 1, listed: false },
    );
    expect(isListed(state, 2)).toBe(true);
    expect(isListed(state, 1)).toBe(false);
    expect(listedCount(state)).toBe(1);
  });

  it('ignores a second toggle of a product while the first is saved', () => {
    const state = run(
      answered(wishlistOf()),
      { type: 'toggleStarted', productId: 2, listed: true },
      { type: 'toggleStarted', productId: 2, listed: false },
    );
    expect(isListed(state, 2)).toBe(true);
  });

  it('shows what the server answered once the toggle settles (a refused add is not listed)', () => {
    const state = run(
      answered(wishlistOf()),
      { type: 'toggleStarted', productId: 2, listed: true },
      answered(wishlistOf(), 2),
      { type: 'toggleSettled', productId: 2 },
    );
    expect(isListed(state, 2)).toBe(false);
    expect(listedCount(state)).toBe(0);
  });
});
