import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PaymentLinkSchema, type PlacedOrder } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, type Caller } from '../../../test/sessions.ts';
import { cartClient } from '../../../test/cart-client.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import {
  orderBody,
  paymentMethodId,
  payOnHostedPage,
  resultStatusOf,
  shopperReadyToOrder,
  TEST_CARDS,
} from '../../../test/checkout-client.ts';
import { productVariations } from '../catalogue/catalogue.schema.ts';
import { orders } from './orders.schema.ts';

// Issue 10: unpaid online orders hold stock. A declined payment gives it back at once (paying again
// takes it anew); open unpaid orders are capped per customer and per client address; a shopper who
// meets units held this way is told they are reserved by other shoppers, not sold out.
const { app, database } = await buildTestApp({ UNPAID_ORDERS_PER_CUSTOMER: '2' });
const perAddress = await buildTestApp({ UNPAID_ORDERS_PER_ADDRESS: '2' });
const cod = await paymentMethodId(app, 'cod');
const card = await paymentMethodId(app, 'card');

const stockOf = async (variationId: number, on = database) =>
  (await on.db.select().from(productVariations).where(eq(productVariations.id, variationId)))[0]!.activeQty;
const statusOf = async (orderId: number) =>
  (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

async function placeByCard(caller: Caller, productId: number, quantity: number, on = app) {
  const { client, addressId, cart } = await shopperReadyToOrder(on, caller, productId, quantity);
  return { client, placed: await client.order(orderBody(cart, { addressId, paymentMethodId: card })) };
}

describe('a declined payment', () => {
  it('gives the stock back at once; paying again takes it anew and can still be paid', async () => {
    const product = await createProduct(database, { price: 2_000, variations: [{ stock: 10 }] });
    const variationId = product.variationIds[0]!;
    const { client, placed } = await placeByCard(await createGuest(app), product.productId, 3);
    expect(await stockOf(variationId)).toBe(7);

    expect(resultStatusOf(await payOnHostedPage(app, placed.payment!.paymentLink, TEST_CARDS.decline))).toBe('failed');
    expect(await statusOf(placed.order.orderId)).toBe('payment_failed');
    expect(await stockOf(variationId)).toBe(10);

    const retry = await client.put(`/web-gw/payment-requests/reference/${placed.payment!.reference}/submitted`, {
      paymentMethodId: card,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await stockOf(variationId)).toBe(7);
    expect(await statusOf(placed.order.orderId)).toBe('awaiting_payment');
    const link = PaymentLinkSchema.parse(retry.json());
    expect(resultStatusOf(await payOnHostedPage(app, link.paymentLink, TEST_CARDS.success))).toBe('paid');
    expect(await stockOf(variationId)).toBe(7);
  });

  it('cannot be paid again once its stock went to someone else: the shopper is told it is gone', async () => {
    const product = await createProduct(database, { price: 2_000, variations: [{ stock: 2 }] });
    const { client, placed } = await placeByCard(await createGuest(app), product.productId, 2);
    await payOnHostedPage(app, placed.payment!.paymentLink, TEST_CARDS.decline);
    const other = await shopperReadyToOrder(app, await createGuest(app), product.productId, 2);
    await other.client.order(orderBody(other.cart, { addressId: other.addressId, paymentMethodId: cod }));

    const retry = await client.put(`/web-gw/payment-requests/reference/${placed.payment!.reference}/submitted`, {
      paymentMethodId: card,
    });
    expect([retry.statusCode, retry.json().code]).toEqual([409, 'OUT_OF_STOCK']);
    expect(await statusOf(placed.order.orderId)).toBe('payment_failed');
    expect(await stockOf(product.variationIds[0]!)).toBe(0);
  });
});

describe('open unpaid orders', () => {
  it('are capped per customer with a translated 429; cash on delivery stays open to them', async () => {
    const product = await createProduct(database, { price: 2_000, variations: [{ stock: 50 }] });
    const guest = await createGuest(app);
    await placeByCard(guest, product.productId, 1);
    await placeByCard(guest, product.productId, 1);
    const { client, addressId, cart } = await shopperReadyToOrder(app, guest, product.productId, 1);
    const third = await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: card }));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'TOO_MANY_UNPAID_ORDERS',
      message: 'You have too many orders waiting for payment. Pay one of them first, or choose cash on delivery.',
    });
    const inArabic = await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: card }), { language: 'ar' });
    expect(inArabic.json().message).toBe(
      'لديك طلبات كثيرة بانتظار الدفع. ادفع أحدها أولًا، أو اختر الدفع عند الاستلام.',
    );
    expect((await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod }))).statusCode).toBe(201);
  });

  it('are capped per client address over every guest placing them, even all at once', async () => {
    const { app: shop, database: shopDatabase } = perAddress;
    const product = await createProduct(shopDatabase, { price: 2_000, variations: [{ stock: 30 }] });
    const shopCard = await paymentMethodId(shop, 'card');
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const guest = await createGuest(shop);
        return { guest, ...(await shopperReadyToOrder(shop, guest, product.productId, 5)) };
      }),
    );
    const answers = await Promise.all(
      shoppers.map(({ guest, addressId, cart }) =>
        shop.inject({
          method: 'POST',
          url: `/web-gw/users/${guest.userId}/orders`,
          headers: guest.headers,
          remoteAddress: '203.0.113.50',
          payload: orderBody(cart, { addressId, paymentMethodId: shopCard }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().code).toBe(
      'TOO_MANY_UNPAID_ORDERS_FROM_ADDRESS',
    );
    expect(await stockOf(product.variationIds[0]!, shopDatabase)).toBe(20);
  });
});

describe('stock held by other shoppers’ unpaid orders', () => {
  const reserved = (name: string) =>
    `The last units of "${name}" are reserved by other shoppers who are paying for them. Units they do not pay for come back within 30 minutes.`;

  it('is "reserved by other shoppers", not out of stock, when adding to the cart (in the caller’s language)', async () => {
    const product = await createProduct(database, { price: 2_000, variations: [{ stock: 2 }] });
    await placeByCard(await createGuest(app), product.productId, 2);
    const response = await cartClient(app, await createGuest(app)).add({ productId: product.productId, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'RESERVED_BY_OTHER_SHOPPERS', message: reserved(product.nameEn) });
    const inArabic = await cartClient(app, await createGuest(app), 'ar').add({
      productId: product.productId,
      quantity: 1,
    });
    expect(inArabic.json().message).toBe(
      `آخر القطع من "${product.nameAr}" محجوزة لمتسوقين آخرين يدفعون ثمنها الآن. ما لا يُدفع ثمنه يعود متاحًا خلال 30 دقيقة.`,
    );
  });

  it('is "reserved by other shoppers" when placing an order whose units were taken meanwhile', async () => {
    const product = await createProduct(database, { price: 2_000, variations: [{ stock: 2 }] });
    const late = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    await placeByCard(await createGuest(app), product.productId, 2);
    const answer = await late.client.placeOrder(
      orderBody(late.cart, { addressId: late.addressId, paymentMethodId: cod }),
    );
    expect([answer.statusCode, answer.json().code, answer.json().message]).toEqual([
      409,
      'RESERVED_BY_OTHER_SHOPPERS',
      reserved(product.nameEn),
    ]);
  });

  it('is plain out of stock once the holding order is paid', async () => {
    const product = await createProduct(database, { price: 2_000, variations: [{ stock: 1 }] });
    const { placed } = await placeByCard(await createGuest(app), product.productId, 1);
    await payOnHostedPage(app, (placed as PlacedOrder).payment!.paymentLink, TEST_CARDS.success);
    const response = await cartClient(app, await createGuest(app)).add({ productId: product.productId, quantity: 1 });
    expect(response.json().code).toBe('OUT_OF_STOCK');
  });
});
