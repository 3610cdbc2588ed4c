import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, signInByPhone } from '../../../test/sessions.ts';
import { cartClient } from '../../../test/cart-client.ts';
import { createProduct, setStock } from '../../../test/shop-fixtures.ts';
import { carts } from './cart.schema.ts';

// POST /api/account/login with a guest's token, for a phone that already has a customer: the
// guest's cart joins the customer's (SPEC issue 4).

const { app, database } = await buildTestApp();

const newPen = (stock = 50) => createProduct(database, { price: 1_500, variations: [{ stock }] });

/** A customer signed in by phone, and a guest about to sign in with the same phone. */
async function customerAndGuest(phone: string) {
  const customer = await signInByPhone(app, database, phone);
  const guest = await createGuest(app);
  return { customer, guest, signInGuest: () => signInByPhone(app, database, phone, guest) };
}

describe('a guest signing in as an existing customer', () => {
  it('adds its quantities to the customer’s identical lines and brings its other lines, then its own cart is gone', async () => {
    const [pen, ink] = [await newPen(), await newPen()];
    const { customer, guest, signInGuest } = await customerAndGuest('+96551160001');
    await cartClient(app, customer).addLine({ productId: pen.productId, quantity: 2 });
    await cartClient(app, guest).addLine({ productId: pen.productId, quantity: 3 });
    await cartClient(app, guest).addLine({ productId: ink.productId, quantity: 1 });

    const signedIn = await signInGuest();
    expect(signedIn.userId).toBe(customer.userId);
    const cart = await cartClient(app, signedIn).cart();
    expect(cart.items.map((item) => [item.productId, item.productQuantity])).toEqual([
      [pen.productId, 5],
      [ink.productId, 1],
    ]);
    expect(await database.db.select().from(carts).where(eq(carts.customerId, guest.userId))).toEqual([]);
    expect((await cartClient(app, guest).cart()).items).toEqual([]);
  });

  it('caps the sum by the stock, never lowering the customer’s own quantity, and skips what is sold out', async () => {
    const [pen, ink, sold] = [await newPen(10), await newPen(10), await newPen(10)];
    const { customer, guest, signInGuest } = await customerAndGuest('+96551160002');
    await cartClient(app, customer).addLine({ productId: pen.productId, quantity: 6 });
    await cartClient(app, customer).addLine({ productId: ink.productId, quantity: 8 });
    await cartClient(app, guest).addLine({ productId: pen.productId, quantity: 7 });
    await cartClient(app, guest).addLine({ productId: ink.productId, quantity: 1 });
    await cartClient(app, guest).addLine({ productId: sold.productId, quantity: 2 });
    await setStock(database, ink.variationIds[0]!, 5);
    await setStock(database, sold.variationIds[0]!, 0);

    const cart = await cartClient(app, await signInGuest()).cart();
    expect(cart.items.map((item) => [item.productId, item.productQuantity])).toEqual([
      [pen.productId, 10],
      [ink.productId, 8],
    ]);
  });

  it('caps the sum at the 999-unit line limit even when the stock is larger', async () => {
    const pen = await newPen(5_000);
    const { customer, guest, signInGuest } = await customerAndGuest('+96551160009');
    await cartClient(app, customer).addLine({ productId: pen.productId, quantity: 999 });
    await cartClient(app, guest).addLine({ productId: pen.productId, quantity: 999 });
    const cart = await cartClient(app, await signInGuest()).cart();
    expect(cart.items.map((item) => item.productQuantity)).toEqual([999]);
  });

  it('takes the guest’s promo code and shipping method where the customer chose none, but never the guest’s addresses', async () => {
    const pen = await newPen();
    const { customer, guest, signInGuest } = await customerAndGuest('+96551160003');
    await cartClient(app, customer).setPaymentMethod(1);
    const guestCart = cartClient(app, guest);
    await guestCart.addLine({ productId: pen.productId, quantity: 10 });
    await guestCart.setShippingMethod(1, 1_000);
    // SAVE5 (from 30.000 KD): once-per-customer codes are not open to guests (ADR 019).
    await guestCart.addLine({ productId: pen.productId, quantity: 10 });
    expect((await guestCart.applyPromo('SAVE5')).statusCode).toBe(200);

    const cart = await cartClient(app, await signInGuest()).cart();
    expect(cart).toMatchObject({
      promoCode: 'SAVE5',
      discount: 5_000,
      shippingMethodId: 1,
      paymentMethodId: 1,
      shippingAddressId: null,
    });
  });

  it('keeps the cart of a guest who signs in with a new phone: it becomes the customer', async () => {
    const pen = await newPen();
    const guest = await createGuest(app);
    await cartClient(app, guest).addLine({ productId: pen.productId, quantity: 2 });
    const customer = await signInByPhone(app, database, '+96551160004', guest);
    expect(customer.userId).toBe(guest.userId);
    expect((await cartClient(app, customer).cart()).itemCount).toBe(2);
  });
});
