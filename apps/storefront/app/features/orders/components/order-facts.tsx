import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Order } from '@storefront/contracts';
import { addressLines } from '../../../lib/address-rules.ts';
import { Panel } from '../../../components/panel.tsx';

/** Where and when the order goes, and how it is paid, as the order kept them when it was placed. */
export function OrderFacts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { shippingAddress: address, shippingMethod, deliverySlot: slot, paymentMethod } = order;
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <Panel titleId="order-facts-title" title={t('ui.prisma.orders.delivery')}>
      <dl className="order-facts">
        {address && (
          <Fact term={t('ui.prisma.checkout.address.shipping')}>
            {address.firstName} {address.lastName}
            {addressLines(address, t).map((line) => (
              <span key={line} className="order-facts__line">
                {line}
              </span>
            ))}
            <bdi dir="ltr" className="order-facts__line">
              {address.phone}
            </bdi>
          </Fact>
        )}
        {shippingMethod && <Fact term={t('ui.prisma.checkout.shipping.method')}>{shippingMethod.name}</Fact>}
        {slot && (
          <Fact term={t('ui.prisma.orders.deliveryTime')}>
            {dayFormat.format(new Date(`${slot.date}T00:00:00Z`))}{' '}
            <bdi dir="ltr">{`${slot.startTime}–${slot.endTime}`}</bdi>
          </Fact>
        )}
        {paymentMethod && <Fact term={t('ui.prisma.checkout.payment.method')}>{paymentMethod.name}</Fact>}
      </dl>
    </Panel>
  );
}

/** One term of the list and what the order says for it. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
