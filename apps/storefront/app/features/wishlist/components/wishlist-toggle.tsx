import { Heart } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useWishlist, useWishlistActions } from '../wishlist-provider.tsx';

interface WishlistToggleProps {
  productId: number;
  productName: string;
  /** The product page's chosen variation, kept with the item. */
  variationId?: number;
  size?: 'normal' | 'large';
}

/** The heart of a product card or page: pressed while the product is in the wishlist. */
export function WishlistToggle({ productId, productName, variationId, size = 'normal' }: WishlistToggleProps) {
  const { t } = useTranslation();
  const { isListed, isSaving } = useWishlist();
  const { setListed } = useWishlistActions();
  const listed = isListed(productId);
  const toggle = () =>
    setListed(productId, !listed, variationId).catch((error: unknown) => toast.error(errorToastMessage(error, t)));
  return (
    <button
      type="button"
      className={`icon-button wishlist-toggle wishlist-toggle--${size}`}
      aria-pressed={listed}
      aria-disabled={isSaving(productId) || undefined}
      aria-label={t('ui.prisma.wishlist.toggle', { name: productName })}
      onClick={() => void toggle()}
    >
      <Heart aria-hidden="true" size={size === 'large' ? 24 : 20} fill={listed ? 'currentColor' : 'none'} />
    </button>
  );
}
