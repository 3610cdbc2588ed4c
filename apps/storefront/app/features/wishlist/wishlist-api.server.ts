import { SharedWishlistSchema, type SharedWishlist } from '@storefront/contracts';
import { ApiRequestError, type ApiClient } from '../../lib/api/api-client.ts';

const SHARE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public wishlist by its share id; null when there is none or its owner made it private (the API's 404). */
export async function findSharedWishlist(api: ApiClient, shareId: string): Promise<SharedWishlist | null> {
  if (!SHARE_ID.test(shareId)) return null;
  try {
    return await api.get('/web-gw/wish-lists/{id}', { params: { id: shareId }, schema: SharedWishlistSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
