import { describe, expect, it } from 'vitest';
import { and, eq, lte, sql, sum } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper.ts';
import { connectionsWaitingForALock } from '../../../test/lock-waits.ts';
import { createGuest } from '../../../test/sessions.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { createProduct, setStock } from '../../../test/shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';
import { auditEntries } from '../audit/audit.schema.ts';
import { orderLines } from '../orders/orders.schema.ts';
import { productVariations, products, stockAdjustments } from './catalogue.schema.ts';
import { adjustStock } from './index.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const manager = await signInAsStaff(app, 'catalogue-manager');
const owner = await signInAsStaff(app, 'owner');

const adjust = (variationId: number, payload: object, headers = manager.headers) =>
  app.inject({ method: 'POST', url: `/admin-api/stock/variations/${variationId}/adjustments`, headers, payload });
const stockOf = async (variationId: number) =>
  (await db.select().from(productVariations).where(eq(productVariations.id, variationId)))[0]!.activeQty;
const historyOf = async (variationId: number, query = '') => {
  const response = await app.inject({
    url: `/admin-api/stock/variations/${variationId}/history${query}`,
    headers: manager.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { delta: number; quantityAfter: number; reason: string; note: string; staff: { name: string } | null }[];
    total: number;
  };
};

describe('stock adjustments by staff', () => {
  it('a catalogue manager receives goods with a note: the stock grows, the history and the audit trail say who and why', async () => {
    const product = await createProduct(database, { price: 1_000, variations: [{ stock: 4 }] });
    const variationId = product.variationIds[0]!;

    const response = await adjust(variationId, { delta: 6, reason: 'received', note: 'Delivery 118' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      quantity: 10,
      adjustment: {
        delta: 6,
        quantityAfter: 10,
        reason: 'received',
        note: 'Delivery 118',
        staff: { name: expect.any(String) },
      },
    });
    expect(await stockOf(variationId)).toBe(10);

    const removed = await adjust(variationId, { delta: -3, reason: 'damaged' });
    expect(removed.json()).toMatchObject({ quantity: 7, adjustment: { delta: -3, note: '' } });

    const history = await historyOf(variationId);
    expect(history.total).toBe(2);
    expect(history.items.map((item) => [item.delta, item.quantityAfter, item.reason])).toEqual([
      [-3, 7, 'damaged'],
      [6, 10, 'received'],
    ]);
    expect((await historyOf(variationId, '?page=2&pageSize=1')).items.map((item) => item.delta)).toEqual([6]);

    const audited = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'variation'), eq(auditEntries.entityId, String(variationId))));
    expect(audited.map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ['stock.adjusted', { quantity: 4 }, { quantity: 10, delta: 6, reason: 'received', note: 'Delivery 118' }],
        ['stock.adjusted', { quantity: 10 }, { quantity: 7, delta: -3, reason: 'damaged', note: '' }],
      ]),
    );
  });

  it('a count sets the stock to what is on the shelf and records the difference', async () => {
    const product = await createProduct(database, { price: 1_000, variations: [{ stock: 12 }] });
    const variationId = product.variationIds[0]!;
    const response = await adjust(variationId, { setTo: 9, reason: 'correction', note: 'Stock-take' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ quantity: 9, adjustment: { delta: -3, quantityAfter: 9 } });
    // Counting what is already there is recorded too: the count was checked.
    expect((await adjust(variationId, { setTo: 9, reason: 'correction' })).json()).toMatchObject({
      adjustment: { delta: 0, quantityAfter: 9 },
    });
  });

  it('taking more units than are in stock is refused with nothing changed', async () => {
    const product = await createProduct(database, { price: 1_000, variations: [{ stock: 2 }] });
    const variationId = product.variationIds[0]!;
    const response = await adjust(variationId, { delta: -3, reason: 'damaged' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NOT_ENOUGH_STOCK' });
    expect(await stockOf(variationId)).toBe(2);
    expect((await historyOf(variationId)).total).toBe(0);
  });

  it('refuses unclear or unknown changes as 4xx, and other roles', async () => {
    const [variationId] = (await createProduct(database, { price: 1_000 })).variationIds;
    for (const payload of [
      { delta: 1, setTo: 3, reason: 'received' },
      { reason: 'received' },
      { delta: 0, reason: 'received' },
      { delta: 1.5, reason: 'received' },
      { setTo: -1, reason: 'correction' },
      { delta: 1, reason: 'stolen' },
      { delta: 3_000_000_000, reason: 'received' },
    ]) {
      const response = await adjust(variationId!, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await adjust(2_000_000_000, { delta: 1, reason: 'received' })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/admin-api/stock/variations/2000000000', headers: manager.headers })).json(),
    ).toMatchObject({
      code: 'VARIATION_NOT_FOUND',
    });
    const orders = await signInAsStaff(app, 'order-manager');
    expect((await adjust(variationId!, { delta: 1, reason: 'received' }, orders.headers)).statusCode).toBe(403);
    expect((await adjust(variationId!, { delta: 1, reason: 'received' }, owner.headers)).statusCode).toBe(201);
  });

  it("adjustStock joins the caller's transaction: rolled back with it, it leaves no unit and no history", async () => {
    const [variationId] = (await createProduct(database, { price: 1_000, variations: [{ stock: 5 }] })).variationIds;
    await expect(
      db.transaction(async (tx) => {
        await adjustStock(tx, { variationId: variationId!, delta: 10, reason: 'import', staffId: null });
        throw new Error('the import batch failed');
      }),
    ).rejects.toThrow('the import batch failed');
    expect(await stockOf(variationId!)).toBe(5);
    expect((await historyOf(variationId!)).total).toBe(0);

    await db.transaction((tx) =>
      adjustStock(tx, { variationId: variationId!, setTo: 8, reason: 'import', staffId: null }),
    );
    expect((await historyOf(variationId!)).items).toMatchObject([
      { delta: 3, quantityAfter: 8, reason: 'import', staff: null },
    ]);
  });
});

describe('the low-stock list', () => {
  it('lists the variations at or below the threshold, emptiest first, a page at a time', async () => {
    const low = await createProduct(database, {
      price: 1_000,
      variations: [{ stock: 2 }, { stock: 0, size: 'm' }, { stock: 50, size: 'l' }],
    });
    const list = async (query: string) => {
      const response = await app.inject({ url: `/admin-api/stock/low?${query}`, headers: manager.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        items: { variationId: number; quantity: number; productNameAr: string }[];
        total: number;
        threshold: number;
      };
    };
    const first = await list('threshold=2&pageSize=100');
    expect(first.threshold).toBe(2);
    expect(first.total).toBe(await db.$count(productVariations, lte(productVariations.activeQty, 2)));
    const items = [...first.items];
    for (let page = 2; items.length < first.total; page++)
      items.push(...(await list(`threshold=2&pageSize=100&page=${page}`)).items);
    const quantities = items.map((item) => item.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(quantities.every((quantity) => quantity <= 2)).toBe(true);
    const ours = items.filter((item) => low.variationIds.includes(item.variationId));
    expect(ours.map((item) => [item.variationId, item.quantity, item.productNameAr])).toEqual([
      [low.variationIds[1], 0, low.nameAr],
      [low.variationIds[0], 2, low.nameAr],
    ]);

    const second = await list('threshold=2&pageSize=1&page=2');
    expect(second.items).toEqual([first.items[1]]);
    const refused = await app.inject({ url: '/admin-api/stock/low?threshold=-1', headers: manager.headers });
    expect(refused.statusCode).toBe(400);
  });
});

describe('stock adjustments racing with checkouts', () => {
  // On PostgreSQL the orders and the adjustments run side by side on a pool of connections;
  // PGlite is one connection, so there they are serialised: the same books must balance on both.
  it(
    'never drive stock below zero nor lose a unit: the count is the start, plus every recorded change, minus every unit sold',
    { timeout: 120_000 },
    async () => {
      const cod = await paymentMethodId(app, 'cod');
      const product = await createProduct(database, { price: 1_500, variations: [{ stock: 100 }] });
      const variationId = product.variationIds[0]!;
      const shoppers = [];
      for (let n = 0; n < 30; n++)
        shoppers.push(await shopperReadyToOrder(app, await createGuest(app), product.productId, 1));
      const start = 12;
      await setStock(database, variationId, start);

      const staffChanges = [
        { delta: 5, reason: 'received' },
        { delta: -4, reason: 'damaged' },
        { setTo: 6, reason: 'correction' },
        { delta: -2, reason: 'damaged' },
        { delta: 3, reason: 'received' },
        { setTo: 2, reason: 'correction' },
        { delta: -1, reason: 'correction' },
        { delta: 4, reason: 'received' },
      ];
      const orders = shoppers.map(({ client, addressId, cart }) =>
        client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod })),
      );
      // Interleaved with the orders, so each change lands among them.
      const adjustments = staffChanges.map((change) => adjust(variationId, change));
      const [orderAnswers, adjustmentAnswers] = await Promise.all([Promise.all(orders), Promise.all(adjustments)]);

      // Which orders win depends on how the adjustments interleave (a `set to 2` then `-2` can
      // leave none for them): each is placed, or refused for the stock, and the books below balance.
      for (const answer of orderAnswers)
        expect(answer.statusCode === 201 ? 'placed' : answer.json().code, answer.body).toBeOneOf([
          'placed',
          'OUT_OF_STOCK',
        ]);
      for (const answer of adjustmentAnswers) expect([201, 409], answer.body).toContain(answer.statusCode);

      // No line at all when every order was refused: the sum of none is null, no unit sold.
      const [sold] = await db
        .select({ units: sql<number>`coalesce(${sum(orderLines.quantity)}, 0)`.mapWith(Number) })
        .from(orderLines)
        .where(eq(orderLines.productId, product.productId));
      const history = await db.select().from(stockAdjustments).where(eq(stockAdjustments.variationId, variationId));
      const final = await stockOf(variationId);
      expect(final).toBeGreaterThanOrEqual(0);
      expect(history.every((row) => row.quantityAfter >= 0)).toBe(true);
      expect(history).toHaveLength(adjustmentAnswers.filter((answer) => answer.statusCode === 201).length);
      expect(sold!.units).toBe(orderAnswers.filter((answer) => answer.statusCode === 201).length);
      expect(final).toBe(start + history.reduce((total, row) => total + row.delta, 0) - sold!.units);
      const [row] = await db
        .select({ inStock: products.inStock })
        .from(products)
        .where(eq(products.id, product.productId));
      expect(row!.inStock).toBe(final > 0);
    },
  );

  /**
   * Starts `request` while a delivery of 3 units to the variation is recorded and not yet committed
   * (its row held), and commits the delivery once the request waits for the row, or has answered.
   */
  async function duringADelivery<T>(variationId: number, request: () => Promise<T>): Promise<T> {
    let settled = false;
    let answer!: Promise<T>;
    await db.transaction(async (tx) => {
      await adjustStock(tx, { variationId, delta: 3, reason: 'received', staffId: null });
      answer = request();
      void answer.finally(() => (settled = true));
      await expect
        .poll(async () => settled || (await connectionsWaitingForALock(database)) > 0, {
          timeout: 10_000,
          interval: 20,
        })
        .toBe(true);
    });
    return answer;
  }

  // PGlite runs one transaction at a time: only PostgreSQL can record a delivery while others look.
  it.runIf(database.kind === 'postgres')(
    'an order that finds the shelf empty while a delivery is being recorded waits for it, and gets its unit',
    async () => {
      const cod = await paymentMethodId(app, 'cod');
      const product = await createProduct(database, { price: 1_500, variations: [{ stock: 1 }] });
      const variationId = product.variationIds[0]!;
      const { client, addressId, cart } = await shopperReadyToOrder(app, await createGuest(app), product.productId, 1);
      await setStock(database, variationId, 0);

      // The order's guarded UPDATE sees the committed 0 and takes nothing; it must not refuse yet.
      const answer = await duringADelivery(variationId, () =>
        client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod })),
      );
      expect(answer.statusCode, answer.body).toBe(201);
      expect(await stockOf(variationId)).toBe(2);
    },
  );

  it.runIf(database.kind === 'postgres')(
    'a staff removal from an empty shelf while a delivery is being recorded waits for it, and removes the units',
    async () => {
      const product = await createProduct(database, { price: 1_500, variations: [{ stock: 0 }] });
      const variationId = product.variationIds[0]!;

      const answer = await duringADelivery(variationId, () => adjust(variationId, { delta: -2, reason: 'damaged' }));
      expect(answer.statusCode, answer.body).toBe(201);
      expect(await stockOf(variationId)).toBe(1);
    },
  );
});
