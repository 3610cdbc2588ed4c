import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CartItemSchema, CartSchema, type Cart, type CartItem } from '@storefront/contracts';
import type { Caller } from './sessions.ts';

// The cart calls as the storefront makes them (SPEC §7 Cart), for one caller and language.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function cartClient(app: FastifyInstance, caller: Caller, language: 'en' | 'ar' = 'en') {
  const base = `/web-gw/users/${caller.userId}`;
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...caller.headers, language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  return {
    call,
    getCart: () => call('GET', `${base}/cart`),
    listItems: () => call('GET', `${base}/carts/cart-items`),
    getItem: (itemId: number | string) => call('GET', `${base}/carts/cart-items/${itemId}`),
    add: (payload: unknown) => call('POST', `${base}/carts/cart-items`, payload),
    addMany: (payload: unknown) => call('POST', `/api/v2/users/${caller.userId}/carts/cart-items`, payload),
    setQuantity: (itemId: number | string, quantity: unknown) =>
      call('PUT', `${base}/carts/items/${itemId}`, { quantity }),
    remove: (itemId: number | string) => call('DELETE', `${base}/carts/cart-items/${itemId}`),
    removeProducts: (productIds: string) =>
      call('DELETE', `${base}/carts/delete-cart-products?productIds=${productIds}`),
    clear: () => call('DELETE', `${base}/carts/clear-cart`),
    applyPromo: (code: string) => call('PUT', `${base}/cart/promo-code?promoCode=${encodeURIComponent(code)}`),
    removePromo: () => call('DELETE', `${base}/carts/delete-cart-promocode`),
    setShippingAddress: (id: number) => call('PUT', `${base}/carts/shipping-address?shippingAddressId=${id}`),
    setBillingAddress: (id: number) => call('PUT', `${base}/carts/billing-address?billingAddressId=${id}`),
    setShippingMethod: (id: number, shippingAmount: number) =>
      call('PUT', `${base}/carts/shipping-method?shippingMethodId=${id}`, { shippingAmount }),
    setPaymentMethod: (id: number) => call('PUT', `${base}/carts/payment-method?paymentMethodId=${id}`),
    setDeliverySlot: (id: number) => call('PUT', `${base}/carts/delivery-slot?deliverySlotId=${id}`),

    /** The cart, asserting a 200 and its shape. */
    async cart(): Promise<Cart> {
      const response = await call('GET', `${base}/cart`);
      expect(response.statusCode, response.body).toBe(200);
      return CartSchema.parse(response.json());
    },

    /** Adds a line, asserting a 201, and answers it. */
    async addLine(payload: object): Promise<CartItem> {
      const response = await call('POST', `${base}/carts/cart-items`, payload);
      expect(response.statusCode, response.body).toBe(201);
      return CartItemSchema.parse(response.json());
    },
  };
}
export type CartClient = ReturnType<typeof cartClient>;

/** The `field`s of an error answer. */
export const fieldsOf = (body: { errors?: { field: string }[] }) => body.errors?.map((error) => error.field) ?? [];
