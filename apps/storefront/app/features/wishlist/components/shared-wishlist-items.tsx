import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { SharedWishlist } from '@storefront/contracts';
import { WishlistItemSummary } from './wishlist-item-summary.tsx';

/** Someone's public wishlist: the items, each with what the visitor may do with it (`renderItemActions`). */
export function SharedWishlistItems({
  wishlist,
  renderItemActions,
}: {
  wishlist: SharedWishlist;
  renderItemActions: (item: SharedWishlist['items'][number]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (wishlist.items.length === 0) return <p className="empty-state">{t('ui.prisma.wishlist.sharedEmpty')}</p>;
  return (
    <ul className="wishlist-items">
      {wishlist.items.map((item) => (
        <WishlistItemSummary key={item.itemId} item={item}>
          {renderItemActions(item)}
        </WishlistItemSummary>
      ))}
    </ul>
  );
}
