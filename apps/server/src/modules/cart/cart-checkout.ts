import { and, eq, inArray } from 'drizzle-orm';
import type { Cart } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { CartRepository } from './cart.repository.ts';
import type { CartService } from './cart.service.ts';
import { cartItems, carts } from './cart.schema.ts';

/** The cart as an order is made from it: priced by the server now, with the promo code that applies. */
export interface CheckoutCart {
  cart: Cart;
  /** The attached code when it gives this cart its discount now; null without a code or when it no longer applies. */
  promoCodeId: number | null;
}

/** A line as it was priced for the order: claimed only if the cart still has it with this quantity. */
export interface ClaimedLine {
  itemId: number;
  quantity: number;
}

/**
 * What the orders module needs of the cart to place an order: the cart priced as its owner sees
 * it, and, inside the order's transaction, the claim that empties it. The claim deletes exactly the
 * lines that were priced, with their quantities, so the cart empties only if the order commits and
 * a second submit of the same cart (a double click, another tab, another process) finds them gone
 * and places nothing.
 */
export function createCartCheckout({
  cart,
  repository,
}: {
  cart: Pick<CartService, 'getCart'>;
  repository: Pick<CartRepository, 'findCart'>;
}) {
  return {
    async getCartForCheckout(customerId: string, language: ContentLanguage): Promise<CheckoutCart> {
      const priced = await cart.getCart(customerId, language);
      const applies = priced.promoCode !== null && priced.promoProblem === null && priced.discount > 0;
      const promoCodeId = applies ? ((await repository.findCart(customerId))?.promoCodeId ?? null) : null;
      return { cart: priced, promoCodeId };
    },

    /**
     * In the order's transaction: removes the lines from the customer's cart, and the promo code and
     * delivery slot the order now holds. False when any line is gone or has another quantity; the
     * caller then rolls back, which restores what was removed. Row locks make a concurrent claim
     * wait for this one and then find the lines gone.
     */
    async claimLines(tx: Database, customerId: string, lines: ClaimedLine[]): Promise<boolean> {
      const ownCart = tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId));
      const claimed = await tx
        .delete(cartItems)
        .where(
          and(
            inArray(cartItems.cartId, ownCart),
            inArray(
              cartItems.id,
              lines.map((line) => line.itemId),
            ),
          ),
        )
        .returning({ itemId: cartItems.id, quantity: cartItems.quantity });
      const quantities = new Map(claimed.map((line) => [line.itemId, line.quantity]));
      if (claimed.length !== lines.length || lines.some((line) => quantities.get(line.itemId) !== line.quantity))
        return false;
      await tx.update(carts).set({ promoCodeId: null, deliverySlotId: null }).where(eq(carts.customerId, customerId));
      return true;
    },
  };
}
export type CartCheckout = ReturnType<typeof createCartCheckout>;
