import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Order, OrderTracking, ReorderResult } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';
import { OrderTotals } from '../../../components/order-totals.tsx';
import { Price } from '../../../components/price.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { useBusyRequest } from '../../../lib/api/use-busy-request.ts';
import { announceChangeEverywhere } from '../../../lib/tab-sync.ts';
import { downloadInvoice, getOrder, getOrderTracking, listOrderItems, reorder } from '../orders-api.ts';
import { OrderFacts } from './order-facts.tsx';
import { ORDER_STATUS_KEYS, OrderStatusTag } from './order-status.tsx';
import { Panel } from '../../../components/panel.tsx';

const UNAVAILABLE_KEYS: Record<ReorderResult['unavailable'][number]['reason'], string> = {
  NOT_SOLD: 'ui.prisma.orders.unavailable.NOT_SOLD',
  OUT_OF_STOCK: 'ui.prisma.orders.unavailable.OUT_OF_STOCK',
  NOT_ENOUGH_STOCK: 'ui.prisma.orders.unavailable.NOT_ENOUGH_STOCK',
};

/** One order: its lines and totals, the tracking timeline, the invoice and a reorder. */
export function OrderDetail({ userId, orderId }: { userId: string; orderId: number }) {
  const { t } = useTranslation();
  const order = useApiData((api) => getOrder(api, userId, orderId), [userId, orderId]);
  const items = useApiData((api) => listOrderItems(api, userId, orderId), [userId, orderId]);
  const tracking = useApiData((api) => getOrderTracking(api, userId, orderId), [userId, orderId]);

  if (order.error) return <p role="alert">{errorToastMessage(order.error, t)}</p>;
  if (!order.data) return <DotsLoader label={t('ui.prisma.common.loading')} />;
  return (
    <div className="order-detail">
      <p className="order-detail__heading">
        <bdi dir="ltr">{order.data.orderNumber}</bdi> <OrderStatusTag status={order.data.status} />
      </p>
      <OrderActions userId={userId} order={order.data} />
      <Panel titleId="order-lines-title" title={t('ui.prisma.orders.lines')}>
        <ul className="checkout-card__lines">
          {items.data?.map((item) => (
            <li key={item.orderLineId} className="checkout-card__line order-line">
              <ImageWithFallback
                src={item.picturePath}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="order-line__image"
              />
              <Link to={`/products/${item.productId}`} className="order-line__name">
                {item.productName}
              </Link>
              <span className="checkout-card__quantity">
                {t('ui.prisma.checkout.card.quantity', { quantity: item.quantity })}
              </span>
              <Price amount={item.lineTotal} className="checkout-card__amount" />
            </li>
          ))}
        </ul>
        <OrderTotals totals={order.data} />
      </Panel>
      <OrderFacts order={order.data} />
      {tracking.data && <TrackingTimeline tracking={tracking.data} />}
    </div>
  );
}

function TrackingTimeline({ tracking }: { tracking: OrderTracking }) {
  const { t, i18n } = useTranslation();
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Panel titleId="order-tracking-title" title={t('ui.prisma.orders.tracking')}>
      <ol className="tracking">
        {tracking.steps.map((step) => (
          <li
            key={step.status}
            className={step.reached ? 'tracking__step tracking__step--reached' : 'tracking__step'}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className="tracking__status">{t(ORDER_STATUS_KEYS[step.status])}</span>
            {step.at && <span className="muted">{timeFormat.format(new Date(step.at))}</span>}
          </li>
        ))}
      </ol>
      {tracking.shipment && (
        <p className="tracking__shipment">
          {t('ui.prisma.orders.shipment', {
            carrier: tracking.shipment.carrier,
            trackingNumber: tracking.shipment.trackingNumber,
          })}
        </p>
      )}
    </Panel>
  );
}

function OrderActions({ userId, order }: { userId: string; order: Order }) {
  const { t } = useTranslation();
  const api = useApi();
  const [reordered, setReordered] = useState<ReorderResult | null>(null);
  // One at a time: a second press of REORDER while the first runs would add the lines twice.
  const { busy, run } = useBusyRequest();
  const reorderAll = () =>
    run(async () => {
      setReordered(await reorder(api, order.orderId));
      announceChangeEverywhere('cart', userId);
    });
  const invoice = () => run(() => downloadInvoice(api, userId, order.orderId, `${order.orderNumber}.pdf`));

  return (
    <div className="order-detail__actions">
      <p className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void reorderAll()}>
          {t('ui.prisma.orders.reorder')}
        </button>
        <button type="button" className="button button--outline" disabled={busy} onClick={() => void invoice()}>
          {t('ui.prisma.orders.invoice')}
        </button>
      </p>
      {reordered && (
        <div role="status" className="order-detail__reorder">
          {reordered.added.length > 0 && <p>{t('ui.prisma.orders.reorderAdded', { count: reordered.added.length })}</p>}
          {reordered.unavailable.map((line) => (
            <p key={`${line.productId}:${line.variationId}`} className="muted">
              {t(UNAVAILABLE_KEYS[line.reason], { name: line.productName, count: line.missingQuantity })}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
