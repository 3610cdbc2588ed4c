import type { BnplAccount } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';

// The checkout's calls (SPEC §7 "Cart" setters, "Payments and shipping"); {userId} is the shopper
// the session acts for. Every setter answers the cart as the server priced it afterwards.

export const chooseBillingAddress = (api: ApiClient, billingAddressId: number) =>
  api.put('/web-gw/users/{userId}/carts/billing-address', { query: { billingAddressId } });

export const chooseShippingAddress = (api: ApiClient, shippingAddressId: number) =>
  api.put('/web-gw/users/{userId}/carts/shipping-address', { query: { shippingAddressId } });

/** The server refuses a shippingAmount that is not the method's real fee for this cart. */
export const chooseShippingMethod = (api: ApiClient, shippingMethodId: number, shippingAmount: number) =>
  api.put('/web-gw/users/{userId}/carts/shipping-method', {
    query: { shippingMethodId },
    body: { shippingAmount },
  });

export const choosePaymentMethod = (api: ApiClient, paymentMethodId: number) =>
  api.put('/web-gw/users/{userId}/carts/payment-method', { query: { paymentMethodId } });

/** 409 when the slot filled up meanwhile. */
export const chooseDeliverySlot = (api: ApiClient, deliverySlotId: number) =>
  api.put('/web-gw/users/{userId}/carts/delivery-slot', { query: { deliverySlotId } });

export const listShippingMethods = (api: ApiClient) => api.get('/web-gw/shipping-methods');

export const listDeliverySlots = (api: ApiClient) => api.get('/web-gw/delivery-slot');

export const listPaymentProviders = (api: ApiClient) => api.get('/web-gw/payment-providers');

/** Both buy-now-pay-later providers' accounts, to show their terms beside their payment option. */
export async function listBnplAccounts(api: ApiClient): Promise<BnplAccount[]> {
  const [tabby, tamara] = await Promise.all([api.get('/web-gw/tabby-accounts'), api.get('/web-gw/tamara-accounts')]);
  return [...tabby, ...tamara];
}
