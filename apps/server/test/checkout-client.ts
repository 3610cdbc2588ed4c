import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  AddressSchema,
  AreaSchema,
  CountrySchema,
  OrderHistoryEntrySchema,
  PaymentProviderSchema,
  PaymentStatusSchema,
  PlacedOrderSchema,
  StateSchema,
  type Cart,
  type PlacedOrder,
  type PlaceOrderBody,
} from '@storefront/contracts';
import { cartClient } from './cart-client.ts';
import type { Caller } from './sessions.ts';

// Checkout the way the storefront drives it: an address, the cart's lines as order lines, the
// order call, and the sandbox gateway's hosted page driven like a browser (form posts, 303s).

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;

/** A Kuwait state and area from the look-ups, once per app. */
const kuwaitPlaces = new WeakMap<FastifyInstance, Promise<{ countryId: number; stateId: number; areaId: number }>>();
async function lookUpKuwait(app: FastifyInstance) {
  const country = CountrySchema.array()
    .parse((await app.inject('/api/countries')).json())
    .find((c) => c.code === 'kw')!;
  const state = StateSchema.array().parse((await app.inject(`/api/states?countryId=${country.countryId}`)).json())[0]!;
  const area = AreaSchema.array().parse((await app.inject(`/api/areas?stateId=${state.stateId}`)).json())[0]!;
  return { countryId: country.countryId, stateId: state.stateId, areaId: area.areaId };
}

/**
 * A Kuwait address of the caller's own (an Arabic one, so invoices and snapshots show both scripts); answers its id.
 */
export async function createAddress(
  app: FastifyInstance,
  caller: Caller,
  overrides: { firstName?: string; lastName?: string } = {},
): Promise<number> {
  if (!kuwaitPlaces.has(app)) kuwaitPlaces.set(app, lookUpKuwait(app));
  const place = await kuwaitPlaces.get(app)!;
  const response = await app.inject({
    method: 'POST',
    url: `/api/customers/${caller.userId}/address`,
    headers: caller.headers,
    payload: {
      addressType: 'Home',
      firstName: 'فاطمة',
      lastName: 'العنزي',
      phone: '51150001',
      ...place,
      block: '4',
      street: 'شارع 42',
      building: '7',
      note: '-',
      isDefault: false,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return AddressSchema.parse(response.json()).addressId;
}

/** The id of a seeded payment provider by code (cod, card, knet, tabby, tamara). */
export async function paymentMethodId(app: FastifyInstance, code: string): Promise<number> {
  const providers = PaymentProviderSchema.array().parse((await app.inject('/web-gw/payment-providers')).json());
  return providers.find((provider) => provider.code === code)!.paymentMethodId;
}

/** An order body as the storefront builds it from the cart it shows (SPEC §7 additions included). */
export function orderBody(
  cart: Cart,
  choices: { addressId: number; paymentMethodId: number } & Partial<PlaceOrderBody>,
): PlaceOrderBody {
  const { addressId, ...rest } = choices;
  return {
    billingAddressId: addressId,
    shipToSameBillingAddress: true,
    shippingMethodId: 1,
    // The demo theme enforces the checkout terms.
    acceptCheckoutTerms: true,
    orderNotes: '',
    items: cart.items.map((item) => ({
      productId: item.productId,
      variationId: item.variationId,
      quantity: item.productQuantity,
      unitPrice: item.unitPrice,
      attributes: item.attributes.map((attribute) => ({
        attributeId: attribute.attributeId,
        attributeValue: attribute.attributeValues[0]!,
      })),
      itemNotes: '',
      discountType: 'amount',
      discountValue: 0,
      taxable: true,
      taxPercent: 0,
    })),
    ...rest,
  };
}

export function checkoutClient(app: FastifyInstance, caller: Caller, language: 'en' | 'ar' = 'en') {
  const headers = { ...caller.headers, language };
  const cart = cartClient(app, caller, language);
  return {
    cart,
    placeOrder: (body: unknown, extraHeaders: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/web-gw/users/${caller.userId}/orders`,
        headers: { ...headers, ...extraHeaders },
        payload: body as object,
      }),
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url, headers, payload }),

    /** Places the order, asserting a 201, and answers it. */
    async order(body: PlaceOrderBody, extraHeaders: Record<string, string> = {}): Promise<PlacedOrder> {
      const response = await this.placeOrder(body, extraHeaders);
      expect(response.statusCode, response.body).toBe(201);
      return PlacedOrderSchema.parse(response.json());
    },
  };
}

/** Adds `quantity` of a product to a fresh caller's cart, gives them an address, and answers what an order needs. */
export async function shopperReadyToOrder(
  app: FastifyInstance,
  caller: Caller,
  productId: number,
  quantity = 1,
  language: 'en' | 'ar' = 'en',
) {
  const client = checkoutClient(app, caller, language);
  await client.cart.addLine({ productId, quantity });
  const addressId = await createAddress(app, caller);
  return { client, addressId, cart: await client.cart.cart() };
}

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/**
 * Pays on the sandbox's hosted page as a browser would: opens the page, sends the card form
 * (and the challenge code when asked), follows the gateway's 303 back to the shop's
 * payment-result, and answers the shop's final 303 (to the storefront's result page).
 */
export async function payOnHostedPage(
  app: FastifyInstance,
  paymentLink: string,
  card: string,
  challengeCode = '1234',
): Promise<LightMyRequestResponse> {
  const page = await app.inject(pathOf(paymentLink));
  expect(page.statusCode, page.body).toBe(200);
  let step = await app.inject({
    method: 'POST',
    url: pathOf(paymentLink),
    ...form({ cardNumber: card, expiry: '12/39', cvc: '123' }),
  });
  if (step.statusCode === 200 && step.body.includes('name="code"')) {
    step = await app.inject({
      method: 'POST',
      url: `${pathOf(paymentLink)}/challenge`,
      ...form({ code: challengeCode }),
    });
  }
  expect(step.statusCode, step.body).toBe(303);
  const returned = await app.inject(pathOf(step.headers.location as string));
  expect(returned.statusCode, returned.body).toBe(303);
  return returned;
}

/** The statuses an order went through, oldest first, as its owner reads them. */
export const orderHistoryOf = async (app: FastifyInstance, caller: Caller, orderId: number) =>
  OrderHistoryEntrySchema.array()
    .parse((await checkoutClient(app, caller).get(`/web-gw/orders/${orderId}/history`)).json())
    .map((entry) => entry.toStatus);

/** A payment request as its owner reads it. */
export const paymentStatusOf = async (app: FastifyInstance, caller: Caller, reference: string) =>
  PaymentStatusSchema.parse(
    (await checkoutClient(app, caller).get(`/web-gw/payments/reference/${reference}/status`)).json(),
  );

/** The `status` the shop sent the browser on with. */
export const resultStatusOf = (response: LightMyRequestResponse) =>
  new URL(response.headers.location as string).searchParams.get('status');
