/** Wishlist: the customer's (or guest's) saved products, shared by link while public. */
export { createWishlistRepository } from './wishlist.repository.ts';
export { createWishlistService } from './wishlist.service.ts';
export { wishlistRoutes } from './wishlist.routes.ts';
