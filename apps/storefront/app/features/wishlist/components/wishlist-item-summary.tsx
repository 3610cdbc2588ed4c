import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { SharedWishlist } from '@storefront/contracts';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';
import { Price } from '../../../components/price.tsx';

const IMAGE_SIZE = 96;

type SharedWishlistItem = SharedWishlist['items'][number];

/**
 * A listed product as anyone may see it: picture, name, price now (and before a sale) and stock; then the owner's
 * controls.
 */
export function WishlistItemSummary({ item, children }: { item: SharedWishlistItem; children?: ReactNode }) {
  const { t } = useTranslation();
  const path = `/products/${item.productId}`;
  const onSale = item.compareAtPrice !== null && item.compareAtPrice > item.price;
  return (
    <li className="wishlist-item">
      <Link to={path} className="wishlist-item__media" tabIndex={-1} aria-hidden="true">
        <ImageWithFallback
          src={item.picturePath}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
          className="wishlist-item__image"
        />
      </Link>
      <div className="wishlist-item__details">
        <h2 className="wishlist-item__name">
          <Link to={path}>{item.productName}</Link>
        </h2>
        <p className="wishlist-item__price">
          <Price amount={item.price} className="wishlist-item__current" />
          {onSale && (
            <s className="wishlist-item__compare-at">
              <span className="visually-hidden">{t('ui.prisma.wishlist.wasPrice')} </span>
              <Price amount={item.compareAtPrice} />
            </s>
          )}
        </p>
        <p className={item.inStock ? 'stock-status' : 'stock-status stock-status--out'}>
          {item.inStock ? t('ui.prisma.wishlist.inStock') : t('ui.prisma.wishlist.outOfStock')}
        </p>
      </div>
      {children && <div className="wishlist-item__actions">{children}</div>}
    </li>
  );
}
