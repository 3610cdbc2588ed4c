import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { Link } from 'react-router';

/**
 * What a page says when it has nothing to show (an empty cart, wishlist, order list or search),
 * with a way on: "Start shopping" to the home page unless the page has a better action.
 */
export function EmptyState({ message, action }: { message: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <p>{message}</p>
      {action ?? (
        <Link to="/" className="button">
          {t('ui.prisma.common.startShopping')}
        </Link>
      )}
    </div>
  );
}
