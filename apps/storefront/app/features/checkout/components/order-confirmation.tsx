import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Order } from '@storefront/contracts';
import { Price } from '../../../components/price.tsx';
import { OrderNextSteps } from './order-next-steps.tsx';

/** After a cash-on-delivery order: it is placed, what it costs, and where to follow it. */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  // The steps just left the screen: the news takes the focus (and the view) in their place.
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="checkout-result checkout-result--success" aria-labelledby="order-confirmation-title">
      <h2 id="order-confirmation-title" ref={title} tabIndex={-1}>
        {t('ui.prisma.checkout.confirmation.title')}
      </h2>
      <p>{t('ui.prisma.checkout.confirmation.number', { number: order.orderNumber })}</p>
      <p>
        {t('ui.prisma.checkout.confirmation.payOnDelivery')} <Price amount={order.total} />
      </p>
      <OrderNextSteps orderId={order.orderId} orderFirst />
    </section>
  );
}
