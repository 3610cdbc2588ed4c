import { ShoppingCart } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAddToCart } from '../use-add-to-cart.ts';

/** A product card's button: one unit of the default variation; disabled when out of stock. */
export function AddToCartButton({
  productId,
  productName,
  inStock,
  variationId,
}: {
  productId: number;
  productName: string;
  inStock: boolean;
  /** A chosen variation (a wishlist item's); none: the product's default one. */
  variationId?: number;
}) {
  const { t } = useTranslation();
  const { adding, add } = useAddToCart();
  return (
    <button
      type="button"
      className="button button--small add-to-cart"
      disabled={!inStock}
      aria-busy={adding}
      onClick={() => void add({ productId, quantity: 1, ...(variationId === undefined ? {} : { variationId }) })}
    >
      <ShoppingCart aria-hidden="true" size={18} />
      {t('ui.prisma.cart.addToCart')}
      <span className="visually-hidden">: {productName}</span>
    </button>
  );
}

/** What the product page has chosen: the variation, its attribute values (SPEC §3 order-line shape) and how many. */
export interface CartSelection {
  productId: number;
  variationId: number | undefined;
  attributes: { attributeId: number; attributeValue: string }[];
  quantity: number;
  /** Units in stock of the chosen variation; none disables the button. */
  available: number;
}

/** The product page's ADD TO CART for the chosen variation and quantity. */
export function ProductAddToCart({ selection }: { selection: CartSelection }) {
  const { t } = useTranslation();
  const { adding, add } = useAddToCart();
  const { productId, variationId, attributes, quantity, available } = selection;
  const addSelection = () =>
    add({
      productId,
      ...(variationId === undefined ? {} : { variationId }),
      quantity,
      // The cart takes each attribute with its chosen value codes (SPEC §3 cart item shape).
      attributes: attributes.map(({ attributeId, attributeValue }) => ({
        attributeId,
        attributeValues: [attributeValue],
      })),
    });
  return (
    <button
      type="button"
      className="button add-to-cart add-to-cart--large"
      disabled={available < 1}
      aria-busy={adding}
      onClick={() => void addSelection()}
    >
      <ShoppingCart aria-hidden="true" size={20} />
      {t('ui.prisma.cart.addToCart')}
    </button>
  );
}
