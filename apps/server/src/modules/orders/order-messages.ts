import { AppError } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { OpenPayment, Payer } from '../payments/index.ts';
import type { OrderRow } from './orders.repository.ts';
import type { AddressSnapshot } from './orders.schema.ts';

/** Placing an order can fail for reasons the shopper must act on; they read them in their language. */
const MESSAGES = {
  CART_EMPTY: {
    status: 409,
    field: 'items',
    en: 'Your cart is empty.',
    ar: 'سلة التسوق فارغة.',
  },
  CART_CHANGED: {
    status: 409,
    field: 'items',
    en: 'Your cart changed while you were checking out (or this order was just placed). Check your cart and try again.',
    ar: 'تغيّرت سلتك أثناء إتمام الطلب (أو تم تقديم هذا الطلب للتو). راجع سلتك وحاول مرة أخرى.',
  },
  CHECKOUT_TERMS_NOT_ACCEPTED: {
    status: 400,
    field: 'acceptCheckoutTerms',
    en: 'Please accept the terms and conditions to place your order.',
    ar: 'يرجى الموافقة على الشروط والأحكام لإتمام طلبك.',
  },
  ORDER_NOT_PAYABLE: {
    status: 409,
    field: 'paymentMethodId',
    en: 'This order no longer waits for a payment.',
    ar: 'هذا الطلب لم يعد بانتظار الدفع.',
  },
  PAYMENT_METHOD_NOT_ONLINE: {
    status: 400,
    field: 'paymentMethodId',
    en: 'Choose a card or pay-later method to pay this order online.',
    ar: 'اختر البطاقة أو الدفع لاحقًا لدفع هذا الطلب عبر الإنترنت.',
  },
  PAYMENT_REQUEST_CLOSED: {
    status: 409,
    field: 'reference',
    en: 'This payment can no longer be made.',
    ar: 'لم يعد بالإمكان إتمام عملية الدفع هذه.',
  },
  TOO_MANY_UNPAID_ORDERS: {
    status: 429,
    field: 'paymentMethodId',
    en: 'You have too many orders waiting for payment. Pay one of them first, or choose cash on delivery.',
    ar: 'لديك طلبات كثيرة بانتظار الدفع. ادفع أحدها أولًا، أو اختر الدفع عند الاستلام.',
  },
  TOO_MANY_UNPAID_ORDERS_FROM_ADDRESS: {
    status: 429,
    field: 'paymentMethodId',
    en: 'Too many orders from your network are waiting for payment. Pay one of them first, or choose cash on delivery.',
    ar: 'طلبات كثيرة من شبكتك بانتظار الدفع. ادفع أحدها أولًا، أو اختر الدفع عند الاستلام.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    field: 'Idempotency-Key',
    en: 'This Idempotency-Key was already used for a different order. Send a new key with a new order.',
    ar: 'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف. أرسل مفتاحًا جديدًا مع كل طلب جديد.',
  },
} as const satisfies Record<string, { status: number; field: string } & Record<ContentLanguage, string>>;

export type OrderProblem = keyof typeof MESSAGES;

export function orderProblem(code: OrderProblem, language: ContentLanguage): AppError {
  const { status, field, [language]: message } = MESSAGES[code];
  return new AppError(status, code, message, [{ field, message }]);
}

/** What the payment page says the payment is for, in the shopper's language. */
const paymentDescription = (orderNumber: string, language: ContentLanguage) =>
  language === 'ar' ? `الطلب ${orderNumber}` : `Order ${orderNumber}`;

/**
 * What a gateway is told when the order's payment is opened there: what it is for, and who pays (the billing
 * address's name, e-mail and phone, or the shipping address's when there is no billing one).
 */
export function paymentDetails(
  order: OrderRow,
  language: ContentLanguage,
): Pick<OpenPayment, 'description' | 'language' | 'payer'> {
  return {
    description: paymentDescription(order.number, language),
    language,
    payer: payerOf(order.billingAddress ?? order.shippingAddress ?? {}),
  };
}

/** Who pays, from an address snapshot (the order's billing address). */
export function payerOf(address: AddressSnapshot): Payer {
  const text = (field: string) =>
    address[field] === null || address[field] === undefined ? '' : String(address[field]);
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email') || null,
    phone: text('phone'),
    city: text('areaNameEn') || text('stateNameEn'),
    addressLine: [
      ['Block', text('block')],
      ['Street', text('street')],
      ['Avenue', text('avenue')],
      ['Building', text('building')],
    ]
      .filter(([, value]) => value)
      .map(([label, value]) => `${label} ${value}`)
      .join(', '),
  };
}
