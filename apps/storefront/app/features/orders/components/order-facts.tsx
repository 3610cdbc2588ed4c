import { useTranslation } from 'react-i18next';
import type { Order } from '@storefront/contracts';
import { addressLines } from '../../account/address-rules.ts';
import { Panel } from '../../../components/panel.tsx';

/** Where and when the order goes, and how it is paid, as the order kept them when it was placed. */
export function OrderFacts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { shippingAddress: address, shippingMethod, deliverySlot: slot, paymentMethod } = order;
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <Panel titleId="order-facts-title" title={t('ui.prisma.orders.delivery')}>
      <dl className="order-facts">
        {address && (
          <div>
            <dt>{t('ui.prisma.checkout.address.shipping')}</dt>
            <dd>
              {address.firstName} {address.lastName}
              {addressLines(address, t).map((line) => (
                <span key={line} className="order-facts__line">
                  {line}
                </span>
              ))}
              <bdi dir="ltr" className="order-facts__line">
                {address.phone}
              </bdi>
            </dd>
          </div>
        )}
        {shippingMethod && (
          <div>
            <dt>{t('ui.prisma.checkout.shipping.method')}</dt>
            <dd>{shippingMethod.name}</dd>
          </div>
        )}
        {slot && (
          <div>
            <dt>{t('ui.prisma.orders.deliveryTime')}</dt>
            <dd>
              {dayFormat.format(new Date(`${slot.date}T00:00:00Z`))} <bdi dir="ltr">{`${slot.startTime}–${slot.endTime}`}</bdi>
            </dd>
          </div>
        )}
        {paymentMethod && (
          <div>
            <dt>{t('ui.prisma.checkout.payment.method')}</dt>
            <dd>{paymentMethod.name}</dd>
          </div>
        )}
      </dl>
    </Panel>
  );
}
