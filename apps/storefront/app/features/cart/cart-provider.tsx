import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AddCartItemBody, Cart, CartItem } from '@storefront/contracts';
import { useApi } from '../../lib/api/api-context.tsx';
import { useShopperData } from '../../lib/api/use-shopper-data.ts';
import { createStore, useStoreState } from '../../lib/create-store.ts';
import {
  addCartItem,
  applyPromoCode,
  clearCart,
  getCart,
  removeCartItem,
  removePromoCode,
  setCartItemQuantity,
} from './cart-api.ts';
import { cartReducer, initialCartState, isRemoving, shownCart } from './cart-state.ts';

export interface CartView {
  /** The shopper's cart as shown (a line being removed is already gone); null until loaded. */
  cart: Cart | null;
  /** A removal is in progress: further ones are ignored until it ends (SPEC §5). */
  removing: boolean;
}

/** Every change reloads the cart afterwards, here and in the shop's other tabs; each rejects with the API's error. */
export interface CartActions {
  addItem: (body: AddCartItemBody) => Promise<CartItem>;
  setQuantity: (itemId: number, quantity: number) => Promise<unknown>;
  /** Optimistic (SPEC §4); does nothing while another removal is in progress (SPEC §5). */
  removeItem: (itemId: number) => Promise<void>;
  clear: () => Promise<unknown>;
  applyPromoCode: (promoCode: string) => Promise<unknown>;
  removePromoCode: () => Promise<unknown>;
}

// Two contexts: product cards only act on the cart and need not re-render when it changes.
const CartViewContext = createContext<CartView | null>(null);
const CartActionsContext = createContext<CartActions | null>(null);

/** The one cart of the page (header badge, mini-cart, cart page), for the shopper the session acts for. */
export function CartProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const api = useApi();
  const [store] = useState(() => createStore(cartReducer, initialCartState(userId)));
  const state = useStoreState(store);
  const { change } = useShopperData({ topic: 'cart', userId, load: getCart, dispatch: store.dispatch });

  const actions = useMemo<CartActions>(
    () => ({
      addItem: (body) => change(() => addCartItem(api, body)),
      setQuantity: (itemId, quantity) => change(() => setCartItemQuantity(api, itemId, quantity)),
      async removeItem(itemId) {
        if (isRemoving(store.getState())) return;
        store.dispatch({ type: 'removalStarted', itemId });
        try {
          await change(() => removeCartItem(api, itemId));
        } finally {
          // After the refresh inside `change`, so the line never flashes back in between.
          store.dispatch({ type: 'removalSettled' });
        }
      },
      clear: () => change(() => clearCart(api)),
      applyPromoCode: (promoCode) => change(() => applyPromoCode(api, promoCode)),
      removePromoCode: () => change(() => removePromoCode(api)),
    }),
    [api, change, store],
  );
  const view = useMemo<CartView>(() => ({ cart: shownCart(state), removing: isRemoving(state) }), [state]);

  return (
    <CartActionsContext.Provider value={actions}>
      <CartViewContext.Provider value={view}>{children}</CartViewContext.Provider>
    </CartActionsContext.Provider>
  );
}

export function useCart(): CartView {
  const view = useContext(CartViewContext);
  if (!view) throw new Error('useCart must be used within a CartProvider');
  return view;
}

export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('useCartActions must be used within a CartProvider');
  return actions;
}
