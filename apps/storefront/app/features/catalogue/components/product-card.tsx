import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ProductSummary } from '@storefront/contracts';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';
import { ProductPrice } from './product-price.tsx';

/** Product pictures are square; the card reserves their box so nothing shifts while they load. */
export const CARD_IMAGE_SIZE = 300;

interface ProductCardProps {
  product: ProductSummary;
  /**
   * How urgently the picture loads: `high` for the page's first card (likely its largest
   * picture), `normal` for the others above the fold, `low` (lazily) for the rest.
   */
  imagePriority?: 'high' | 'normal' | 'low';
  /** Controls that act on the product (add to cart, wishlist), drawn under its price. */
  actions?: ReactNode;
}

/** A product in a grid or rail: picture, name, brand, price, compare-at price and stock tag. */
export function ProductCard({ product, imagePriority = 'low', actions }: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <article className="product-card">
      <Link to={`/products/${product.productId}`} className="product-card__link">
        <span className="product-card__media">
          <ImageWithFallback
            src={product.picturePath}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={imagePriority === 'low' ? 'lazy' : 'eager'}
            fetchPriority={imagePriority === 'high' ? 'high' : undefined}
            decoding="async"
            className="product-card__image"
          />
          {!product.inStock && (
            <span className="tag tag--muted product-card__tag">{t('ui.prisma.product.outOfStock')}</span>
          )}
        </span>
        {product.brand && <span className="product-card__brand">{product.brand.name}</span>}
        <h3 className="product-card__name">{product.productName}</h3>
      </Link>
      <ProductPrice price={product.price} compareAtPrice={product.compareAtPrice} />
      {actions && <div className="product-card__actions">{actions}</div>}
    </article>
  );
}
