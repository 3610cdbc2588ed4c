import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OrderHistoryEntrySchema, OrderListSchema, OrderSchema, PaymentStatusSchema } from '@storefront/contracts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createGuest, type Caller } from '../../../test/sessions.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import {
  checkoutClient,
  orderBody,
  paymentMethodId,
  resultStatusOf,
  shopperReadyToOrder,
} from '../../../test/checkout-client.ts';
import { orders } from './orders.schema.ts';
import { productVariations } from '../catalogue/catalogue.schema.ts';
import { deliverySlots } from '../shipping/shipping.schema.ts';
import { promoCodes } from '../promotions/promotions.schema.ts';

// Readers release an overdue order on the spot (`lazy`); the recurring sweep job does it on its own
// (`swept`, which sweeps every second here).
const lazy = await buildTestApp({ PAYMENT_TIMEOUT_MINUTES: '15' });
const swept = await buildTestApp({ PAYMENT_SWEEP_INTERVAL_SECONDS: '1' });

const stockOf = async ({ database }: TestContext, variationId: number) =>
  (await database.db.select().from(productVariations).where(eq(productVariations.id, variationId)))[0]!.activeQty;
/** Moves the order's payment deadline into the past, as if the shopper had walked away. */
const letPaymentTimeRunOut = ({ database }: TestContext, orderId: number) =>
  database.db
    .update(orders)
    .set({ paymentDueAt: new Date(Date.now() - 1_000) })
    .where(eq(orders.id, orderId));
const historyOf = async (app: FastifyInstance, caller: Caller, orderId: number) =>
  OrderHistoryEntrySchema.array()
    .parse((await checkoutClient(app, caller).get(`/web-gw/orders/${orderId}/history`)).json())
    .map((entry) => entry.toStatus);

/** A card order holding 2 units of a product with 5, a delivery slot place and a promo use. */
async function unpaidOrder(context: TestContext) {
  const { app, database } = context;
  const product = await createProduct(database, { price: 20_000, variations: [{ stock: 5 }] });
  const caller = await createGuest(app);
  const { client, addressId } = await shopperReadyToOrder(app, caller, product.productId, 2);
  expect((await client.cart.applyPromo('SAVE5')).statusCode).toBe(200);
  const [slot] = await database.db
    .select()
    .from(deliverySlots)
    .where(sql`${deliverySlots.date} > current_date + 1`)
    .limit(1);
  const cart = await client.cart.cart();
  const placed = await client.order(
    orderBody(cart, { addressId, paymentMethodId: await paymentMethodId(app, 'card'), deliverySlotId: slot!.id }),
  );
  const [promo] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'SAVE5'));
  const reservedOf = async () =>
    (await database.db.select().from(deliverySlots).where(eq(deliverySlots.id, slot!.id)))[0]!.reserved;
  const usesOf = async () =>
    (await database.db.select().from(promoCodes).where(eq(promoCodes.id, promo!.id)))[0]!.usedCount;
  return { caller, product, placed, reservedOf, usesOf, reserved: await reservedOf(), uses: await usesOf() };
}

describe('an unpaid online order releases what it holds when its payment time is up', () => {
  it('sets the deadline from PAYMENT_TIMEOUT_MINUTES', async () => {
    const { placed } = await unpaidOrder(lazy);
    const minutes =
      (new Date(placed.order.paymentDueAt!).getTime() - new Date(placed.order.createdAt).getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(15);
  });

  it('when the order is read: cancelled, stock, slot place and promo use given back, the payment expired', async () => {
    const { caller, product, placed, reservedOf, usesOf, reserved, uses } = await unpaidOrder(lazy);
    expect(await stockOf(lazy, product.variationIds[0]!)).toBe(3);
    await letPaymentTimeRunOut(lazy, placed.order.orderId);

    const order = OrderSchema.parse(
      (await checkoutClient(lazy.app, caller).get(`/web-gw/orders/${placed.order.orderId}`)).json(),
    );
    expect(order.status).toBe('cancelled');
    expect(await stockOf(lazy, product.variationIds[0]!)).toBe(5);
    expect(await reservedOf()).toBe(reserved - 1);
    expect(await usesOf()).toBe(uses - 1);
    expect(
      PaymentStatusSchema.parse(
        (
          await checkoutClient(lazy.app, caller).get(`/web-gw/payments/reference/${placed.payment!.reference}/status`)
        ).json(),
      ),
    ).toMatchObject({
      status: 'expired',
      orderStatus: 'cancelled',
      canPay: false,
      canRetry: false,
    });
    // Read again (or swept later): released once only.
    await checkoutClient(lazy.app, caller).get(`/web-gw/customers/${caller.userId}/orders`);
    expect(
      OrderListSchema.parse(
        (await checkoutClient(lazy.app, caller).get(`/web-gw/customers/${caller.userId}/orders`)).json(),
      ).data[0]!.status,
    ).toBe('cancelled');
    expect(await stockOf(lazy, product.variationIds[0]!)).toBe(5);
    expect(await historyOf(lazy.app, caller, placed.order.orderId)).toEqual(['awaiting_payment', 'cancelled']);
  });

  it('a payment the shopper finished at the gateway in time wins over the timeout', async () => {
    const { caller, product, placed } = await unpaidOrder(lazy);
    // Paid on the hosted page, but the browser never came back to the shop.
    const page = new URL(placed.payment!.paymentLink).pathname;
    const paid = await lazy.app.inject({
      method: 'POST',
      url: page,
      payload: 'cardNumber=4242424242424242&expiry=12/39&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    await letPaymentTimeRunOut(lazy, placed.order.orderId);
    expect(
      OrderSchema.parse((await checkoutClient(lazy.app, caller).get(`/web-gw/orders/${placed.order.orderId}`)).json())
        .status,
    ).toBe('paid');
    expect(await stockOf(lazy, product.variationIds[0]!)).toBe(3);
  });

  it('a result arriving after the order was released marks nothing paid', async () => {
    const { caller, placed } = await unpaidOrder(lazy);
    await letPaymentTimeRunOut(lazy, placed.order.orderId);
    await checkoutClient(lazy.app, caller).get(`/web-gw/orders/${placed.order.orderId}`);
    // The payment was voided at the gateway: its page only sends the shopper back, and the shop says it expired.
    const page = await lazy.app.inject(new URL(placed.payment!.paymentLink).pathname);
    expect(page.statusCode).toBe(303);
    const back = new URL(page.headers.location as string);
    expect(back.searchParams.get('result')).toBe('cancelled');
    expect(resultStatusOf(await lazy.app.inject(`${back.pathname}${back.search}`))).toBe('expired');
    expect(await historyOf(lazy.app, caller, placed.order.orderId)).toEqual(['awaiting_payment', 'cancelled']);
  });

  it('by the recurring sweep job, with nobody reading the order', async () => {
    const { product, placed } = await unpaidOrder(swept);
    await letPaymentTimeRunOut(swept, placed.order.orderId);
    await expect
      .poll(
        async () =>
          (await swept.database.db.select().from(orders).where(eq(orders.id, placed.order.orderId)))[0]!.status,
        { timeout: 10_000, interval: 250 },
      )
      .toBe('cancelled');
    expect(await stockOf(swept, product.variationIds[0]!)).toBe(5);
  });
});
