import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Wishlist, WishlistShare } from '@storefront/contracts';
import { useApi } from '../../lib/api/api-context.tsx';
import { useShopperData } from '../../lib/api/use-shopper-data.ts';
import { createStore, useStoreState } from '../../lib/create-store.ts';
import { addWishlistItem, getWishlist, removeWishlistItem, setWishlistPublic, shareWishlist } from './wishlist-api.ts';
import { findListedItem, initialWishlistState, isListed, listedCount, wishlistReducer } from './wishlist-state.ts';

export interface WishlistView {
  /** The server's answer; null until loaded. */
  wishlist: Wishlist | null;
  /** Items, counting additions and removals still being saved. */
  count: number;
  isListed: (productId: number) => boolean;
  /** The product's addition or removal is being saved: another toggle of it is ignored until then. */
  isSaving: (productId: number) => boolean;
}

/**
 * Every change reloads the wishlist afterwards, here and in the shop's other tabs; each rejects with the API's error.
 */
export interface WishlistActions {
  /** Lists or unlists a product (optimistically); ignored while the same product is being saved. */
  setListed: (productId: number, listed: boolean, variationId?: number) => Promise<void>;
  setPublic: (isPublic: boolean) => Promise<unknown>;
  share: () => Promise<WishlistShare>;
}

const WishlistViewContext = createContext<WishlistView | null>(null);
const WishlistActionsContext = createContext<WishlistActions | null>(null);

/** The one wishlist of the page (header count, hearts, wishlist page), for the shopper the session acts for. */
export function WishlistProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const api = useApi();
  const [store] = useState(() => createStore(wishlistReducer, initialWishlistState(userId)));
  const state = useStoreState(store);
  const { change } = useShopperData({ topic: 'wishlist', userId, load: getWishlist, dispatch: store.dispatch });

  const actions = useMemo<WishlistActions>(
    () => ({
      async setListed(productId, listed, variationId) {
        const current = store.getState();
        if (current.pending.has(productId)) return;
        const item = findListedItem(current, productId);
        if (listed === (item !== undefined)) return;
        store.dispatch({ type: 'toggleStarted', productId, listed });
        try {
          await change(() =>
            item
              ? removeWishlistItem(api, item.itemId)
              : addWishlistItem(api, { productId, ...(variationId === undefined ? {} : { variationId }) }),
          );
        } finally {
          store.dispatch({ type: 'toggleSettled', productId });
        }
      },
      setPublic: (isPublic) => change(() => setWishlistPublic(api, isPublic)),
      share: () => change(() => shareWishlist(api)),
    }),
    [api, change, store],
  );
  const view = useMemo<WishlistView>(
    () => ({
      wishlist: state.answer.value,
      count: listedCount(state),
      isListed: (productId) => isListed(state, productId),
      isSaving: (productId) => state.pending.has(productId),
    }),
    [state],
  );

  return (
    <WishlistActionsContext.Provider value={actions}>
      <WishlistViewContext.Provider value={view}>{children}</WishlistViewContext.Provider>
    </WishlistActionsContext.Provider>
  );
}

export function useWishlist(): WishlistView {
  const view = useContext(WishlistViewContext);
  if (!view) throw new Error('useWishlist must be used within a WishlistProvider');
  return view;
}

export function useWishlistActions(): WishlistActions {
  const actions = useContext(WishlistActionsContext);
  if (!actions) throw new Error('useWishlistActions must be used within a WishlistProvider');
  return actions;
}
