import type { AddWishlistItemBody } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';

// The owner's wishlist calls of SPEC §7 "Wishlist"; {userId} is the shopper the session acts for.

export const getWishlist = (api: ApiClient) => api.get('/web-gw/users/{userId}/wish-list');

export const addWishlistItem = (api: ApiClient, body: AddWishlistItemBody) =>
  api.post('/web-gw/users/{userId}/wish-list-items', { body });

export const removeWishlistItem = (api: ApiClient, itemId: number) =>
  api.delete('/web-gw/users/{userId}/wish-list/items/{id}', { params: { id: itemId } });

export const setWishlistPublic = (api: ApiClient, isPublic: boolean) =>
  api.put(isPublic ? '/web-gw/users/{userId}/wish-list/public' : '/web-gw/users/{userId}/wish-list/private');

/** Makes the list public and answers the storefront path of its shared view. */
export const shareWishlist = (api: ApiClient) => api.post('/web-gw/users/{userId}/wish-list/share');
