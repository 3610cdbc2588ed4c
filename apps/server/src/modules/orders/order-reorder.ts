import type { ReorderResult } from '@storefront/contracts';
import { AppError } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { OrderLineRow } from './orders.repository.ts';
import type { CartService } from '../cart/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';

export interface ReorderDependencies {
  cart: Pick<CartService, 'addItem' | 'listItems'>;
  catalogue: Pick<CatalogueService, 'findPricedVariations'>;
}

type Unavailable = ReorderResult['unavailable'][number];

/** Lines of one variation count once: an order may hold the same variation twice (different notes). */
function unitsByVariation(lines: OrderLineRow[]): OrderLineRow[] {
  const merged = new Map<number, OrderLineRow>();
  for (const line of lines) {
    const seen = merged.get(line.variationId);
    merged.set(line.variationId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

/**
 * Puts an earlier order's lines back in the cart: what is still sold, as many as stock allows
 * beside what the cart already holds, at today's prices (the cart prices lines itself); answers
 * what it added and, for the rest, why not.
 */
export function createReorder({ cart, catalogue }: ReorderDependencies) {
  return async function reorder(
    customerId: string,
    lines: OrderLineRow[],
    language: ContentLanguage,
  ): Promise<ReorderResult> {
    const wanted = unitsByVariation(lines);
    const variations = new Map(
      (
        await catalogue.findPricedVariations(
          wanted.map((line) => line.variationId),
          language,
        )
      ).map((v) => [v.variationId, v]),
    );
    const inCart = new Map<number, number>();
    for (const item of await cart.listItems(customerId, language))
      inCart.set(item.variationId, (inCart.get(item.variationId) ?? 0) + item.productQuantity);

    const result: ReorderResult = { added: [], unavailable: [] };
    for (const line of wanted) {
      const variation = variations.get(line.variationId);
      const productName = variation?.productName ?? (language === 'ar' ? line.productNameAr : line.productName);
      const missing = (missingQuantity: number, reason: Unavailable['reason']) =>
        result.unavailable.push({
          productId: line.productId,
          variationId: line.variationId,
          productName,
          missingQuantity,
          reason,
        });
      if (!variation) {
        missing(line.quantity, 'NOT_SOLD');
        continue;
      }
      const quantity = Math.min(line.quantity, variation.activeQty - (inCart.get(line.variationId) ?? 0));
      if (quantity <= 0) {
        missing(line.quantity, variation.activeQty === 0 ? 'OUT_OF_STOCK' : 'NOT_ENOUGH_STOCK');
        continue;
      }
      try {
        await cart.addItem(
          customerId,
          { productId: line.productId, variationId: line.variationId, quantity, attributes: [] },
          language,
        );
      } catch (error) {
        // Another shopper took the stock between the read and the add.
        if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
        missing(line.quantity, 'NOT_ENOUGH_STOCK');
        continue;
      }
      result.added.push({ productId: line.productId, variationId: line.variationId, productName, quantity });
      if (quantity < line.quantity) missing(line.quantity - quantity, 'NOT_ENOUGH_STOCK');
    }
    return result;
  };
}
