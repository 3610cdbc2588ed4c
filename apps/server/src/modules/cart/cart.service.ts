import {
  goodsAmountOf,
  MAX_LINE_QUANTITY,
  type AddCartItemBodySchema,
  type Cart,
  type CartItem,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { CartQueries, CartRepository } from './cart.repository.ts';
import { lineIdentityOf, priceLines, promoLinesOf, shippingFor, sumItems, toCartItem } from './cart-pricing.ts';
import { lineLimitError, reservedError, stockError } from './stock-errors.ts';
import { createCheckoutChoices } from './checkout-choices.ts';
import { productNotFound, type CatalogueService, type PricedVariation } from '../catalogue/index.ts';
import type { PromotionsService } from '../promotions/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { AddressesService } from '../addresses/index.ts';
import { forBatchItem } from '../../lib/batch-items.ts';
import { notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { Database } from '../../db/client.ts';

type AddCartItem = z.output<typeof AddCartItemBodySchema>;

export interface CartDependencies {
  repository: CartRepository;
  catalogue: Pick<CatalogueService, 'resolveVariationId' | 'findPricedVariations'>;
  promotions: Pick<PromotionsService, 'checkCode' | 'evaluate'>;
  shipping: Pick<ShippingService, 'findFee' | 'getFee' | 'assertSlotBookable'>;
  payments: Pick<PaymentsService, 'getCheckoutProvider'>;
  addresses: Pick<AddressesService, 'get'>;
  /** Units of a variation held by unpaid online orders, and how long such orders may hold them. */
  unpaidHolds: { countHeldUnits(db: Database, variationId: number): Promise<number>; paymentTimeoutMinutes: number };
}

/** Another customer's line answers exactly like one that never existed. */
const lineNotFound = (itemId: number) =>
  notFound('CART_ITEM_NOT_FOUND', { en: `Your cart has no item ${itemId}.`, ar: `لا يوجد في سلتك البند ${itemId}.` });

/**
 * One open cart per customer (guests too). Lines store what was chosen and how many, never a
 * price: every answer prices them from the catalogue as it is now, and recomputes the promo
 * discount and the shipping fee, so the cart is never stale about money or stock.
 */
export function createCartService({
  repository,
  catalogue,
  promotions,
  shipping,
  payments,
  addresses,
  unpaidHolds,
}: CartDependencies) {
  /** Not enough stock for `inCart + quantity`: "reserved by other shoppers" when unpaid orders hold the difference. */
  async function shortage(
    writer: CartQueries,
    variation: PricedVariation,
    inCart: number,
    quantity: number,
    language: ContentLanguage,
  ) {
    // On the writer's connection: inside a batch's transaction another connection may not be free (PGlite has one).
    const held = await unpaidHolds.countHeldUnits(writer.connection, variation.variationId);
    return held > 0 && inCart + quantity <= variation.activeQty + held
      ? reservedError(variation.productName, unpaidHolds.paymentTimeoutMinutes, language)
      : stockError(variation, inCart, language);
  }

  async function loadItems(customerId: string, language: ContentLanguage) {
    const cart = await repository.findCart(customerId);
    const lines = cart ? await repository.listLines(cart.id) : [];
    const variations = await catalogue.findPricedVariations(
      lines.map((line) => line.variationId),
      language,
    );
    return { cart, items: priceLines(lines, variations) };
  }

  async function getCart(customerId: string, language: ContentLanguage): Promise<Cart> {
    const { cart, items } = await loadItems(customerId, language);
    const { itemCount, subTotal } = sumItems(items);
    const promo = cart?.promoCodeId
      ? await promotions.evaluate(cart.promoCodeId, { customerId, subTotal, lines: promoLinesOf(items), language })
      : null;
    const discount = promo?.discount ?? 0;
    // A method taken off offer after it was chosen counts as not chosen.
    const fee = cart?.shippingMethodId
      ? await shipping.findFee(cart.shippingMethodId, goodsAmountOf({ subTotal, discount }))
      : null;
    const shippingAmount = shippingFor(fee ?? 0, itemCount);
    return {
      items,
      itemCount,
      subTotal,
      promoCode: promo?.code ?? null,
      promoProblem: promo?.problem ?? null,
      discount,
      shippingAmount,
      total: subTotal - discount + shippingAmount,
      billingAddressId: cart?.billingAddressId ?? null,
      shippingAddressId: cart?.shippingAddressId ?? null,
      shippingMethodId: fee === null ? null : (cart?.shippingMethodId ?? null),
      paymentMethodId: cart?.paymentMethodId ?? null,
      deliverySlotId: cart?.deliverySlotId ?? null,
    };
  }

  /**
   * The variation a request means, priced now. Throws the catalogue's 404/400 for unknown products, variations or
   * attributes.
   */
  async function resolveVariation(request: AddCartItem, language: ContentLanguage): Promise<PricedVariation> {
    const chosen = request.attributes.map((attribute) => ({
      attributeId: attribute.attributeId,
      attributeValue: attribute.attributeValues[0]!,
    }));
    const variationId = await catalogue.resolveVariationId(request.productId, request.variationId, chosen);
    const [variation] = await catalogue.findPricedVariations([variationId], language);
    // Only a product unpublished between the two reads lands here.
    if (!variation) throw productNotFound(request.productId);
    return variation;
  }

  /**
   * Adds units to the variation's line in the cart `cartId`, the merged quantity checked against
   * stock within the same statement. Throws 409 OUT_OF_STOCK / NOT_ENOUGH_STOCK on `quantity`.
   */
  async function addUnits(
    writer: CartQueries,
    cartId: number,
    variation: PricedVariation,
    quantity: number,
    language: ContentLanguage,
  ): Promise<CartItem> {
    const line = lineIdentityOf(variation);
    if (quantity > variation.activeQty) throw await shortage(writer, variation, 0, quantity, language);
    // The merged line may hold neither more than the stock nor more than one line's cap (checkout's limit).
    const row = await writer.addToLine(cartId, line, quantity, Math.min(variation.activeQty, MAX_LINE_QUANTITY));
    if (!row) {
      const inCart = (await writer.findLineByIdentity(cartId, line))?.quantity ?? 0;
      throw inCart + quantity > MAX_LINE_QUANTITY
        ? lineLimitError(variation.productName, inCart, language)
        : await shortage(writer, variation, inCart, quantity, language);
    }
    return toCartItem(row, variation);
  }

  return {
    getCart,

    async listItems(customerId: string, language: ContentLanguage): Promise<CartItem[]> {
      return (await loadItems(customerId, language)).items;
    },

    /** Throws CART_ITEM_NOT_FOUND (404) for another customer's line or one whose product is no longer sold. */
    async getItem(customerId: string, itemId: number, language: ContentLanguage): Promise<CartItem> {
      const line = await repository.findLine(customerId, itemId);
      const [item] = line ? priceLines([line], await catalogue.findPricedVariations([line.variationId], language)) : [];
      if (!item) throw lineNotFound(itemId);
      return item;
    },

    /** The same variation with the same attributes merges into one line. See addUnits for stock errors. */
    async addItem(customerId: string, request: AddCartItem, language: ContentLanguage): Promise<CartItem> {
      const variation = await resolveVariation(request, language);
      return addUnits(repository, await repository.ensureCart(customerId), variation, request.quantity, language);
    },

    /**
     * Adds every line or none (one transaction); errors name the bad line as `items.{index}.…`.
     * Answers each touched line once, as it ends up, in the order of the request.
     */
    async addItems(customerId: string, requests: AddCartItem[], language: ContentLanguage): Promise<CartItem[]> {
      const variations: PricedVariation[] = [];
      for (const [index, request] of requests.entries())
        variations.push(await forBatchItem(index, () => resolveVariation(request, language)));
      const added = await repository.transaction(async (writer) => {
        const cartId = await writer.ensureCart(customerId);
        const items: CartItem[] = [];
        for (const [index, variation] of variations.entries()) {
          items.push(
            await forBatchItem(index, () => addUnits(writer, cartId, variation, requests[index]!.quantity, language)),
          );
        }
        return items;
      });
      return [...new Map(added.map((item) => [item.itemId, item])).values()];
    },

    /** Sets a line's quantity, checked against stock. Throws CART_ITEM_NOT_FOUND (404) or 409 as addUnits. */
    async updateQuantity(
      customerId: string,
      itemId: number,
      quantity: number,
      language: ContentLanguage,
    ): Promise<CartItem> {
      const line = await repository.findLine(customerId, itemId);
      const [variation] = line ? await catalogue.findPricedVariations([line.variationId], language) : [];
      if (!variation) throw lineNotFound(itemId);
      if (quantity > variation.activeQty) throw stockError(variation, 0, language);
      const updated = await repository.setLineQuantity(customerId, itemId, quantity);
      if (!updated) throw lineNotFound(itemId);
      return toCartItem(updated, variation);
    },

    /** Throws CART_ITEM_NOT_FOUND (404). */
    async removeItem(customerId: string, itemId: number): Promise<void> {
      if (!(await repository.deleteLine(customerId, itemId))) throw lineNotFound(itemId);
    },

    /** Every line of these products, whatever their variation; unknown ids are no error. */
    async removeProducts(customerId: string, productIds: number[], language: ContentLanguage): Promise<Cart> {
      await repository.deleteLinesOfProducts(customerId, productIds);
      return getCart(customerId, language);
    },

    /** Empties the cart; the checkout choices and promo code stay. */
    async clear(customerId: string, language: ContentLanguage): Promise<Cart> {
      await repository.deleteAllLines(customerId);
      return getCart(customerId, language);
    },

    ...createCheckoutChoices({ repository, promotions, shipping, payments, addresses, getCart }),

    /**
     * Called when a guest signs in as an existing customer: each guest line is added to the
     * customer's identical line (or becomes a new one), capped by stock and MAX_LINE_QUANTITY; the customer's cart
     * keeps its own choices and takes the guest's promo code, shipping and payment method and
     * delivery slot where it has none (never addresses: they are the guest's). The guest's cart
     * is gone afterwards. One transaction.
     */
    async mergeGuestInto(guestId: string, customerId: string): Promise<void> {
      const guestCart = await repository.findCart(guestId);
      if (!guestCart) return;
      const lines = await repository.listLines(guestCart.id);
      // Only stock matters here, so the language of the names does not.
      const variations = await catalogue.findPricedVariations(
        lines.map((line) => line.variationId),
        'en',
      );
      const variationsById = new Map(variations.map((variation) => [variation.variationId, variation]));
      await repository.transaction(async (writer) => {
        const cartId = await writer.ensureCart(customerId);
        for (const line of lines) {
          const variation = variationsById.get(line.variationId);
          if (variation && variation.activeQty > 0)
            await writer.mergeIntoLine(
              cartId,
              lineIdentityOf(variation),
              line.quantity,
              Math.min(variation.activeQty, MAX_LINE_QUANTITY),
            );
        }
        await writer.adoptChoices(cartId, guestCart);
        await writer.deleteCart(guestId);
      });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
