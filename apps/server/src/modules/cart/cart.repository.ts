import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { cartItems, carts, type CartItemAttribute } from './cart.schema.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartItems.$inferSelect;
/** The checkout choices a cart holds; null clears one. */
export type CartChoices = Partial<
  Pick<
    CartRow,
    'billingAddressId' | 'shippingAddressId' | 'shippingMethodId' | 'paymentMethodId' | 'deliverySlotId' | 'promoCodeId'
  >
>;

/** What identifies a line: the same variation with the same attributes is one line. */
export interface LineIdentity {
  productId: number;
  variationId: number;
  attributes: CartItemAttribute[];
  /** Canonical form of `attributes` (see lineIdentityOf). */
  attributesKey: string;
}

const lineKey = [cartItems.cartId, cartItems.variationId, cartItems.attributesKey];

/** Every statement of the module, on the database or inside one transaction. */
function cartQueries(db: Database) {
  /** The customer's cart ids, as a subquery: every line access goes through its owner. */
  const cartOf = (customerId: string) =>
    db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId));
  const ownLine = (customerId: string, itemId: number) =>
    and(eq(cartItems.id, itemId), inArray(cartItems.cartId, cartOf(customerId)));
  // The reads of every cart a shopper opens, kept prepared (ADR 052): not planned on each call.
  const cartOfCustomer = preparedByShape(() =>
    db
      .select()
      .from(carts)
      .where(eq(carts.customerId, sql.placeholder('customerId'))),
  );
  const linesOfCart = preparedByShape(() =>
    db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, sql.placeholder('cartId')))
      .orderBy(asc(cartItems.id)),
  );

  return {
    /** The connection these statements run on (in a transaction: that one), for reads other modules make alongside. */
    connection: db,
    async findCart(customerId: string): Promise<CartRow | null> {
      const [row] = await cartOfCustomer(null, { customerId });
      return row ?? null;
    },

    /** The customer's cart id, creating the cart on first write; safe when requests race. */
    async ensureCart(customerId: string): Promise<number> {
      const [row] = await db
        .insert(carts)
        .values({ customerId })
        .onConflictDoUpdate({ target: carts.customerId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id });
      return row!.id;
    },

    /** Sets checkout choices, creating the cart on first write. */
    async saveChoices(customerId: string, choices: CartChoices): Promise<void> {
      await db
        .insert(carts)
        .values({ customerId, ...choices })
        .onConflictDoUpdate({ target: carts.customerId, set: { ...choices, updatedAt: sql`now()` } });
    },

    /** Fills the choices the customer's cart has not made with those of `from` (another cart). */
    async adoptChoices(cartId: number, from: CartRow): Promise<void> {
      const adopt = (column: AnyPgColumn, value: number | null) => sql`coalesce(${column}, ${value})`;
      await db
        .update(carts)
        .set({
          promoCodeId: adopt(carts.promoCodeId, from.promoCodeId),
          shippingMethodId: adopt(carts.shippingMethodId, from.shippingMethodId),
          paymentMethodId: adopt(carts.paymentMethodId, from.paymentMethodId),
          deliverySlotId: adopt(carts.deliverySlotId, from.deliverySlotId),
          updatedAt: sql`now()`,
        })
        .where(eq(carts.id, cartId));
    },

    async deleteCart(customerId: string): Promise<void> {
      await db.delete(carts).where(eq(carts.customerId, customerId));
    },

    /** In the order they were first added. */
    listLines(cartId: number): Promise<CartLineRow[]> {
      return linesOfCart(null, { cartId });
    },

    /** A line of the customer's cart, or null (also for another customer's line). */
    async findLine(customerId: string, itemId: number): Promise<CartLineRow | null> {
      const [row] = await db.select().from(cartItems).where(ownLine(customerId, itemId));
      return row ?? null;
    },

    async findLineByIdentity(cartId: number, line: LineIdentity): Promise<CartLineRow | null> {
      const [row] = await db
        .select()
        .from(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.variationId, line.variationId),
            eq(cartItems.attributesKey, line.attributesKey),
          ),
        );
      return row ?? null;
    },

    /**
     * Adds `quantity` units to the line, creating it if needed, in one statement: two requests
     * adding the same line meet on the unique key and both add up. The merged quantity may not
     * pass `maxQuantity` (the stock); then nothing changes and null is returned. A new line's
     * own quantity is the caller's to check.
     */
    async addToLine(
      cartId: number,
      line: LineIdentity,
      quantity: number,
      maxQuantity: number,
    ): Promise<CartLineRow | null> {
      const [row] = await db
        .insert(cartItems)
        .values({ cartId, ...line, quantity })
        .onConflictDoUpdate({
          target: lineKey,
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${maxQuantity}`,
        })
        .returning();
      return row ?? null;
    },

    /**
     * Adds a signed-in guest's `quantity` to the line, the sum capped at `stock` but never taking
     * away what the line already had. The caller skips lines with nothing left to add.
     */
    async mergeIntoLine(cartId: number, line: LineIdentity, quantity: number, stock: number): Promise<void> {
      await db
        .insert(cartItems)
        .values({ cartId, ...line, quantity: Math.min(quantity, stock) })
        .onConflictDoUpdate({
          target: lineKey,
          set: { quantity: sql`greatest(${cartItems.quantity}, least(${cartItems.quantity} + ${quantity}, ${stock}))` },
        });
    },

    /** Null when the customer has no such line. */
    async setLineQuantity(customerId: string, itemId: number, quantity: number): Promise<CartLineRow | null> {
      const [row] = await db.update(cartItems).set({ quantity }).where(ownLine(customerId, itemId)).returning();
      return row ?? null;
    },

    /** False when the customer has no such line. */
    async deleteLine(customerId: string, itemId: number): Promise<boolean> {
      const rows = await db.delete(cartItems).where(ownLine(customerId, itemId)).returning({ id: cartItems.id });
      return rows.length === 1;
    },

    async deleteLinesOfProducts(customerId: string, productIds: number[]): Promise<void> {
      await db
        .delete(cartItems)
        .where(and(inArray(cartItems.cartId, cartOf(customerId)), inArray(cartItems.productId, productIds)));
    },

    async deleteAllLines(customerId: string): Promise<void> {
      await db.delete(cartItems).where(inArray(cartItems.cartId, cartOf(customerId)));
    },
  };
}
export type CartQueries = ReturnType<typeof cartQueries>;

export function createCartRepository(db: Database) {
  return {
    ...cartQueries(db),
    /** Runs `work` in one transaction: it commits when `work` returns and rolls back when it throws. */
    transaction: <T>(work: (queries: CartQueries) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(cartQueries(tx))),
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
