import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { WishlistItem } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useWishlist, useWishlistActions } from '../wishlist-provider.tsx';
import { WishlistItemSummary } from './wishlist-item-summary.tsx';
import { WishlistSharing } from './wishlist-sharing.tsx';

/** Puts a listed product in the cart with the shopper's toasts; resolves whether it went in. */
export type MoveToCart = (item: WishlistItem) => Promise<boolean>;

/** The wishlist page's body: loading, the empty state, or the items with their controls and the sharing panel. */
export function WishlistDetails({ moveToCart }: { moveToCart: MoveToCart }) {
  const { t } = useTranslation();
  const { wishlist, isListed } = useWishlist();

  if (!wishlist) return <DotsLoader label={t('ui.prisma.common.loading')} />;
  // Items being removed leave the page at once.
  const items = wishlist.items.filter((item) => isListed(item.productId));
  if (items.length === 0) return <EmptyState message={t('ui.prisma.wishlist.empty')} />;
  return (
    <div className="wishlist-page">
      <ul className="wishlist-items">
        {items.map((item) => (
          <OwnedWishlistItem key={item.itemId} item={item} moveToCart={moveToCart} />
        ))}
      </ul>
      <WishlistSharing wishlist={wishlist} />
    </div>
  );
}

function OwnedWishlistItem({ item, moveToCart }: { item: WishlistItem; moveToCart: MoveToCart }) {
  const { t } = useTranslation();
  const { setListed } = useWishlistActions();
  const [moving, setMoving] = useState(false);

  const remove = () =>
    setListed(item.productId, false).catch((error: unknown) => toast.error(errorToastMessage(error, t)));
  const move = async () => {
    setMoving(true);
    try {
      if (await moveToCart(item)) await remove();
    } finally {
      setMoving(false);
    }
  };

  return (
    <WishlistItemSummary item={item}>
      <button
        type="button"
        className="button button--small"
        disabled={!item.inStock || moving}
        onClick={() => void move()}
      >
        {t('ui.prisma.wishlist.moveToCart')}
        <span className="visually-hidden">: {item.productName}</span>
      </button>
      <button
        type="button"
        className="link-button link-button--danger"
        aria-label={t('ui.prisma.wishlist.removeItem', { name: item.productName })}
        onClick={() => void remove()}
      >
        {t('ui.prisma.wishlist.remove')}
      </button>
    </WishlistItemSummary>
  );
}
