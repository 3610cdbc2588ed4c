import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { OrderItemSchema, PlacedOrderSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest, signInByPhone } from '../../../test/sessions.ts';
import { createProduct, setPrice, setStock } from '../../../test/shop-fixtures.ts';
import { fieldsOf } from '../../../test/cart-client.ts';
import {
  checkoutClient,
  createAddress,
  orderBody,
  paymentMethodId,
  shopperReadyToOrder,
} from '../../../test/checkout-client.ts';
import { productVariations } from '../catalogue/catalogue.schema.ts';
import { deliverySlots } from '../shipping/shipping.schema.ts';
import { promoCodes, promoRedemptions } from '../promotions/promotions.schema.ts';
import { orders } from './orders.schema.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const cod = await paymentMethodId(app, 'cod');
const card = await paymentMethodId(app, 'card');
const tabby = await paymentMethodId(app, 'tabby');

const stockOf = async (variationId: number) =>
  (
    await db
      .select({ qty: productVariations.activeQty })
      .from(productVariations)
      .where(eq(productVariations.id, variationId))
  )[0]!.qty;
const expectError = (response: { statusCode: number; json: () => { code?: string } }, status: number, code: string) =>
  expect([response.statusCode, response.json().code], JSON.stringify(response.json())).toEqual([status, code]);

describe('placing an order from the cart', () => {
  it('prices every line, the fee and the total from the server’s data, whatever the client sends', async () => {
    const product = await createProduct(database, { price: 4_500, variations: [{ stock: 10 }] });
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 2);
    const tampered = {
      ...orderBody(cart, { addressId, paymentMethodId: cod }),
      items: orderBody(cart, { addressId, paymentMethodId: cod }).items.map((item) => ({
        ...item,
        unitPrice: 1,
        discountValue: 99_999,
        taxPercent: 50,
      })),
      subTotal: 2,
      total: 3,
      shippingFees: 0,
      discount: 100_000,
    };
    const placed = await client.order(tampered);
    expect(placed.order).toMatchObject({
      status: 'processing',
      subTotal: 9_000,
      discount: 0,
      shippingAmount: 1_000,
      total: 10_000,
      itemCount: 2,
      currency: 'KWD',
    });
    expect(placed.order.orderNumber).toMatch(/^SQ-\d{4}-\d{6,}$/);
    expect(placed.payment).toBeNull();
    const items = OrderItemSchema.array().parse(
      (await client.get(`/web-gw/orders/${placed.order.orderId}/items`)).json(),
    );
    expect(items).toEqual([
      expect.objectContaining({
        productId: product.productId,
        quantity: 2,
        unitPrice: 4_500,
        lineTotal: 9_000,
        discountType: 'amount',
        discountValue: 0,
        taxable: true,
        taxPercent: 0,
      }),
    ]);
    expect(await stockOf(product.variationIds[0]!)).toBe(8);
    expect((await client.cart.cart()).items).toEqual([]);
  });

  it('charges today’s price, not the one the shopper’s page showed', async () => {
    const product = await createProduct(database, { price: 3_000 });
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    await setPrice(database, product.productId, 3_250);
    const placed = await client.order(orderBody(cart, { addressId, paymentMethodId: cod }));
    expect(placed.order).toMatchObject({ subTotal: 3_250, total: 4_250 });
  });

  it('ships free over the method’s threshold and keeps the order notes and line notes', async () => {
    const product = await createProduct(database, { price: 10_000 });
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 2);
    const body = orderBody(cart, { addressId, paymentMethodId: cod, orderNotes: 'Leave it with the guard' });
    body.items[0]!.itemNotes = 'Gift wrap, please';
    const placed = await client.order(body);
    expect(placed.order).toMatchObject({
      subTotal: 20_000,
      shippingAmount: 0,
      total: 20_000,
      orderNotes: 'Leave it with the guard',
    });
    const [item] = OrderItemSchema.array().parse(
      (await client.get(`/web-gw/orders/${placed.order.orderId}/items`)).json(),
    );
    expect(item!.itemNotes).toBe('Gift wrap, please');
  });

  it('refuses lines that are not the cart’s with 409 CART_CHANGED, and an empty cart with 409 CART_EMPTY', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 2);
    const body = orderBody(cart, { addressId, paymentMethodId: cod });
    expectError(await client.placeOrder({ ...body, items: [{ ...body.items[0]!, quantity: 3 }] }), 409, 'CART_CHANGED');
    expectError(
      await client.placeOrder({ ...body, items: [...body.items, { ...body.items[0]!, productId: 1 }] }),
      409,
      'CART_CHANGED',
    );
    await client.cart.clear();
    expectError(await client.placeOrder(body), 409, 'CART_EMPTY');
  });

  it('answers 400 naming the fields for malformed bodies', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    const body = orderBody(cart, { addressId, paymentMethodId: cod });
    const cases: [object, string][] = [
      [{ ...body, billingAddressId: 'one' }, 'billingAddressId'],
      [{ ...body, paymentMethodId: undefined }, 'paymentMethodId'],
      [{ ...body, items: [] }, 'items'],
      [{ ...body, items: [{ ...body.items[0]!, quantity: 0 }] }, 'items.0.quantity'],
      [{ ...body, items: [{ ...body.items[0]!, unitPrice: 'free' }] }, 'items.0.unitPrice'],
      [{ ...body, shipToSameBillingAddress: false, shippingAddressId: null }, 'shippingAddressId'],
      [{ ...body, deliverySlotId: -4 }, 'deliverySlotId'],
      [{ ...body, orderNotes: 'x'.repeat(1001) }, 'orderNotes'],
    ];
    for (const [payload, field] of cases) {
      const response = await client.placeOrder(payload);
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response.json()), field).toContain(field);
    }
    expect((await client.placeOrder(body, { 'idempotency-key': 'no spaces allowed' })).statusCode).toBe(400);
  });

  it('orders only to the customer’s own addresses, with a shipping method and payment method on offer', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const stranger = await createGuest(app);
    const strangersAddress = await createAddress(app, stranger);
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    const body = orderBody(cart, { addressId, paymentMethodId: cod });
    expectError(await client.placeOrder({ ...body, billingAddressId: strangersAddress }), 404, 'ADDRESS_NOT_FOUND');
    expectError(
      await client.placeOrder({ ...body, shipToSameBillingAddress: false, shippingAddressId: strangersAddress }),
      404,
      'ADDRESS_NOT_FOUND',
    );
    expectError(await client.placeOrder({ ...body, shippingMethodId: 999 }), 404, 'SHIPPING_METHOD_NOT_FOUND');
    expectError(await client.placeOrder({ ...body, paymentMethodId: 999 }), 404, 'PAYMENT_METHOD_NOT_FOUND');
    expect((await client.cart.cart()).items).toHaveLength(1);
  });

  it('snapshots the addresses: editing the address book later does not change the order', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const caller = await createGuest(app);
    const { client, addressId, cart } = await shopperReadyToOrder(app, caller, product.productId, 1);
    const billing = await createAddress(app, caller);
    const placed = await client.order(
      orderBody(cart, {
        addressId: billing,
        paymentMethodId: cod,
        shipToSameBillingAddress: false,
        shippingAddressId: addressId,
      }),
    );
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/customers/${caller.userId}/address/${addressId}`,
      headers: caller.headers,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const order = (await checkoutClient(app, caller, 'ar').get(`/web-gw/orders/${placed.order.orderId}`)).json();
    expect(order.shippingAddress).toMatchObject({ firstName: 'فاطمة', street: 'شارع 42', countryName: 'الكويت' });
  });

  it('refuses tabby for a total under its minimum with 400 PAYMENT_METHOD_NOT_AVAILABLE', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    expectError(
      await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: tabby })),
      400,
      'PAYMENT_METHOD_NOT_AVAILABLE',
    );
  });
});

describe('stock, delivery slots and promo codes are taken in the order’s transaction', () => {
  it('refuses more than the stock with 409 naming the product, and rolls everything back', async () => {
    const product = await createProduct(database, { price: 2_000, variations: [{ stock: 3 }] });
    const { client, addressId, cart } = await shopperReadyToOrder(
      app,
      await createGuest(app),
      product.productId,
      3,
      'ar',
    );
    await setStock(database, product.variationIds[0]!, 2);
    const response = await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod }));
    expectError(response, 409, 'NOT_ENOUGH_STOCK');
    expect(response.json().message).toContain(product.nameAr);
    expect(await stockOf(product.variationIds[0]!)).toBe(2);
    expect((await client.cart.cart()).items[0]!.productQuantity).toBe(3);
    await setStock(database, product.variationIds[0]!, 0);
    expectError(await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod })), 409, 'OUT_OF_STOCK');
  });

  it('reserves a place in the chosen delivery slot and refuses a full one with 409 DELIVERY_SLOT_FULL', async () => {
    const product = await createProduct(database, { price: 2_000 });
    const [slot] = await db
      .select()
      .from(deliverySlots)
      .where(sql`${deliverySlots.date} > current_date + 1`)
      .limit(1);
    const first = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    const placed = await first.client.order(
      orderBody(first.cart, { addressId: first.addressId, paymentMethodId: cod, deliverySlotId: slot!.id }),
    );
    expect(placed.order.deliverySlot).toMatchObject({ deliverySlotId: slot!.id, date: slot!.date });
    expect((await db.select().from(deliverySlots).where(eq(deliverySlots.id, slot!.id)))[0]!.reserved).toBe(
      slot!.reserved + 1,
    );

    await db.update(deliverySlots).set({ reserved: slot!.capacity }).where(eq(deliverySlots.id, slot!.id));
    const second = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    expectError(
      await second.client.placeOrder(
        orderBody(second.cart, { addressId: second.addressId, paymentMethodId: cod, deliverySlotId: slot!.id }),
      ),
      409,
      'DELIVERY_SLOT_FULL',
    );
    expectError(
      await second.client.placeOrder(
        orderBody(second.cart, { addressId: second.addressId, paymentMethodId: cod, deliverySlotId: 2_000_000_000 }),
      ),
      404,
      'DELIVERY_SLOT_NOT_FOUND',
    );
  });

  it('consumes a promo use atomically: the discount is the server’s and a used-up code places nothing', async () => {
    const product = await createProduct(database, { price: 10_000 });
    const [limited] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'LIMITED'));
    // LIMITED is once per customer, so only for signed-in customers (ADR 019).
    const customer = await signInByPhone(app, database, '+96551000111');
    const { client, addressId } = await shopperReadyToOrder(app, customer, product.productId, 1);
    expect((await client.cart.applyPromo('limited')).statusCode).toBe(200);
    const cart = await client.cart.cart();
    const placed = await client.order(orderBody(cart, { addressId, paymentMethodId: cod }));
    expect(placed.order).toMatchObject({
      subTotal: 10_000,
      discount: 2_000,
      shippingAmount: 1_000,
      total: 9_000,
      promoCode: 'LIMITED',
    });
    expect((await db.select().from(promoCodes).where(eq(promoCodes.id, limited!.id)))[0]!.usedCount).toBe(
      limited!.usedCount + 1,
    );
    expect(
      await db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, placed.order.orderId)),
    ).toHaveLength(1);

    const next = await shopperReadyToOrder(
      app,
      await signInByPhone(app, database, '+96551000112'),
      product.productId,
      1,
    );
    expect((await next.client.cart.applyPromo('LIMITED')).statusCode).toBe(200);
    const nextCart = await next.client.cart.cart();
    // The last use goes to someone else between the shopper's cart and their order.
    await db.update(promoCodes).set({ usedCount: limited!.maxUses! }).where(eq(promoCodes.id, limited!.id));
    const refused = await next.client.placeOrder(
      orderBody(nextCart, { addressId: next.addressId, paymentMethodId: cod }),
    );
    // The cart already shows the code no longer applies, so the order is placed at the full price.
    expect(refused.statusCode).toBe(201);
    expect(PlacedOrderSchema.parse(refused.json()).order).toMatchObject({
      discount: 0,
      promoCode: null,
      total: 11_000,
    });
  });

  it('rolls the whole order back when the code’s last use goes to another order at the same moment', async () => {
    const product = await createProduct(database, { price: 10_000, variations: [{ stock: 5 }] });
    await db.update(promoCodes).set({ usedCount: 0 }).where(eq(promoCodes.code, 'LIMITED'));
    const customer = await signInByPhone(app, database, '+96551000113');
    const { client, addressId } = await shopperReadyToOrder(app, customer, product.productId, 1);
    await client.cart.applyPromo('LIMITED');
    const cart = await client.cart.cart();
    expect(cart.discount).toBe(2_000);
    // Inside the order's transaction, just before the code is redeemed, its last use is taken.
    await db.execute(
      sql`create function take_last_promo_use() returns trigger language plpgsql as $$ begin update promo_codes set used_count = max_uses where code = 'LIMITED'; return new; end $$`,
    );
    await db.execute(
      sql`create trigger take_last_promo_use before update on carts for each row execute function take_last_promo_use()`,
    );
    try {
      expectError(await client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod })), 409, 'PROMO_USED_UP');
    } finally {
      await db.execute(sql`drop trigger take_last_promo_use on carts`);
      await db.execute(sql`drop function take_last_promo_use`);
    }
    expect(await stockOf(product.variationIds[0]!)).toBe(5);
    expect(await client.cart.cart()).toMatchObject({
      promoCode: 'LIMITED',
      items: [expect.objectContaining({ productQuantity: 1 })],
    });
  });

  it('lets a customer use a once-per-customer code once', async () => {
    const product = await createProduct(database, { price: 12_000 });
    const customer = await signInByPhone(app, database, '+96551000101');
    const first = await shopperReadyToOrder(app, customer, product.productId, 1);
    await first.client.cart.applyPromo('WELCOME10');
    const placed = await first.client.order(
      orderBody(await first.client.cart.cart(), { addressId: first.addressId, paymentMethodId: cod }),
    );
    expect(placed.order.discount).toBe(1_200);
    await first.client.cart.addLine({ productId: product.productId, quantity: 1 });
    expectError(await first.client.cart.applyPromo('WELCOME10'), 400, 'PROMO_ALREADY_USED');
  });
});

describe('checkout terms', () => {
  it('are required while the theme enforces them', async () => {
    const product = await createProduct(database, { price: 1_000 });
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    for (const acceptCheckoutTerms of [false, null, undefined]) {
      expectError(
        await client.placeOrder({ ...orderBody(cart, { addressId, paymentMethodId: cod }), acceptCheckoutTerms }),
        400,
        'CHECKOUT_TERMS_NOT_ACCEPTED',
      );
    }
  });

  it('are not asked for when the theme does not enforce them', async () => {
    const template = inject('databaseTemplate');
    const themeFile = path.join(template.dataDir, `theme-no-terms-${process.pid}.json`);
    writeFileSync(
      themeFile,
      JSON.stringify({
        ...JSON.parse(readFileSync(path.join(template.dataDir, 'theme.json'), 'utf8')),
        enforce_checkout_terms: false,
      }),
    );
    const other = await buildTestApp({ THEME_FILE: themeFile });
    const product = await createProduct(other.database, { price: 1_000 });
    const { client, addressId, cart } = await shopperReadyToOrder(
      other.app,
      await createGuest(other.app),
      product.productId,
      1,
    );
    const placed = await client.order({
      ...orderBody(cart, { addressId, paymentMethodId: cod }),
      acceptCheckoutTerms: null,
    });
    expect(placed.order.status).toBe('processing');
  });
});

describe('online payment', () => {
  it('waits for the money, holding the stock until the payment deadline, and answers the payment link', async () => {
    const product = await createProduct(database, { price: 5_000, variations: [{ stock: 4 }] });
    const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
    const placed = await client.order(orderBody(cart, { addressId, paymentMethodId: card }));
    expect(placed.order.status).toBe('awaiting_payment');
    expect(placed.payment!.paymentLink).toMatch(/\/sandbox-gateway\/pay\/sbx_/);
    expect(placed.payment!.reference).toMatch(/^PR-/);
    const due = new Date(placed.order.paymentDueAt!).getTime() - Date.now();
    expect(due).toBeGreaterThan(29 * 60_000);
    expect(due).toBeLessThanOrEqual(30 * 60_000);
    expect(await stockOf(product.variationIds[0]!)).toBe(3);
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.orderId));
    expect(row!.total).toBe(6_000);
  });
});
