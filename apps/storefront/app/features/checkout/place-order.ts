import type { CartItem, OrderLineInput, PaymentLink, PlaceOrderBody } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';
import type { OrderDraft } from './order-draft.ts';

/** SPEC §3 Order line from a cart line; SPEC §9 fixes discount type amount, taxable true, taxPercent 0. */
export function orderLine(item: CartItem): OrderLineInput {
  return {
    productId: item.productId,
    variationId: item.variationId,
    quantity: item.productQuantity,
    // Sent as SPEC §3 describes the line; the server prices the order from its own catalogue.
    unitPrice: item.unitPrice,
    attributes: item.attributes.flatMap((attribute) =>
      attribute.attributeValues.map((attributeValue) => ({ attributeId: attribute.attributeId, attributeValue })),
    ),
    itemNotes: '',
    discountType: 'amount',
    discountValue: 0,
    taxable: true,
    taxPercent: 0,
  };
}

/** The body of POST /web-gw/users/{userId}/orders from a complete draft (SPEC §7: empty orderNotes). */
export function placeOrderBody(draft: OrderDraft): PlaceOrderBody {
  if (draft.billingAddressId === null || draft.paymentMethodId === null)
    throw new Error('The order draft is not complete');
  return {
    billingAddressId: draft.billingAddressId,
    shippingAddressId: draft.shipToSameBillingAddress ? draft.billingAddressId : draft.shippingAddressId,
    shipToSameBillingAddress: draft.shipToSameBillingAddress,
    shippingMethodId: draft.shippingMethodId,
    paymentMethodId: draft.paymentMethodId,
    deliverySlotId: draft.deliverySlotId,
    acceptCheckoutTerms: draft.acceptCheckoutTerms,
    orderNotes: '',
    items: draft.cartItems.map(orderLine),
  };
}

/**
 * A new key for one checkout attempt: sent again with every retry of the same attempt (a double
 * click, a network failure), so the server answers the same order instead of placing another.
 */
export const newIdempotencyKey = () => `checkout-${crypto.randomUUID()}`;

export const placeOrder = (api: ApiClient, body: PlaceOrderBody, idempotencyKey: string) =>
  api.post('/web-gw/users/{userId}/orders', { body, headers: { 'idempotency-key': idempotencyKey } });

export const getPaymentStatus = (api: ApiClient, reference: string) =>
  api.get('/web-gw/payments/reference/{ref}/status', { params: { ref: reference } });

/** Pays the same order again after a decline: the server opens a new attempt and answers its page. */
export const payAgain = (api: ApiClient, reference: string, paymentMethodId: number) =>
  api.put('/web-gw/payment-requests/reference/{ref}/submitted', {
    params: { ref: reference },
    body: { paymentMethodId },
  });

/** The shopper leaves the shop for the gateway's hosted payment page. */
export function goToPaymentPage(payment: PaymentLink): void {
  window.location.assign(payment.paymentLink);
}
