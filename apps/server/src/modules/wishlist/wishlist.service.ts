import {
  wishlistSharePath,
  type AddWishlistItemBody,
  type SharedWishlist,
  type UpdateWishlistItemBodySchema,
  type Wishlist,
  type WishlistItem,
  type WishlistShare,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { WishlistItemRow, WishlistRepository, WishlistRow } from './wishlist.repository.ts';
import { productNotFound, type CatalogueService } from '../catalogue/index.ts';
import type { CustomerAccounts } from '../customers/index.ts';
import { forBatchItem } from '../../lib/batch-items.ts';
import { notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';

type WishlistItemUpdate = z.output<typeof UpdateWishlistItemBodySchema>;

export interface WishlistDependencies {
  repository: WishlistRepository;
  catalogue: Pick<CatalogueService, 'resolveVariationId' | 'findPricedVariations' | 'findProductSummaries'>;
  customers: Pick<CustomerAccounts, 'findById'>;
}

/** Another customer's item answers exactly like one that never existed. */
const itemNotFound = (itemId: number) =>
  notFound('WISHLIST_ITEM_NOT_FOUND', {
    en: `Your wishlist has no item ${itemId}.`,
    ar: `لا يوجد في قائمة أمنياتك البند ${itemId}.`,
  });
/** A private list answers exactly like one that never existed. */
const sharedNotFound = () =>
  notFound('WISHLIST_NOT_FOUND', {
    en: 'This wishlist does not exist or is not shared.',
    ar: 'قائمة الأمنيات هذه غير موجودة أو غير مشتركة.',
  });

/**
 * One wishlist per customer (guests too), private until its owner makes it public, shared by an
 * unguessable id. Items store a product (and maybe a chosen variation), never a price: answers
 * price them from the catalogue now.
 */
export function createWishlistService({ repository, catalogue, customers }: WishlistDependencies) {
  /**
   * Items priced now: by their variation when one is chosen, else as the product (its default
   * price, in stock when any variation is). Items of products taken off sale are left out.
   */
  async function priceItems(rows: WishlistItemRow[], language: ContentLanguage): Promise<WishlistItem[]> {
    const variationIds = rows.flatMap((row) => (row.variationId === null ? [] : [row.variationId]));
    const productIds = rows.flatMap((row) => (row.variationId === null ? [row.productId] : []));
    const [variations, products] = await Promise.all([
      catalogue.findPricedVariations(variationIds, language),
      catalogue.findProductSummaries(productIds, language),
    ]);
    const variationsById = new Map(
      variations.map(({ variationId, productName, picturePath, price, compareAtPrice, activeQty }) => [
        variationId,
        { productName, picturePath, price, compareAtPrice, inStock: activeQty > 0 },
      ]),
    );
    const productsById = new Map(
      products.map(({ productId, productName, picturePath, price, compareAtPrice, inStock }) => [
        productId,
        { productName, picturePath, price, compareAtPrice, inStock },
      ]),
    );
    return rows.flatMap((row) => {
      const shown = row.variationId === null ? productsById.get(row.productId) : variationsById.get(row.variationId);
      return shown
        ? [{ itemId: row.id, productId: row.productId, variationId: row.variationId, note: row.note, ...shown }]
        : [];
    });
  }

  async function toWishlist(wishlist: WishlistRow | null, language: ContentLanguage): Promise<Wishlist> {
    return {
      wishlistId: wishlist?.id ?? null,
      isPublic: wishlist?.isPublic ?? false,
      shareId: wishlist?.shareId ?? null,
      items: wishlist ? await priceItems(await repository.listItems(wishlist.id), language) : [],
    };
  }

  /** Checks the product (and variation) are sold; throws PRODUCT_NOT_FOUND or VARIATION_NOT_FOUND (404). */
  async function checkProduct(request: AddWishlistItemBody): Promise<void> {
    await catalogue.resolveVariationId(request.productId, request.variationId, []);
  }

  /** The item priced now; 404 when its product was taken off sale meanwhile. */
  async function priceItem(row: WishlistItemRow, language: ContentLanguage): Promise<WishlistItem> {
    const [item] = await priceItems([row], language);
    if (!item) throw productNotFound(row.productId);
    return item;
  }

  return {
    async getWishlist(customerId: string, language: ContentLanguage): Promise<Wishlist> {
      return toWishlist(await repository.findByCustomer(customerId), language);
    },

    /**
     * Idempotent per product; naming a variation switches the item to it. Throws 404 for an unknown product or
     * variation.
     */
    async addItem(customerId: string, request: AddWishlistItemBody, language: ContentLanguage): Promise<WishlistItem> {
      await checkProduct(request);
      const wishlist = await repository.ensure(customerId);
      return priceItem(await repository.addItem(wishlist.id, request.productId, request.variationId ?? null), language);
    },

    /** Adds every product or none (one transaction); errors name the bad one as `items.{index}.…`. */
    async addItems(
      customerId: string,
      requests: AddWishlistItemBody[],
      language: ContentLanguage,
    ): Promise<WishlistItem[]> {
      for (const [index, request] of requests.entries()) await forBatchItem(index, () => checkProduct(request));
      const rows = await repository.transaction(async (writer) => {
        const wishlist = await writer.ensure(customerId);
        const added: WishlistItemRow[] = [];
        for (const request of requests)
          added.push(await writer.addItem(wishlist.id, request.productId, request.variationId ?? null));
        return added;
      });
      return priceItems([...new Map(rows.map((row) => [row.id, row])).values()], language);
    },

    /**
     * Changes the chosen variation (of the same product) or the note. Throws WISHLIST_ITEM_NOT_FOUND or
     * VARIATION_NOT_FOUND (404).
     */
    async updateItem(
      customerId: string,
      itemId: number,
      changes: WishlistItemUpdate,
      language: ContentLanguage,
    ): Promise<WishlistItem> {
      const row = await repository.findItem(customerId, itemId);
      if (!row) throw itemNotFound(itemId);
      if (changes.variationId) await catalogue.resolveVariationId(row.productId, changes.variationId, []);
      const updated = await repository.updateItem(customerId, itemId, changes);
      if (!updated) throw itemNotFound(itemId);
      return priceItem(updated, language);
    },

    /** Throws WISHLIST_ITEM_NOT_FOUND (404). */
    async removeItem(customerId: string, itemId: number): Promise<void> {
      if (!(await repository.deleteItem(customerId, itemId))) throw itemNotFound(itemId);
    },

    async setVisibility(customerId: string, isPublic: boolean, language: ContentLanguage): Promise<Wishlist> {
      return toWishlist(await repository.setPublic(customerId, isPublic), language);
    },

    /** Makes the wishlist public and answers the storefront path anyone may open. */
    async share(customerId: string): Promise<WishlistShare> {
      const { shareId } = await repository.setPublic(customerId, true);
      return { shareUrl: wishlistSharePath(shareId), shareId };
    },

    /**
     * What anyone may see of a public wishlist: the owner's display name and the items. Throws WISHLIST_NOT_FOUND (404)
     * while private.
     */
    async getShared(shareId: string, language: ContentLanguage): Promise<SharedWishlist> {
      const wishlist = await repository.findByShareId(shareId);
      if (!wishlist?.isPublic) throw sharedNotFound();
      const [owner, items] = await Promise.all([
        customers.findById(wishlist.customerId),
        priceItems(await repository.listItems(wishlist.id), language),
      ]);
      return { displayName: owner?.displayName ?? null, items: items.map(({ note: _private, ...shared }) => shared) };
    },

    /**
     * Called when a guest signs in as an existing customer: the guest's products join the customer's list, and the
     * guest's list is gone.
     */
    async mergeGuestInto(guestId: string, customerId: string): Promise<void> {
      const guestWishlist = await repository.findByCustomer(guestId);
      if (!guestWishlist) return;
      await repository.transaction(async (writer) => {
        const wishlist = await writer.ensure(customerId);
        await writer.copyMissingItems(guestWishlist.id, wishlist.id);
        await writer.delete(guestId);
      });
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
