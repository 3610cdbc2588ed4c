import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CountBadge } from '../../../components/count-badge.tsx';
import { IconButtonName } from '../../../components/icon-button-name.tsx';
import { useWishlist } from '../wishlist-provider.tsx';

/** Header link to the wishlist with its item count (SPEC §2). */
export function WishlistLink() {
  const { t } = useTranslation();
  const { count } = useWishlist();
  return (
    <Link to="/wishlist" className="icon-button">
      <IconButtonName name={t('ui.prisma.header.wishlist', { count })}>
        <Heart aria-hidden="true" size={24} />
        <CountBadge count={count} />
      </IconButtonName>
    </Link>
  );
}
