import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AddCartItemBody, AnalyticsParams, Cart, CartItem } from '@storefront/contracts';
import { analyticsItem, track } from '../../lib/analytics/analytics.ts';
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

const lineParams = (line: CartItem, quantity: number): AnalyticsParams => ({
  currency: 'KWD',
  value: (line.unitPrice * quantity) / 1000,
  items: [analyticsItem({ ...line, price: line.unitPrice }, { quantity, item_variant: String(line.variationId) })],
});

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
      async addItem(body) {
        const line = await change(() => addCartItem(api, body));
        track('add_to_cart', lineParams(line, body.quantity));
        return line;
      },
      setQuantity: (itemId, quantity) => change(() => setCartItemQuantity(api, itemId, quantity)),
      async removeItem(itemId) {
        if (isRemoving(store.getState())) return;
        const line = shownCart(store.getState())?.items.find((item) => item.itemId === itemId);
        if (line) track('remove_from_cart', lineParams(line, line.productQuantity));
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
