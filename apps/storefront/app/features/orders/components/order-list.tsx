import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Link } from 'react-router';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Price } from '../../../components/price.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { ORDERS_PAGE_SIZE, listOrders } from '../orders-api.ts';
import { OrderStatusTag } from './order-status.tsx';

/** The shopper's orders, newest first, a page at a time. */
export function OrderList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const orders = useApiData((api) => listOrders(api, page), [page]);
  if (orders.error) return <p role="alert">{errorToastMessage(orders.error, t)}</p>;
  if (!orders.data) return <DotsLoader label={t('ui.prisma.common.loading')} />;
  if (orders.data.count === 0) return <EmptyState message={t('ui.prisma.orders.none')} />;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const pages = Math.ceil(orders.data.count / ORDERS_PAGE_SIZE);
  return (
    <>
      <ul className="order-list">
        {orders.data.data.map((order) => (
          <li key={order.orderId} className="order-list__item">
            <Link to={`/account/orders/${order.orderId}`} className="order-list__link">
              <bdi dir="ltr">{order.orderNumber}</bdi>
            </Link>
            <span className="muted">{dateFormat.format(new Date(order.createdAt))}</span>
            <span>{t('ui.prisma.orders.itemCount', { count: order.itemCount })}</span>
            <Price amount={order.total} />
            <OrderStatusTag status={order.status} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="form-actions" aria-label={t('ui.prisma.orders.pages')}>
          <button
            type="button"
            className="button button--outline"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {t('ui.prisma.orders.newer')}
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('ui.prisma.orders.older')}
          </button>
        </nav>
      )}
    </>
  );
}
