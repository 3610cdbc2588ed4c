import { useTranslation } from '../../../lib/use-translation.tsx';
import type { OrderStatus } from '@storefront/contracts';

export const ORDER_STATUS_KEYS: Record<OrderStatus, string> = {
  awaiting_payment: 'ui.prisma.orders.status.awaiting_payment',
  payment_failed: 'ui.prisma.orders.status.payment_failed',
  paid: 'ui.prisma.orders.status.paid',
  processing: 'ui.prisma.orders.status.processing',
  shipped: 'ui.prisma.orders.status.shipped',
  delivered: 'ui.prisma.orders.status.delivered',
  cancelled: 'ui.prisma.orders.status.cancelled',
};

/** An order status as a translated tag. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`tag order-status order-status--${status}`}>{t(ORDER_STATUS_KEYS[status])}</span>;
}
