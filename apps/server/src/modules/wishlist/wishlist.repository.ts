import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wishlistItems, wishlists } from './wishlist.schema.ts';

export type WishlistRow = typeof wishlists.$inferSelect;
export type WishlistItemRow = typeof wishlistItems.$inferSelect;
/** What the owner may change on an item; a field left out stays, null clears it. */
export type WishlistItemChanges = Partial<Pick<WishlistItemRow, 'variationId' | 'note'>>;

/** Every statement of the module, on the database or inside one transaction. */
function wishlistQueries(db: Database) {
  const wishlistOf = (customerId: string) =>
    db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.customerId, customerId));
  const ownItem = (customerId: string, itemId: number) =>
    and(eq(wishlistItems.id, itemId), inArray(wishlistItems.wishlistId, wishlistOf(customerId)));

  /** An item of the customer's wishlist, or null (also for another customer's item). */
  async function findItem(customerId: string, itemId: number): Promise<WishlistItemRow | null> {
    const [row] = await db.select().from(wishlistItems).where(ownItem(customerId, itemId));
    return row ?? null;
  }

  return {
    async findByCustomer(customerId: string): Promise<WishlistRow | null> {
      const [row] = await db.select().from(wishlists).where(eq(wishlists.customerId, customerId));
      return row ?? null;
    },

    async findByShareId(shareId: string): Promise<WishlistRow | null> {
      const [row] = await db.select().from(wishlists).where(eq(wishlists.shareId, shareId));
      return row ?? null;
    },

    /** The customer's wishlist, created on first write; safe when requests race. */
    async ensure(customerId: string): Promise<WishlistRow> {
      const [row] = await db
        .insert(wishlists)
        .values({ customerId })
        .onConflictDoUpdate({ target: wishlists.customerId, set: { customerId: sql`excluded.customer_id` } })
        .returning();
      return row!;
    },

    async setPublic(customerId: string, isPublic: boolean): Promise<WishlistRow> {
      const [row] = await db
        .insert(wishlists)
        .values({ customerId, isPublic })
        .onConflictDoUpdate({ target: wishlists.customerId, set: { isPublic } })
        .returning();
      return row!;
    },

    async delete(customerId: string): Promise<void> {
      await db.delete(wishlists).where(eq(wishlists.customerId, customerId));
    },

    /** Newest first. */
    listItems(wishlistId: number): Promise<WishlistItemRow[]> {
      return db
        .select()
        .from(wishlistItems)
        .where(eq(wishlistItems.wishlistId, wishlistId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    },

    findItem,

    /**
     * Lists the product once however often it is added (one statement, so racing adds agree); a
     * later add that names a variation switches the item to it.
     */
    async addItem(wishlistId: number, productId: number, variationId: number | null): Promise<WishlistItemRow> {
      const [row] = await db
        .insert(wishlistItems)
        .values({ wishlistId, productId, variationId })
        .onConflictDoUpdate({
          target: [wishlistItems.wishlistId, wishlistItems.productId],
          set: { variationId: sql`coalesce(excluded.variation_id, ${wishlistItems.variationId})` },
        })
        .returning();
      return row!;
    },

    /** Null when the customer has no such item. */
    async updateItem(
      customerId: string,
      itemId: number,
      changes: WishlistItemChanges,
    ): Promise<WishlistItemRow | null> {
      const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length === 0) return findItem(customerId, itemId);
      const [row] = await db.update(wishlistItems).set(values).where(ownItem(customerId, itemId)).returning();
      return row ?? null;
    },

    /** False when the customer has no such item. */
    async deleteItem(customerId: string, itemId: number): Promise<boolean> {
      const rows = await db
        .delete(wishlistItems)
        .where(ownItem(customerId, itemId))
        .returning({ id: wishlistItems.id });
      return rows.length === 1;
    },

    /** Copies the products of one wishlist into another that does not list them yet. */
    async copyMissingItems(fromWishlistId: number, toWishlistId: number): Promise<void> {
      await db.execute(sql`
        insert into ${wishlistItems} (wishlist_id, product_id, variation_id, note, created_at)
        select ${toWishlistId}::integer, product_id, variation_id, note, created_at from ${wishlistItems} where wishlist_id = ${fromWishlistId}
        on conflict (wishlist_id, product_id) do nothing`);
    },
  };
}
export type WishlistQueries = ReturnType<typeof wishlistQueries>;

export function createWishlistRepository(db: Database) {
  return {
    ...wishlistQueries(db),
    /** Runs `work` in one transaction: it commits when `work` returns and rolls back when it throws. */
    transaction: <T>(work: (queries: WishlistQueries) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(wishlistQueries(tx))),
  };
}
export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
