import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { cartClient, type CartClient } from '../../../test/cart-client.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import type { Cart } from '@storefront/contracts';

const { app, database } = await buildTestApp();

// Odd prices so rounding shows, and little stock so some adds are refused.
const products = [
  await createProduct(database, {
    price: 1_999,
    variations: [{ stock: 12 }, { stock: 3, size: 'l', priceDelta: 777 }],
  }),
  await createProduct(database, { price: 12_345, variations: [{ stock: 6 }] }),
  await createProduct(database, { price: 333, variations: [{ stock: 40 }] }),
];
const variations = products.flatMap((product) =>
  product.variationIds.map((variationId) => ({ productId: product.productId, variationId })),
);
const CODES = ['WELCOME10', 'SAVE5', 'EXPIRED', 'LIMITED', 'NOPE'];
/** Seeded standard delivery: 1.000 KD, free from 20.000 KD of goods (the test's own oracle of the rule). */
const standardFee = (cart: Cart) => (cart.itemCount === 0 || cart.subTotal - cart.discount >= 20_000 ? 0 : 1_000);

/** One thing a shopper does; lines are picked by position in the cart as it is at that moment. */
type Step =
  | { add: (typeof variations)[number]; quantity: number }
  | { setQuantityOfLine: number; quantity: number }
  | { removeLine: number }
  | { applyPromo: string }
  | { removePromo: true }
  | { chooseStandardShipping: true };

const quantity = fc.integer({ min: 1, max: 8 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ add: fc.constantFrom(...variations), quantity }),
  fc.record({ setQuantityOfLine: fc.nat(), quantity }),
  fc.record({ removeLine: fc.nat() }),
  fc.record({ applyPromo: fc.constantFrom(...CODES) }),
  fc.constant({ removePromo: true as const }),
  fc.constant({ chooseStandardShipping: true as const }),
);

/** Does the step; refusals (stock, promo rules) are fine, anything but 2xx/4xx is not. */
async function run(shopper: CartClient, cart: Cart, step: Step) {
  const lineAt = (index: number) => cart.items[index % Math.max(cart.items.length, 1)];
  let response;
  if ('add' in step) response = await shopper.add({ ...step.add, quantity: step.quantity });
  else if ('setQuantityOfLine' in step) {
    const line = lineAt(step.setQuantityOfLine);
    if (line) response = await shopper.setQuantity(line.itemId, step.quantity);
  } else if ('removeLine' in step) {
    const line = lineAt(step.removeLine);
    if (line) response = await shopper.remove(line.itemId);
  } else if ('applyPromo' in step) response = await shopper.applyPromo(step.applyPromo);
  else if ('removePromo' in step) response = await shopper.removePromo();
  else {
    response = await shopper.setShippingMethod(1, standardFee(cart));
    expect(response.statusCode, response.body).toBe(200);
  }
  if (response) expect(response.statusCode, response.body).toBeLessThan(500);
}

function expectConsistent(cart: Cart) {
  const money = [
    cart.subTotal,
    cart.discount,
    cart.shippingAmount,
    cart.total,
    ...cart.items.flatMap((item) => [item.unitPrice, item.lineTotal]),
  ];
  for (const amount of money) expect(Number.isSafeInteger(amount)).toBe(true);
  for (const item of cart.items) expect(item.lineTotal).toBe(item.unitPrice * item.productQuantity);
  expect(cart.subTotal).toBe(cart.items.reduce((sum, item) => sum + item.lineTotal, 0));
  expect(cart.itemCount).toBe(cart.items.reduce((sum, item) => sum + item.productQuantity, 0));
  expect(cart.discount).toBeGreaterThanOrEqual(0);
  expect(cart.discount).toBeLessThanOrEqual(cart.subTotal);
  expect(cart.total).toBe(cart.subTotal - cart.discount + cart.shippingAmount);
  if (cart.shippingMethodId === 1) expect(cart.shippingAmount).toBe(standardFee(cart));
}

describe('cart totals', () => {
  it('add up after any sequence of adds, quantity changes, removes, promo and shipping changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const shopper = cartClient(app, await createGuest(app));
        let cart = await shopper.cart();
        for (const next of steps) {
          await run(shopper, cart, next);
          cart = await shopper.cart();
          expectConsistent(cart);
        }
      }),
      { numRuns: 30 },
    );
  });
});
