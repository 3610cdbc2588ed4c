/** Wishlist: the customer's (or guest's) saved products, shared by link while public. */
export { createWishlistRepository } from './wishlist.repository.ts';
export { createWishlistService } from './wishlist.service.ts';
export { wishlistRoutes } from './wishlist.routes.ts';
/** What the module answers on success, in every language (a test checks each is translated). */
export { WISHLIST_MESSAGES } from './wishlist-messages.ts';
