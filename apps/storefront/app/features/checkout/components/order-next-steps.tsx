import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Link } from 'react-router';

/**
 * What a shopper can do once an order exists: `children` first (paying again, checking again),
 * then the order's page (the main action when `orderFirst`) and back to shopping.
 */
export function OrderNextSteps({
  orderId,
  orderFirst,
  children,
}: {
  orderId: number;
  orderFirst: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <p className="form-actions">
      {children}
      <Link to={`/account/orders/${orderId}`} className={orderFirst ? 'button' : 'button button--outline'}>
        {t('ui.prisma.checkout.confirmation.viewOrder')}
      </Link>
      <Link to="/" className="button button--outline">
        {t('ui.prisma.checkout.continueShopping')}
      </Link>
    </p>
  );
}
