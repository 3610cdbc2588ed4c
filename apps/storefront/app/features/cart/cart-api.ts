import type { AddCartItemBody } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';

// The cart calls of SPEC §7 "Cart"; {userId} is the shopper the session acts for. Calls that
// change the cart answer the line or the whole cart as the server priced it afterwards.

export const getCart = (api: ApiClient) => api.get('/web-gw/users/{userId}/cart');

export const addCartItem = (api: ApiClient, body: AddCartItemBody) =>
  api.post('/web-gw/users/{userId}/carts/cart-items', { body });

export const setCartItemQuantity = (api: ApiClient, itemId: number, quantity: number) =>
  api.put('/web-gw/users/{userId}/carts/items/{cartItemId}', { params: { cartItemId: itemId }, body: { quantity } });

export const removeCartItem = (api: ApiClient, itemId: number) =>
  api.delete('/web-gw/users/{userId}/carts/cart-items/{itemId}', { params: { itemId } });

export const clearCart = (api: ApiClient) => api.delete('/web-gw/users/{userId}/carts/clear-cart');

export const applyPromoCode = (api: ApiClient, promoCode: string) =>
  api.put('/web-gw/users/{userId}/cart/promo-code', { query: { promoCode } });

export const removePromoCode = (api: ApiClient) => api.delete('/web-gw/users/{userId}/carts/delete-cart-promocode');
