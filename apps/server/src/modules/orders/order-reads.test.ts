import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  CartSchema,
  OrderHistoryEntrySchema,
  OrderItemSchema,
  OrderListSchema,
  OrderSchema,
  OrderTrackingSchema,
  ReorderResultSchema,
} from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { products } from '../catalogue/catalogue.schema.ts';
import { bearer, createGuest, signInByPhone, type Caller } from '../../../test/sessions.ts';
import { createProduct, setPublished, setStock, type TestProduct } from '../../../test/shop-fixtures.ts';
import { checkoutClient, orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';

const { app, database } = await buildTestApp();
const cod = await paymentMethodId(app, 'cod');

async function placeCodOrder(caller: Caller, product: TestProduct, quantity = 1) {
  const { client, addressId, cart } = await shopperReadyToOrder(app, caller, product.productId, quantity);
  return (await client.order(orderBody(cart, { addressId, paymentMethodId: cod }))).order;
}

const product = await createProduct(database, { price: 2_000, variations: [{ stock: 1_000 }] });
const owner = await createGuest(app);
const stranger = await createGuest(app);
const order = await placeCodOrder(owner, product, 2);
const ORDER_PATHS = ['', '/items', '/tracking', '/history', '/document'];

describe('reading one’s orders', () => {
  it('lists the caller’s orders newest first, a page at a time, with the total count', async () => {
    const customer = await signInByPhone(app, database, '+96551000201');
    const placed = [];
    for (let n = 1; n <= 3; n++) placed.push(await placeCodOrder(customer, product, n));
    const page = (query: string) =>
      app.inject({ url: `/web-gw/customers/${customer.userId}/orders${query}`, headers: customer.headers });
    const first = OrderListSchema.parse((await page('?top=2')).json());
    expect(first.count).toBe(3);
    expect(first.data.map((summary) => summary.orderId)).toEqual([placed[2]!.orderId, placed[1]!.orderId]);
    expect(first.data[0]).toMatchObject({ itemCount: 3, total: 7_000, status: 'processing' });
    expect(OrderListSchema.parse((await page('?skip=2&top=2')).json()).data.map((summary) => summary.orderId)).toEqual([
      placed[0]!.orderId,
    ]);
    for (const bad of ['?top=0', '?top=101', '?skip=-1', '?top=x']) expect((await page(bad)).statusCode, bad).toBe(400);
  });

  it('answers the order, its items, tracking, history and invoice to its owner', async () => {
    for (const suffix of ORDER_PATHS) {
      const response = await app.inject({
        url: `/web-gw/orders/${order.orderId}${suffix}`,
        headers: { ...owner.headers, userid: owner.userId },
      });
      expect(response.statusCode, suffix).toBe(200);
    }
    expect(
      OrderSchema.parse((await app.inject({ url: `/web-gw/orders/${order.orderId}`, headers: owner.headers })).json())
        .orderNumber,
    ).toBe(order.orderNumber);
  });

  it('gives each item its product’s picture, so the order page can show it and link the product', async () => {
    const picturePath = `/api/download/products/${product.productId}.svg`;
    await database.db.update(products).set({ picturePath }).where(eq(products.id, product.productId));
    const items = z
      .array(OrderItemSchema)
      .parse((await app.inject({ url: `/web-gw/orders/${order.orderId}/items`, headers: owner.headers })).json());
    expect(items.map((item) => [item.productId, item.picturePath])).toEqual([[product.productId, picturePath]]);
  });

  it('answers 404 for another customer’s order, whatever user id header they send, and 401 without a token', async () => {
    for (const suffix of ORDER_PATHS) {
      const url = `/web-gw/orders/${order.orderId}${suffix}`;
      const asStranger = await app.inject({ url, headers: { ...stranger.headers, userid: owner.userId } });
      expect([asStranger.statusCode, asStranger.json().code], suffix).toEqual([404, 'ORDER_NOT_FOUND']);
      expect((await app.inject({ url, headers: { userid: owner.userId } })).statusCode, suffix).toBe(401);
      expect(
        (await app.inject({ url: `/web-gw/orders/2000000000${suffix}`, headers: owner.headers })).statusCode,
        suffix,
      ).toBe(404);
    }
  });

  it('answers 400 for malformed order ids and user id headers', async () => {
    for (const suffix of ORDER_PATHS) {
      for (const id of ['abc', '0', '1e3', '99999999999']) {
        expect(
          (await app.inject({ url: `/web-gw/orders/${id}${suffix}`, headers: owner.headers })).statusCode,
          `${id}${suffix}`,
        ).toBe(400);
      }
      expect(
        (
          await app.inject({
            url: `/web-gw/orders/${order.orderId}${suffix}`,
            headers: { ...owner.headers, userid: 'not-a-uuid' },
          })
        ).statusCode,
      ).toBe(400);
    }
  });

  it('records every status change in the history and shows it on the tracking timeline', async () => {
    const history = OrderHistoryEntrySchema.array().parse(
      (await app.inject({ url: `/web-gw/orders/${order.orderId}/history`, headers: owner.headers })).json(),
    );
    expect(history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'processing' })]);
    const tracking = OrderTrackingSchema.parse(
      (await app.inject({ url: `/web-gw/orders/${order.orderId}/tracking`, headers: owner.headers })).json(),
    );
    expect(tracking.steps.map((step) => [step.status, step.reached, step.current])).toEqual([
      ['processing', true, true],
      ['shipped', false, false],
      ['delivered', false, false],
    ]);
  });
});

const support = await signInByPhone(app, database, '+96550000009');

describe('staff move orders on through the status machine', () => {
  const move = (orderId: number, status: string, caller: Caller = support) =>
    app.inject({
      method: 'PUT',
      url: `/api/support/orders/${orderId}/status`,
      headers: caller.headers,
      payload: { status, note: 'by support' },
    });

  it('takes legal moves, records them, and refuses illegal ones with 409', async () => {
    const placed = await placeCodOrder(await createGuest(app), product);
    expect((await move(placed.orderId, 'delivered')).json().code).toBe('ILLEGAL_STATUS_TRANSITION');
    expect(OrderSchema.parse((await move(placed.orderId, 'shipped')).json()).status).toBe('shipped');
    expect((await move(placed.orderId, 'cancelled')).statusCode).toBe(409);
    expect((await move(placed.orderId, 'delivered')).statusCode).toBe(200);
    expect((await move(placed.orderId, 'processing')).statusCode).toBe(409);
  });

  it('gives the stock back when an order is cancelled', async () => {
    const scarce = await createProduct(database, { price: 1_000, variations: [{ stock: 2 }] });
    const placed = await placeCodOrder(await createGuest(app), scarce, 2);
    expect((await app.inject(`/web-gw/products/${scarce.productId}/stock-qty`)).json().activeQty).toBe(0);
    expect(OrderSchema.parse((await move(placed.orderId, 'cancelled')).json()).status).toBe('cancelled');
    expect((await app.inject(`/web-gw/products/${scarce.productId}/stock-qty`)).json().activeQty).toBe(2);
    expect((await move(placed.orderId, 'cancelled')).statusCode).toBe(409);
  });

  it('is for support staff only', async () => {
    expect((await move(order.orderId, 'shipped', owner)).json().code).toBe('SUPPORT_ONLY');
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/support/orders/${order.orderId}/status`,
          payload: { status: 'shipped' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await move(2_000_000_000, 'shipped')).statusCode).toBe(404);
    expect((await move(order.orderId, 'lost')).statusCode).toBe(400);
  });
});

describe('reorder', () => {
  it('adds what is still available to the cart, capped by stock, and says what is not', async () => {
    const plenty = await createProduct(database, { price: 1_000, variations: [{ stock: 50 }] });
    const scarce = await createProduct(database, { price: 2_000, variations: [{ stock: 50 }] });
    const gone = await createProduct(database, { price: 3_000, variations: [{ stock: 50 }] });
    const customer = await createGuest(app);
    const client = checkoutClient(app, customer);
    for (const [item, quantity] of [
      [plenty, 2],
      [scarce, 5],
      [gone, 1],
    ] as const)
      await client.cart.addLine({ productId: item.productId, quantity });
    const { addressId } = await shopperReadyToOrder(app, customer, plenty.productId, 1);
    const placed = await client.order(orderBody(await client.cart.cart(), { addressId, paymentMethodId: cod }));
    await setStock(database, scarce.variationIds[0]!, 3);
    await setPublished(database, gone.productId, false);

    const response = await app.inject({
      method: 'POST',
      url: `/web-gw/tenants/customers/${customer.userId}/orders/${placed.order.orderId}/reorder`,
      headers: customer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = ReorderResultSchema.parse(response.json());
    expect(result.added.map((line) => [line.productId, line.quantity])).toEqual([
      [plenty.productId, 3],
      [scarce.productId, 3],
    ]);
    expect(result.unavailable.map((line) => [line.productId, line.missingQuantity, line.reason])).toEqual([
      [scarce.productId, 2, 'NOT_ENOUGH_STOCK'],
      [gone.productId, 1, 'NOT_SOLD'],
    ]);
    const cart = CartSchema.parse((await client.cart.getCart()).json());
    expect(cart.items.map((item) => [item.productId, item.productQuantity])).toEqual([
      [plenty.productId, 3],
      [scarce.productId, 3],
    ]);
    // Again: the cart already holds all the scarce stock.
    const again = ReorderResultSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: `/web-gw/tenants/customers/${customer.userId}/orders/${placed.order.orderId}/reorder`,
          headers: customer.headers,
        })
      ).json(),
    );
    expect(again.unavailable).toContainEqual(
      expect.objectContaining({ productId: scarce.productId, missingQuantity: 5, reason: 'NOT_ENOUGH_STOCK' }),
    );
  });

  it('answers 404 for another customer’s order and 400 for a malformed id', async () => {
    const url = (orderId: string | number) => `/web-gw/tenants/customers/${stranger.userId}/orders/${orderId}/reorder`;
    expect((await app.inject({ method: 'POST', url: url(order.orderId), headers: stranger.headers })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'POST', url: url('x'), headers: stranger.headers })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: url(order.orderId), headers: bearer(owner.accessToken) })).statusCode,
    ).toBe(403);
  });
});

describe('placing and listing are guarded by the user in the path', () => {
  it('refuses another customer’s path with 403 and no token with 401', async () => {
    const placing = await app.inject({
      method: 'POST',
      url: `/web-gw/users/${owner.userId}/orders`,
      headers: stranger.headers,
      payload: {},
    });
    expect(placing.statusCode).toBe(403);
    expect((await app.inject({ url: `/web-gw/customers/${owner.userId}/orders` })).statusCode).toBe(401);
    expect((await app.inject({ url: `/web-gw/customers/not-a-uuid/orders`, headers: owner.headers })).statusCode).toBe(
      403,
    );
  });
});
