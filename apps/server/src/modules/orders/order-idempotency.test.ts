import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PlacedOrderSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';
import { orders } from './orders.schema.ts';
import { productVariations } from '../catalogue/catalogue.schema.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const cod = await paymentMethodId(app, 'cod');
const card = await paymentMethodId(app, 'card');

const ordersOf = (customerId: string) => db.select().from(orders).where(eq(orders.customerId, customerId));
const stockOf = async (variationId: number) =>
  (await db.select().from(productVariations).where(eq(productVariations.id, variationId)))[0]!.activeQty;

describe('a double submit places one order', () => {
  it('with an Idempotency-Key: the replay answers the same order (and its payment link) with 200', async () => {
    const product = await createProduct(database, { price: 3_000, variations: [{ stock: 10 }] });
    const guest = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId, 2);
    const body = orderBody(cart, { addressId, paymentMethodId: card });
    const key = { 'idempotency-key': 'checkout-7f3a9c21' };
    const first = await client.placeOrder(body, key);
    const replay = await client.placeOrder(body, key);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    expect(PlacedOrderSchema.parse(replay.json())).toEqual(PlacedOrderSchema.parse(first.json()));
    expect(await ordersOf(guest.userId)).toHaveLength(1);
    expect(await stockOf(product.variationIds[0]!)).toBe(8);
  });

  it('an Idempotency-Key sent again with another body answers 422 in the caller’s language, and places nothing', async () => {
    const product = await createProduct(database, { price: 3_000, variations: [{ stock: 10 }] });
    const guest = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId, 1);
    const key = { 'idempotency-key': 'reused-key-0001' };
    expect((await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod }), key)).statusCode).toBe(201);
    const other = await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: card }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different order. Send a new key with a new order.',
    });
    const inArabic = await client.placeOrder(
      { ...orderBody(cart, { addressId, paymentMethodId: cod }), orderNotes: 'x' },
      {
        ...key,
        language: 'ar',
      },
    );
    expect([inArabic.statusCode, inArabic.json().message]).toEqual([
      422,
      'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف. أرسل مفتاحًا جديدًا مع كل طلب جديد.',
    ]);
    expect(await ordersOf(guest.userId)).toHaveLength(1);
    expect(await stockOf(product.variationIds[0]!)).toBe(9);
  });

  it('with an Idempotency-Key sent twice at once: both answer the one order', async () => {
    const product = await createProduct(database, { price: 3_000, variations: [{ stock: 10 }] });
    const guest = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId, 1);
    const body = orderBody(cart, { addressId, paymentMethodId: cod });
    const key = { 'idempotency-key': 'double-click-0001' };
    const answers = await Promise.all([client.placeOrder(body, key), client.placeOrder(body, key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json().order.orderId)).size).toBe(1);
    expect(await ordersOf(guest.userId)).toHaveLength(1);
    expect(await stockOf(product.variationIds[0]!)).toBe(9);
  });

  it('without a key, a double click places one order and the second click is told the cart was just ordered', async () => {
    const product = await createProduct(database, { price: 3_000, variations: [{ stock: 10 }] });
    const guest = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId, 3);
    const body = orderBody(cart, { addressId, paymentMethodId: cod });
    const answers = await Promise.all([client.placeOrder(body), client.placeOrder(body), client.placeOrder(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .every((answer) => ['CART_CHANGED', 'CART_EMPTY'].includes(answer.json().code)),
    ).toBe(true);
    expect(await ordersOf(guest.userId)).toHaveLength(1);
    expect(await stockOf(product.variationIds[0]!)).toBe(7);
    // Submitted again later, the emptied cart places nothing either.
    expect((await client.placeOrder(body)).json().code).toBe('CART_EMPTY');
  });

  it('a key is the customer’s own: another customer’s same key places their own order', async () => {
    const product = await createProduct(database, { price: 3_000, variations: [{ stock: 10 }] });
    const key = { 'idempotency-key': 'shared-key-000001' };
    for (let n = 0; n < 2; n++) {
      const guest = await createGuest(app);
      const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId, 1);
      expect((await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod }), key)).statusCode).toBe(201);
    }
  });
});
