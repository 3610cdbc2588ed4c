import type { ReactNode } from 'react';
import type { ProductSummary } from '@storefront/contracts';
import { ProductCard } from './product-card.tsx';

/** How many cards of a grid can be above the fold on a wide screen (two rows of four). */
const EAGER_CARDS = 4;

export interface ProductCollectionProps {
  products: ProductSummary[];
  /** Controls for each card (the cart and wishlist issues plug theirs in here). */
  renderCardActions?: (product: ProductSummary) => ReactNode;
}

/** Products in a responsive grid: two columns on a phone, up to four on a desktop. */
export function ProductGrid({
  products,
  renderCardActions,
  eagerCount = EAGER_CARDS,
}: ProductCollectionProps & { eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard
            product={product}
            imagePriority={index === 0 ? 'high' : index < eagerCount ? 'normal' : 'low'}
            actions={renderCardActions?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
