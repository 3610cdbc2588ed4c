/** The cart's money rules, pure so they read in one place: lines priced from the catalogue, sums, shipping. */
import type { CartItem } from '@storefront/contracts';
import type { PricedVariation } from '../catalogue/index.ts';
import type { CartLineRow, LineIdentity } from './cart.repository.ts';

/** A line is its variation with the variation's own attribute values, stored by value code. */
export function lineIdentityOf(variation: PricedVariation): LineIdentity {
  const attributes = variation.attributes
    .map((value) => ({ attributeId: value.attributeId, attributeValues: [value.valueCode] }))
    .sort((a, b) => a.attributeId - b.attributeId);
  return {
    productId: variation.productId,
    variationId: variation.variationId,
    attributes,
    attributesKey: attributes
      .map((attribute) => `${attribute.attributeId}:${attribute.attributeValues.join(',')}`)
      .join(';'),
  };
}

/** The line as the shopper sees it: today's price and stock, never a stored price. */
export function toCartItem(line: CartLineRow, variation: PricedVariation): CartItem {
  return {
    itemId: line.id,
    productId: line.productId,
    variationId: line.variationId,
    productName: variation.productName,
    picturePath: variation.picturePath,
    productQuantity: line.quantity,
    unitPrice: variation.price,
    attributes: variation.attributes.map((value) => ({
      attributeId: value.attributeId,
      attributeValues: [value.valueCode],
      name: value.attributeName,
      valueNames: [value.valueName],
    })),
    activeQty: variation.activeQty,
    lineTotal: variation.price * line.quantity,
  };
}

/**
 * Prices the lines whose variation is still sold (found in `variations`); lines of products
 * taken off sale are left out of the cart and its totals, and come back if the product does.
 */
export function priceLines(lines: CartLineRow[], variations: PricedVariation[]): CartItem[] {
  const byId = new Map(variations.map((variation) => [variation.variationId, variation]));
  return lines.flatMap((line) => {
    const variation = byId.get(line.variationId);
    return variation ? [toCartItem(line, variation)] : [];
  });
}

/** Nothing to ship costs nothing, whatever the method. */
export const shippingFor = (fee: number, itemCount: number) => (itemCount === 0 ? 0 : fee);

export function sumItems(items: CartItem[]): { itemCount: number; subTotal: number } {
  return {
    itemCount: items.reduce((sum, item) => sum + item.productQuantity, 0),
    subTotal: items.reduce((sum, item) => sum + item.lineTotal, 0),
  };
}

/** What a promo code limited to some products or categories needs of the lines. */
export const promoLinesOf = (items: CartItem[]) =>
  items.map((item) => ({ productId: item.productId, lineTotal: item.lineTotal }));
