import { z } from 'zod';
import { MoneySchema } from './catalogue.ts';
import { IdSchema } from './account.ts';
import { MAX_BATCH_LINES } from './cart.ts';

// The wishlist (SPEC §3 Wishlist, SPEC §7 "Wishlist"): private unless made public, shared by an
// unguessable id.

/** POST wish-list-items: adding a product that is already listed changes nothing but its variation. */
export const AddWishlistItemBodySchema = z.object({ productId: IdSchema, variationId: IdSchema.optional() });
export type AddWishlistItemBody = z.input<typeof AddWishlistItemBodySchema>;

/** POST /api/v2/…/wish-list-items: all products are added, or none. */
export const AddWishlistItemsBodySchema = z.array(AddWishlistItemBodySchema).min(1).max(MAX_BATCH_LINES);

/** PUT wish-list/items/{id}: a field left out stays as it is; null clears it. */
export const UpdateWishlistItemBodySchema = z.object({
  variationId: IdSchema.nullable().optional(),
  note: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
});
export type UpdateWishlistItemBody = z.input<typeof UpdateWishlistItemBodySchema>;

/** A listed product priced as of now: its variation's price when one is chosen, else the product's. */
export const SharedWishlistItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  variationId: z.number().int().nullable(),
  productName: z.string(),
  picturePath: z.string().nullable(),
  price: MoneySchema,
  compareAtPrice: MoneySchema.nullable(),
  inStock: z.boolean(),
});

/** The owner also sees the notes they wrote. */
export const WishlistItemSchema = SharedWishlistItemSchema.extend({ note: z.string().nullable() });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** The caller's wishlist, newest item first; ids are null until the first write creates it. */
export const WishlistSchema = z.object({
  wishlistId: z.number().int().nullable(),
  isPublic: z.boolean(),
  shareId: z.uuid().nullable(),
  items: z.array(WishlistItemSchema),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

/** GET /web-gw/wish-lists/{shareId}: what anyone may see of a public wishlist. */
export const SharedWishlistSchema = z.object({
  displayName: z.string().nullable(),
  items: z.array(SharedWishlistItemSchema),
});
export type SharedWishlist = z.infer<typeof SharedWishlistSchema>;

/** POST wish-list/share: the storefront path of the shared view (the list becomes public). */
export const WishlistShareSchema = z.object({ shareUrl: z.string(), shareId: z.uuid() });
export type WishlistShare = z.infer<typeof WishlistShareSchema>;

export const wishlistSharePath = (shareId: string) => `/wishlist/shared/${shareId}`;
