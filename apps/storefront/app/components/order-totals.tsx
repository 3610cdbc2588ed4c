import { useTranslation } from '../lib/use-translation.tsx';
import { useFormatPrice } from './price.tsx';

export interface Totals {
  subTotal: number;
  discount: number;
  shippingAmount: number;
  total: number;
}

/** Subtotal, discount (when any), shipping and total of a cart or an order, as the server computed them. */
export function OrderTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const rows = [
    { key: 'ui.prisma.checkout.totals.subtotal', text: formatPrice(totals.subTotal) },
    ...(totals.discount > 0
      ? [{ key: 'ui.prisma.checkout.totals.discount', text: `−${formatPrice(totals.discount)}` }]
      : []),
    {
      key: 'ui.prisma.checkout.totals.shipping',
      text: totals.shippingAmount === 0 ? t('ui.prisma.checkout.shipping.free') : formatPrice(totals.shippingAmount),
    },
  ];
  return (
    <dl className="order-totals">
      {rows.map((row) => (
        <div key={row.key} className="order-totals__row">
          <dt>{t(row.key)}</dt>
          <dd>
            <bdi>{row.text}</bdi>
          </dd>
        </div>
      ))}
      <div className="order-totals__row order-totals__row--total">
        <dt>{t('ui.prisma.checkout.totals.total')}</dt>
        <dd>
          <bdi>{formatPrice(totals.total)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
