import { useTranslation } from 'react-i18next';
import type { SharedWishlist } from '@storefront/contracts';
import { WishlistItemSummary } from './wishlist-item-summary.tsx';

/** Someone's public wishlist, read-only. */
export function SharedWishlistItems({ wishlist }: { wishlist: SharedWishlist }) {
  const { t } = useTranslation();
  if (wishlist.items.length === 0) return <p className="empty-state">{t('ui.prisma.wishlist.sharedEmpty')}</p>;
  return (
    <ul className="wishlist-items">
      {wishlist.items.map((item) => (
        <WishlistItemSummary key={item.itemId} item={item} />
      ))}
    </ul>
  );
}
