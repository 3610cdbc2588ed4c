import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp } from './helper.ts';
import { createGuest, signInByPhone } from './sessions.ts';
import { cartClient } from './cart-client.ts';
import { createAddress } from './checkout-client.ts';
import { createProduct } from './shop-fixtures.ts';

const { app, database } = await buildTestApp({ LOGIN_BY_EMAIL: 'true' });

const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/**
 * The refusal's message and each field's message, as the storefront's toast and form show them
 * (SPEC §8): in Arabic for an Arabic caller, with no English word left in it (ids and amounts
 * may stay digits).
 */
function expectSaidIn(language: 'en' | 'ar', response: LightMyRequestResponse, code: string) {
  const body = response.json() as { code: string; message: string; errors?: { message: string }[] };
  expect(body.code, response.body).toBe(code);
  for (const text of [body.message, ...(body.errors ?? []).map((error) => error.message)]) {
    if (language === 'ar') {
      expect(text, response.body).toMatch(ARABIC_LETTER);
      expect(text, response.body).not.toMatch(LATIN_WORD);
    } else {
      expect(text, response.body).not.toMatch(ARABIC_LETTER);
    }
  }
}

// A refusal is shown to the shopper as the server words it, so it must be worded in the
// shopper's language, wherever in a call it was decided.
describe.each(['en', 'ar'] as const)('refusals in %s', (language) => {
  it('sign-in: a wrong password, a bad phone number', async () => {
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { language },
      payload: { email: 'customer@example.com', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expectSaidIn(language, wrongPassword, 'INVALID_CREDENTIALS');

    const badPhone = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { language },
      payload: { phone: '12345', countryCode: 'kw', code: '123456' },
    });
    expect(badPhone.statusCode).toBe(400);
    expectSaidIn(language, badPhone, 'INVALID_PHONE');
  });

  it('cart and checkout: a product that is gone, a line not in the cart, a shipping method or fee that is not offered', async () => {
    const guest = await createGuest(app);
    const cart = cartClient(app, guest, language);
    expectSaidIn(language, await cart.add({ productId: 987_654, quantity: 1 }), 'PRODUCT_NOT_FOUND');
    expectSaidIn(language, await cart.remove(987_654), 'CART_ITEM_NOT_FOUND');

    const product = await createProduct(database, { price: 1_000 });
    await cart.addLine({ productId: product.productId, quantity: 1 });
    expectSaidIn(language, await cart.setShippingMethod(987, 0), 'SHIPPING_METHOD_NOT_FOUND');
    const mismatch = await cart.setShippingMethod(1, 123_456);
    expect(mismatch.statusCode).toBe(400);
    expectSaidIn(language, mismatch, 'SHIPPING_AMOUNT_MISMATCH');
    // The amounts are written as the shopper reads them elsewhere: KD, or د.ك in Arabic.
    expect(mismatch.json().message).toContain(language === 'ar' ? 'د.ك' : 'KD');
  });

  it('addresses: a state of another country, a phone number not of the country', async () => {
    const customer = await signInByPhone(app, database, language === 'en' ? '+96550000001' : '+96550000002');
    const addressId = await createAddress(app, customer);
    const address = (
      await app.inject({ url: `/api/customers/${customer.userId}/address/${addressId}`, headers: customer.headers })
    ).json();
    const refused = await app.inject({
      method: 'POST',
      url: `/api/customers/${customer.userId}/address`,
      headers: { ...customer.headers, language },
      payload: { ...address, addressId: undefined, stateId: 987_654, phone: '12345' },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.map((error: { field: string }) => error.field)).toEqual(['stateId', 'phone']);
    expectSaidIn(language, refused, 'INVALID_ADDRESS');
  });

  it("someone else's data, an empty search, a body that is not JSON, a body that is not valid", async () => {
    const [one, other] = [await createGuest(app), await createGuest(app)];
    const foreign = await app.inject({
      url: `/web-gw/users/${other.userId}/cart`,
      headers: { ...one.headers, language },
    });
    expect(foreign.statusCode).toBe(403);
    expectSaidIn(language, foreign, 'FORBIDDEN');

    // A lone diacritic: text that folds to nothing.
    const empty = await app.inject({ url: '/web-gw/products/suggest?query=%D9%8E', headers: { language } });
    expect(empty.statusCode).toBe(400);
    expectSaidIn(language, empty, 'EMPTY_SEARCH_TEXT');

    const notJson = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { language, 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(language === 'ar' ? ARABIC_LETTER : /not valid JSON/);

    const invalid = await app.inject({
      method: 'POST',
      url: `/web-gw/users/${one.userId}/carts/cart-items`,
      headers: { ...one.headers, language },
      payload: { quantity: 1 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_FAILED');
    // zod's own wording, in its Arabic translation (it names the expected type in English).
    for (const text of [invalid.json().message, invalid.json().errors[0].message])
      expect(text).toMatch(language === 'ar' ? ARABIC_LETTER : /not valid|Invalid input/);
  });
});
