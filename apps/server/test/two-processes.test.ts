import { describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestAppsSharingDatabase } from './helper.ts';
import { createGuest } from './sessions.ts';
import { createProduct, setStock } from './shop-fixtures.ts';
import { signInAsStaff } from './staff.ts';
import {
  orderBody,
  paymentMethodId,
  payOnHostedPage,
  resultStatusOf,
  shopperReadyToOrder,
  TEST_CARDS,
} from './checkout-client.ts';
import { orderLines, orders } from '../src/modules/orders/orders.schema.ts';
import { productVariations } from '../src/modules/catalogue/catalogue.schema.ts';

// ARCHITECTURE "Scaling past one machine": N identical processes on one PostgreSQL keep stock and
// orders right. Two apps with their own connection pools stand for two server processes. PGlite
// is one connection inside one process, so there is nothing to prove there: skipped.
const onPostgres = inject('databaseTemplate').kind === 'postgres';
const [first, second] = onPostgres ? await buildTestAppsSharingDatabase(2) : [];

describe('two server processes on one PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'sell the last units once: 40 shoppers split across both for the last 6 units get 6 orders',
    { timeout: 120_000 },
    async () => {
      const product = await createProduct(first!.database, { price: 2_500, variations: [{ stock: 100 }] });
      const cod = await paymentMethodId(first!.app, 'cod');
      const shoppers = await Promise.all(
        Array.from({ length: 40 }, async (_, n) => {
          const app = (n % 2 === 0 ? first : second)!.app;
          return { app, ...(await shopperReadyToOrder(app, await createGuest(app), product.productId, 1)) };
        }),
      );
      await setStock(first!.database, product.variationIds[0]!, 6);

      const answers = await Promise.all(
        shoppers.map(({ client, addressId, cart }) =>
          client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod })),
        ),
      );
      const placed = answers.filter((answer) => answer.statusCode === 201);
      expect(placed).toHaveLength(6);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(34);
      // Both processes sold some, numbering orders from one sequence.
      const numbers = placed.map((answer) => answer.json().order.orderNumber as string);
      expect(new Set(numbers).size).toBe(6);

      const { db } = second!.database;
      expect(
        (await db.select().from(productVariations).where(eq(productVariations.id, product.variationIds[0]!)))[0]!
          .activeQty,
      ).toBe(0);
      expect(await db.select().from(orderLines).where(eq(orderLines.productId, product.productId))).toHaveLength(6);
    },
  );

  it.skipIf(!onPostgres)('take a payment opened by one process and confirmed by the other, once', async () => {
    const product = await createProduct(first!.database, { price: 4_000 });
    const guest = await createGuest(first!.app);
    const { client, addressId, cart } = await shopperReadyToOrder(first!.app, guest, product.productId, 1);
    const placed = await client.order(
      orderBody(cart, { addressId, paymentMethodId: await paymentMethodId(first!.app, 'card') }),
    );
    // The shopper's browser lands on the other process for the hosted page and the return.
    expect(resultStatusOf(await payOnHostedPage(second!.app, placed.payment!.paymentLink, TEST_CARDS.success))).toBe(
      'paid',
    );
    const [order] = await first!.database.db.select().from(orders).where(eq(orders.id, placed.order.orderId));
    expect(order!.status).toBe('paid');
  });

  it.skipIf(!onPostgres)(
    "show a staff member's stock change made on one at once on the other, which kept its answer",
    async () => {
      const product = await createProduct(first!.database, { price: 3_000, variations: [{ stock: 0 }] });
      const inStockMatches = async () => {
        const response = await second!.app.inject(
          `/web-gw/products?keyword=${encodeURIComponent(product.nameEn)}&inStock=true&count=true`,
        );
        return (response.json() as { count: number }).count;
      };
      expect(await inStockMatches()).toBe(0);
      const manager = await signInAsStaff(first!.app, 'catalogue-manager');
      const adjusted = await first!.app.inject({
        method: 'POST',
        url: `/admin-api/stock/variations/${product.variationIds[0]}/adjustments`,
        headers: manager.headers,
        payload: { delta: 5, reason: 'received' },
      });
      expect(adjusted.statusCode, adjusted.body).toBe(201);
      // The commit notice reaches the other process's listening connection within moments, far
      // below the 10 s its answers may otherwise be kept.
      await expect.poll(inStockMatches, { timeout: 2_000, interval: 20 }).toBe(1);
    },
  );
});
