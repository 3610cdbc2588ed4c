import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { cartClient } from '../../../test/cart-client.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';

// On PostgreSQL the requests really run in parallel on a pool of connections; PGlite runs them
// one after another, which must give the same result.

const { app, database } = await buildTestApp();
const PARALLEL = 50;

const addOneEach = async (stock: number) => {
  const product = await createProduct(database, { price: 2_000, variations: [{ stock }] });
  const shopper = cartClient(app, await createGuest(app));
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, () => shopper.add({ productId: product.productId, quantity: 1 })),
  );
  return {
    shopper,
    statuses: responses.map((response) => response.statusCode),
    codes: responses.map((response) => response.json().code),
  };
};

describe('parallel adds of one line', () => {
  it('give one line holding every unit, starting from a shopper without a cart', async () => {
    const { shopper, statuses } = await addOneEach(100);
    expect(statuses).toEqual(Array(PARALLEL).fill(201));
    const cart = await shopper.cart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.productQuantity).toBe(PARALLEL);
  });

  it('never pass the stock: the late ones are told there is not enough, none fails with a 500', async () => {
    const { shopper, statuses, codes } = await addOneEach(10);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 10);
    expect(codes.filter((code) => code === 'NOT_ENOUGH_STOCK')).toHaveLength(PARALLEL - 10);
    const cart = await shopper.cart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.productQuantity).toBe(10);
  });
});
