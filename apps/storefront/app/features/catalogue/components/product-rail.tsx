import { useId } from 'react';
import type { ProductSummary } from '@storefront/contracts';
import { ProductCard } from './product-card.tsx';
import type { ProductCollectionProps } from './product-grid.tsx';

/**
 * A titled row of products that scrolls sideways (home page rails, "also in other colours").
 * Rails sit below the fold, so their pictures load lazily.
 */
export function ProductRail({ title, products, renderCardActions }: ProductCollectionProps & { title: string }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="product-rail" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <ul className="product-rail__list">
        {products.map((product: ProductSummary) => (
          <li key={product.productId} className="product-rail__item">
            <ProductCard product={product} actions={renderCardActions?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
