import { formatPrice, type ContactMessage, type Order, type OrderItem, type PriceFormat } from '@storefront/contracts';
import type { ContentLanguage } from '../../../lib/language.ts';
import type { MailBlock, MailContent } from './mail-layout.ts';
import type { Translate } from './translate.ts';

/** What an order e-mail needs: the order and its lines in the customer's language, and who it is for. */
export interface OrderMailData {
  order: Order;
  items: OrderItem[];
  customerName: string | null;
  /** The storefront page of the order (absolute, in the customer's language). */
  orderUrl: string;
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page, when it has one. */
  trackingUrl: string | null;
}

/** Money as the storefront prints it: the shop's price format, the translated currency label, Latin digits. */
export function moneyFormatter(t: Translate, format: PriceFormat, language: ContentLanguage) {
  const currency = t('currency');
  return (thousandths: number) => formatPrice(thousandths, { format, currency, locale: language });
}
type Money = ReturnType<typeof moneyFormatter>;

const greeting = (t: Translate, name: string | null): MailBlock => ({
  kind: 'paragraph',
  text: name ? t('greeting', { name }) : t('greetingNoName'),
});

const itemCount = (t: Translate, order: Order) => t('order.itemCount', { count: order.itemCount });

/** The order's lines, totals (delivery "Free" at zero, as the storefront's summary says), payment and delivery time. */
function orderSummary(t: Translate, money: Money, { order, items }: OrderMailData): MailBlock[] {
  const lines: MailBlock = {
    kind: 'table',
    rows: items.map((item) => ({
      label: t('order.line', { name: item.productName, quantity: item.quantity }),
      value: money(item.lineTotal),
    })),
  };
  const totals: MailBlock = {
    kind: 'table',
    rows: [
      { label: t('order.subtotal'), value: money(order.subTotal) },
      ...(order.discount > 0 ? [{ label: t('order.discount'), value: `−${money(order.discount)}` }] : []),
      {
        label: t('order.shipping'),
        value: order.shippingAmount === 0 ? t('order.shippingFree') : money(order.shippingAmount),
      },
      { label: t('order.total'), value: money(order.total), strong: true },
    ],
  };
  const slot = order.deliverySlot;
  const facts = [
    ...(order.paymentMethod ? [{ label: t('order.paymentMethod'), value: order.paymentMethod.name }] : []),
    ...(slot
      ? [
          {
            label: t('order.deliverySlot'),
            value: t('order.deliverySlotValue', { date: slot.date, start: slot.startTime, end: slot.endTime }),
          },
        ]
      : []),
  ];
  return [lines, totals, ...(facts.length > 0 ? [{ kind: 'table', rows: facts } as const] : [])];
}

const viewOrder = (t: Translate, data: OrderMailData): MailBlock => ({
  kind: 'button',
  label: t('order.view'),
  url: data.orderUrl,
});

/** Minutes as words ("30 minutes", "٣٠ دقيقة" has Latin digits like every number the shop prints). */
export const minutesText = (t: Translate, minutes: number) => t('duration.minutes', { count: minutes });

export function orderPlacedMail(t: Translate, money: Money, data: OrderMailData, now = new Date()): MailContent {
  const { order } = data;
  const number = order.orderNumber;
  const due = order.status === 'awaiting_payment' && order.paymentDueAt ? new Date(order.paymentDueAt) : null;
  const intro = due
    ? t('orderPlaced.awaitingPayment', {
        number,
        itemCount: itemCount(t, order),
        duration: minutesText(t, Math.max(0, Math.round((due.getTime() - now.getTime()) / 60_000))),
      })
    : t('orderPlaced.intro', { number, itemCount: itemCount(t, order) });
  return {
    subject: t('orderPlaced.subject', { number }),
    heading: t('orderPlaced.heading'),
    blocks: [
      greeting(t, data.customerName),
      { kind: 'paragraph', text: intro },
      ...orderSummary(t, money, data),
      viewOrder(t, data),
    ],
  };
}

export function paymentReceivedMail(t: Translate, money: Money, data: OrderMailData): MailContent {
  const number = data.order.orderNumber;
  return {
    subject: t('paymentReceived.subject', { number }),
    heading: t('paymentReceived.heading'),
    blocks: [
      greeting(t, data.customerName),
      { kind: 'paragraph', text: t('paymentReceived.intro', { number, amount: money(data.order.total) }) },
      ...orderSummary(t, money, data),
      viewOrder(t, data),
    ],
  };
}

export function shippedMail(t: Translate, money: Money, data: OrderMailData, shipment: Shipment): MailContent {
  const number = data.order.orderNumber;
  return {
    subject: t('shipped.subject', { number }),
    heading: t('shipped.heading'),
    blocks: [
      greeting(t, data.customerName),
      {
        kind: 'paragraph',
        text: t('shipped.intro', { number, itemCount: itemCount(t, data.order), carrier: shipment.carrier }),
      },
      { kind: 'paragraph', text: t('shipped.trackingNumber', { trackingNumber: shipment.trackingNumber }) },
      ...(shipment.trackingUrl
        ? [{ kind: 'button', label: t('shipped.track'), url: shipment.trackingUrl } as const]
        : []),
      ...orderSummary(t, money, data),
      viewOrder(t, data),
    ],
  };
}

/** Why an order was cancelled, as far as the customer needs to know: the payment timeout, or paid money to refund. */
export type Cancellation = { reason: 'payment-timeout' } | { reason: 'cancelled'; refundAmount: number | null };

export function cancelledMail(t: Translate, money: Money, data: OrderMailData, why: Cancellation): MailContent {
  const number = data.order.orderNumber;
  const detail =
    why.reason === 'payment-timeout'
      ? t('cancelled.paymentTimeout')
      : why.refundAmount
        ? t('cancelled.refundFollows', { amount: money(why.refundAmount) })
        : null;
  return {
    subject: t('cancelled.subject', { number }),
    heading: t('cancelled.heading'),
    blocks: [
      greeting(t, data.customerName),
      { kind: 'paragraph', text: t('cancelled.intro', { number }) },
      ...(detail ? [{ kind: 'paragraph', text: detail } as const] : []),
      ...orderSummary(t, money, data),
      viewOrder(t, data),
    ],
  };
}

export function refundedMail(t: Translate, money: Money, data: OrderMailData, amount: number): MailContent {
  const number = data.order.orderNumber;
  return {
    subject: t('refunded.subject', { number }),
    heading: t('refunded.heading'),
    blocks: [
      greeting(t, data.customerName),
      { kind: 'paragraph', text: t('refunded.intro', { number, amount: money(amount) }) },
      viewOrder(t, data),
    ],
  };
}

export function passwordResetMail(
  t: Translate,
  input: { customerName: string | null; shopName: string; link: string; validMinutes: number },
): MailContent {
  return {
    subject: t('passwordReset.subject'),
    heading: t('passwordReset.heading'),
    blocks: [
      greeting(t, input.customerName),
      {
        kind: 'paragraph',
        text: t('passwordReset.intro', { shop: input.shopName, duration: minutesText(t, input.validMinutes) }),
      },
      { kind: 'button', label: t('passwordReset.action'), url: input.link },
      { kind: 'paragraph', text: t('passwordReset.ignore'), muted: true },
    ],
  };
}

/** The shop's copy of a contact message, in the shop's language; the sender's own words stay as written. */
export function contactCopyMail(t: Translate, message: ContactMessage, senderLanguage: ContentLanguage): MailContent {
  return {
    subject: t('contactCopy.subject', { subject: message.subject }),
    heading: t('contactCopy.heading'),
    blocks: [
      { kind: 'paragraph', text: t('contactCopy.intro', { name: message.name }) },
      {
        kind: 'table',
        rows: [
          { label: t('contactCopy.name'), value: message.name, prose: true },
          { label: t('contactCopy.email'), value: message.email },
          ...(message.phone ? [{ label: t('contactCopy.phone'), value: message.phone }] : []),
          { label: t('contactCopy.language'), value: t(`language.${senderLanguage}`) },
          { label: t('contactCopy.subjectLabel'), value: message.subject, prose: true },
        ],
      },
      { kind: 'paragraph', text: `${t('contactCopy.message')}:\n${message.message}` },
    ],
  };
}
