import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ProductDetail } from '@storefront/contracts';
import { useVariationOffer } from '../use-variation-offer.ts';
import { choiceOf, chosenAttributes, pickValue } from '../variation-choice.ts';
import { ProductPrice } from './product-price.tsx';
import { QuantityInput } from './quantity-input.tsx';
import { VariationPicker } from './variation-picker.tsx';

/** The URL parameter naming the chosen variation, so a link can share "this shirt in red, M". */
export const VARIATION_PARAM = 'variation';

/** Below this many units the shopper is told how few are left. */
const LOW_STOCK = 5;

/** Finds the variation the URL names, or the product's default one. */
function shownVariation(product: ProductDetail, variationParam: string | null) {
  return (
    product.variations.find((variation) => String(variation.variationId) === variationParam) ??
    product.variations.find((variation) => variation.isDefault) ??
    product.variations[0]
  );
}

/** What the shopper has chosen on a product page, for the controls that act on it (add to cart, wishlist). */
export interface OfferSelection {
  productId: number;
  variationId: number | undefined;
  /** The chosen attribute values, in SPEC §3's order-line shape. */
  attributes: { attributeId: number; attributeValue: string }[];
  quantity: number;
  /** Units in stock of the chosen variation. */
  available: number;
}

/**
 * Price, variation choice, stock and quantity of a product page. Choosing a value changes the
 * URL in place (no history entry, no reload) and the price and stock follow.
 */
export function ProductOffer({
  product,
  renderActions,
}: {
  product: ProductDetail;
  renderActions?: (selection: OfferSelection) => ReactNode;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const variation = shownVariation(product, searchParams.get(VARIATION_PARAM));
  const choice = choiceOf(product, variation);
  const offer = useVariationOffer(product, variation);
  const [quantity, setQuantity] = useState(1);
  const inStock = offer.activeQty > 0;

  // A quantity above the new variation's stock would not be accepted: bring it back in range.
  useEffect(() => {
    setQuantity((current) => Math.max(1, Math.min(current, offer.activeQty)));
  }, [offer.activeQty]);

  const pick = (attributeId: number, attributeValueId: number) => {
    const next = pickValue(product, choice, attributeId, attributeValueId);
    if (!next) return;
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(VARIATION_PARAM, String(next.variationId));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="product-offer">
      <ProductPrice price={offer.price} compareAtPrice={offer.compareAtPrice} size="large" />
      {variation && <p className="product-offer__sku">{t('ui.prisma.product.sku', { sku: variation.sku })}</p>}
      <VariationPicker product={product} choice={choice} onPick={pick} />
      <p className={inStock ? 'stock-status' : 'stock-status stock-status--out'} role="status">
        {!inStock
          ? t('ui.prisma.product.outOfStock')
          : offer.activeQty <= LOW_STOCK
            ? t('ui.prisma.product.fewLeft', { count: offer.activeQty })
            : t('ui.prisma.product.inStock')}
      </p>
      <QuantityInput value={quantity} max={offer.activeQty} onChange={setQuantity} />
      {renderActions?.({
        productId: product.productId,
        variationId: variation?.variationId,
        attributes: chosenAttributes(product, choice),
        quantity,
        available: offer.activeQty,
      })}
    </div>
  );
}
