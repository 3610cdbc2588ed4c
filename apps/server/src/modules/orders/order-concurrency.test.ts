import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { createProduct, setStock } from '../../../test/shop-fixtures.ts';
import { orderBody, paymentMethodId, shopperReadyToOrder } from '../../../test/checkout-client.ts';
import { orderLines } from './orders.schema.ts';
import { productVariations, products } from '../catalogue/catalogue.schema.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const cod = await paymentMethodId(app, 'cod');

describe('the last units under concurrency', () => {
  // On PostgreSQL the 100 orders really run side by side (a pool of connections); PGlite is one
  // connection, so there they are serialised: the same assertions hold on both.
  it(
    '100 shoppers ordering the last 5 units at once get exactly 5 orders, and the stock ends at 0',
    { timeout: 120_000 },
    async () => {
      const product = await createProduct(database, { price: 1_500, variations: [{ stock: 100 }] });
      const shoppers = [];
      for (let n = 0; n < 100; n++)
        shoppers.push(await shopperReadyToOrder(app, await createGuest(app), product.productId, 1));
      await setStock(database, product.variationIds[0]!, 5);

      const answers = await Promise.all(
        shoppers.map(({ client, addressId, cart }) =>
          client.placeOrder(orderBody(cart, { addressId, paymentMethodId: cod })),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(95);
      expect(
        new Set(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)),
      ).toEqual(new Set(['OUT_OF_STOCK']));

      const [variation] = await db
        .select()
        .from(productVariations)
        .where(eq(productVariations.id, product.variationIds[0]!));
      expect(variation!.activeQty).toBe(0);
      expect(await db.select().from(orderLines).where(eq(orderLines.productId, product.productId))).toHaveLength(5);
      const [row] = await db
        .select({ inStock: products.inStock })
        .from(products)
        .where(eq(products.id, product.productId));
      expect(row!.inStock).toBe(false);
      // The losers keep their carts: they can see the product is gone and change them.
      expect(
        (await shoppers[0]!.client.cart.cart()).items.length + (await shoppers[99]!.client.cart.cart()).items.length,
      ).toBeGreaterThanOrEqual(1);
    },
  );
});
