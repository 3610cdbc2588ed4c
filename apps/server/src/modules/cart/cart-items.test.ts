import { describe, expect, it } from 'vitest';
import { CartItemSchema, MAX_LINE_QUANTITY } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createGuest } from '../../../test/sessions.ts';
import { cartClient, fieldsOf } from '../../../test/cart-client.ts';
import { createProduct, setPrice, setPublished, setStock, sizeAttribute } from '../../../test/shop-fixtures.ts';

const { app, database } = await buildTestApp();
const size = await sizeAttribute(database);

/** A shirt at 12.500 KD: size S (default), and size L at 1.000 KD more. */
const newShirt = (stock = { s: 20, l: 5 }) =>
  createProduct(database, {
    price: 12_500,
    variations: [
      { stock: stock.s, size: 's' },
      { stock: stock.l, size: 'l', priceDelta: 1_000 },
    ],
  });

const newShopper = async (language: 'en' | 'ar' = 'en') => cartClient(app, await createGuest(app), language);

describe('the cart of a new shopper', () => {
  it('is empty, with nothing chosen, until the first write', async () => {
    const shopper = await newShopper();
    expect(await shopper.cart()).toEqual({
      items: [],
      itemCount: 0,
      subTotal: 0,
      promoCode: null,
      promoProblem: null,
      discount: 0,
      shippingAmount: 0,
      total: 0,
      billingAddressId: null,
      shippingAddressId: null,
      shippingMethodId: null,
      paymentMethodId: null,
      deliverySlotId: null,
    });
    expect((await shopper.listItems()).json()).toEqual([]);
  });

  it("refuses another customer's cart with 403, before looking at the request", async () => {
    const [victim, attacker] = [await createGuest(app), await createGuest(app)];
    const asAttacker = cartClient(app, { ...attacker, userId: victim.userId });
    expect((await asAttacker.getCart()).statusCode).toBe(403);
    expect((await asAttacker.add({ productId: 1, quantity: 0 })).statusCode).toBe(403);
    expect((await cartClient(app, victim).getCart()).statusCode).toBe(200);
  });
});

describe('adding lines', () => {
  it('prices a line from the catalogue: product price plus the variation delta, in the caller’s language', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper('ar');
    const line = await shopper.addLine({ productId: shirt.productId, variationId: shirt.variationIds[1], quantity: 2 });
    expect(line).toMatchObject({
      productId: shirt.productId,
      variationId: shirt.variationIds[1],
      productName: shirt.nameAr,
      productQuantity: 2,
      unitPrice: 13_500,
      lineTotal: 27_000,
      activeQty: 5,
      attributes: [{ attributeId: size.attributeId, attributeValues: ['l'], name: 'المقاس', valueNames: ['كبير (L)'] }],
    });
    const cart = await shopper.cart();
    expect(cart.items).toEqual([line]);
    expect(cart).toMatchObject({ itemCount: 2, subTotal: 27_000, total: 27_000 });
  });

  it('takes no price from the client: a unitPrice in the body is ignored and the catalogue price answers', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper();
    const line = await shopper.addLine({
      productId: shirt.productId,
      quantity: 1,
      unitPrice: 1,
      price: 1,
      lineTotal: 1,
    });
    expect(line.unitPrice).toBe(12_500);
    expect((await shopper.cart()).subTotal).toBe(12_500);
  });

  it('merges the same variation into one line, whether named by id, by attributes or as the default', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper();
    const first = await shopper.addLine({ productId: shirt.productId, quantity: 1 });
    await shopper.addLine({ productId: shirt.productId, variationId: shirt.variationIds[0], quantity: 2 });
    await shopper.addLine({
      productId: shirt.productId,
      attributes: [{ attributeId: size.attributeId, attributeValues: ['s'] }],
      quantity: 3,
    });
    const large = await shopper.addLine({
      productId: shirt.productId,
      attributes: [{ attributeId: size.attributeId, attributeValues: ['l'] }],
      quantity: 1,
    });
    const { items } = await shopper.cart();
    expect(items.map((item) => [item.itemId, item.variationId, item.productQuantity])).toEqual([
      [first.itemId, shirt.variationIds[0], 6],
      [large.itemId, shirt.variationIds[1], 1],
    ]);
  });

  it('refuses quantities that are not a positive whole number up to the limit with 400', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper();
    for (const quantity of [0, -1, 1.5, MAX_LINE_QUANTITY + 1, 1e12, '2', null]) {
      const response = await shopper.add({ productId: shirt.productId, quantity });
      expect(response.statusCode, `quantity ${quantity}`).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['quantity']);
    }
    expect((await shopper.add({ productId: shirt.productId })).statusCode).toBe(400);
    expect((await shopper.cart()).items).toEqual([]);
  });

  it('answers 404 for an unknown or unpublished product and a variation that is not the product’s', async () => {
    const shirt = await newShirt();
    const other = await newShirt();
    const shopper = await newShopper();
    const unknown = await shopper.add({ productId: 2_000_000_000, quantity: 1 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const foreignVariation = await shopper.add({
      productId: shirt.productId,
      variationId: other.variationIds[0],
      quantity: 1,
    });
    expect([foreignVariation.statusCode, foreignVariation.json().code]).toEqual([404, 'VARIATION_NOT_FOUND']);
    const notSold = await shopper.add({
      productId: shirt.productId,
      attributes: [{ attributeId: size.attributeId, attributeValues: ['xl'] }],
      quantity: 1,
    });
    expect([notSold.statusCode, notSold.json().code]).toEqual([404, 'VARIATION_NOT_FOUND']);
    const mismatch = await shopper.add({
      productId: shirt.productId,
      variationId: shirt.variationIds[0],
      attributes: [{ attributeId: size.attributeId, attributeValues: ['l'] }],
      quantity: 1,
    });
    expect(mismatch.statusCode).toBe(404);
    await setPublished(database, other.productId, false);
    expect((await shopper.add({ productId: other.productId, quantity: 1 })).statusCode).toBe(404);
  });

  it('answers 400 for an unknown attribute or more than one value of an attribute', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper();
    const unknown = await shopper.add({
      productId: shirt.productId,
      attributes: [{ attributeId: 2_000_000, attributeValues: ['s'] }],
      quantity: 1,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'UNKNOWN_ATTRIBUTE']);
    const twoValues = await shopper.add({
      productId: shirt.productId,
      attributes: [{ attributeId: size.attributeId, attributeValues: ['s', 'l'] }],
      quantity: 1,
    });
    expect(twoValues.statusCode).toBe(400);
    expect(fieldsOf(twoValues.json())).toEqual(['attributes.0.attributeValues']);
  });
});

describe('stock', () => {
  it('refuses more than the stock, naming what is available, in the caller’s language', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper();
    const tooMany = await shopper.add({ productId: shirt.productId, variationId: shirt.variationIds[1], quantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      message: `Only 5 of "${shirt.nameEn}" in stock.`,
      errors: [{ field: 'quantity' }],
    });

    await shopper.addLine({ productId: shirt.productId, variationId: shirt.variationIds[1], quantity: 4 });
    const beyond = await shopper.add({ productId: shirt.productId, variationId: shirt.variationIds[1], quantity: 2 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe(`Only 5 of "${shirt.nameEn}" in stock, and your cart already has 4.`);
    expect((await shopper.cart()).items[0]!.productQuantity).toBe(4);

    const inArabic = await cartClient(app, await createGuest(app), 'ar').add({
      productId: shirt.productId,
      variationId: shirt.variationIds[1],
      quantity: 9,
    });
    expect(inArabic.json().message).toBe(`المتوفر من "${shirt.nameAr}" 5 فقط.`);
  });

  it('never merges a line past the 999-unit cap, whatever the stock, and says so in the caller’s language', async () => {
    const shirt = await newShirt({ s: 5_000, l: 5 });
    const shopper = await newShopper();
    await shopper.addLine({ productId: shirt.productId, quantity: MAX_LINE_QUANTITY });
    const more = await shopper.add({ productId: shirt.productId, quantity: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'LINE_QUANTITY_LIMIT',
      message: `A cart line holds at most 999 units, and your cart already has 999 of "${shirt.nameEn}".`,
    });
    const batch = await shopper.addMany([{ productId: shirt.productId, quantity: 500 }]);
    expect([batch.statusCode, batch.json().code]).toEqual([409, 'LINE_QUANTITY_LIMIT']);
    const inArabic = cartClient(app, await createGuest(app), 'ar');
    await inArabic.addLine({ productId: shirt.productId, quantity: 600 });
    expect((await inArabic.add({ productId: shirt.productId, quantity: 600 })).json().message).toBe(
      `لا يتسع سطر السلة لأكثر من 999 قطعة، وفي سلتك 600 من "${shirt.nameAr}" بالفعل.`,
    );
    expect((await shopper.cart()).items.map((item) => item.productQuantity)).toEqual([MAX_LINE_QUANTITY]);
  });

  it('says a variation without stock is out of stock', async () => {
    const shirt = await newShirt({ s: 0, l: 5 });
    const response = await (await newShopper()).add({ productId: shirt.productId, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: `"${shirt.nameEn}" is out of stock.` });
  });

  it('shows the stock now, so a line that stock fell below can be tagged and fixed', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper();
    const line = await shopper.addLine({ productId: shirt.productId, quantity: 8 });
    await setStock(database, shirt.variationIds[0]!, 3);
    const [item] = (await shopper.cart()).items;
    expect(item).toMatchObject({ productQuantity: 8, activeQty: 3 });
    expect((await shopper.setQuantity(line.itemId, 4)).json().code).toBe('NOT_ENOUGH_STOCK');
    expect((await shopper.setQuantity(line.itemId, 3)).statusCode).toBe(200);
  });
});

describe('reading, changing and removing lines', () => {
  it('prices every read from the catalogue as it is now, never from what was stored', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper();
    await shopper.addLine({ productId: shirt.productId, quantity: 2 });
    await setPrice(database, shirt.productId, 9_990);
    const cart = await shopper.cart();
    expect(cart.items[0]).toMatchObject({ unitPrice: 9_990, lineTotal: 19_980 });
    expect(cart.subTotal).toBe(19_980);
  });

  it('leaves lines of a product taken off sale out of the cart and its totals, and brings them back with it', async () => {
    const [shirt, other] = [await newShirt(), await newShirt()];
    const shopper = await newShopper();
    await shopper.addLine({ productId: shirt.productId, quantity: 1 });
    await shopper.addLine({ productId: other.productId, quantity: 1 });
    await setPublished(database, other.productId, false);
    expect((await shopper.cart()).items.map((item) => item.productId)).toEqual([shirt.productId]);
    await setPublished(database, other.productId, true);
    expect((await shopper.cart()).items).toHaveLength(2);
  });

  it('reads one line, and answers 404 for an unknown line or another customer’s', async () => {
    const shirt = await newShirt();
    const [shopper, other] = [await newShopper(), await newShopper()];
    const line = await shopper.addLine({ productId: shirt.productId, quantity: 1 });
    const read = await shopper.getItem(line.itemId);
    expect(read.statusCode).toBe(200);
    expect(CartItemSchema.parse(read.json())).toEqual(line);
    expect(CartItemSchema.array().parse((await shopper.listItems()).json())).toEqual([line]);
    for (const response of [await other.getItem(line.itemId), await shopper.getItem(2_000_000_000)]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'CART_ITEM_NOT_FOUND']);
    }
    expect((await shopper.getItem('abc')).statusCode).toBe(400);
  });

  it('sets a quantity, refusing bad quantities (400) and other customers’ lines (404)', async () => {
    const shirt = await newShirt();
    const [shopper, other] = [await newShopper(), await newShopper()];
    const line = await shopper.addLine({ productId: shirt.productId, quantity: 1 });
    const updated = await shopper.setQuantity(line.itemId, 7);
    expect(updated.statusCode).toBe(200);
    expect(CartItemSchema.parse(updated.json())).toMatchObject({ productQuantity: 7, lineTotal: 87_500 });
    for (const quantity of [0, -2, 2.5, MAX_LINE_QUANTITY + 1])
      expect((await shopper.setQuantity(line.itemId, quantity)).statusCode).toBe(400);
    expect((await other.setQuantity(line.itemId, 1)).statusCode).toBe(404);
    expect((await shopper.setQuantity(line.itemId, 21)).statusCode).toBe(409);
    expect((await shopper.cart()).items[0]!.productQuantity).toBe(7);
  });

  it('removes a line (204), then answers 404 for it, as for another customer’s line', async () => {
    const shirt = await newShirt();
    const [shopper, other] = [await newShopper(), await newShopper()];
    const line = await shopper.addLine({ productId: shirt.productId, quantity: 1 });
    expect((await other.remove(line.itemId)).statusCode).toBe(404);
    const removed = await shopper.remove(line.itemId);
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect((await shopper.remove(line.itemId)).statusCode).toBe(404);
    expect((await shopper.cart()).items).toEqual([]);
  });

  it('removes every line of the named products, whatever their variation', async () => {
    const [shirt, other, kept] = [await newShirt(), await newShirt(), await newShirt()];
    const shopper = await newShopper();
    await shopper.addLine({ productId: shirt.productId, variationId: shirt.variationIds[0], quantity: 1 });
    await shopper.addLine({ productId: shirt.productId, variationId: shirt.variationIds[1], quantity: 1 });
    await shopper.addLine({ productId: other.productId, quantity: 1 });
    await shopper.addLine({ productId: kept.productId, quantity: 1 });
    const response = await shopper.removeProducts(`${shirt.productId},${other.productId},999999999`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { productId: number }) => item.productId)).toEqual([kept.productId]);
    for (const bad of ['', 'a', '1,,2', '-1']) expect((await shopper.removeProducts(bad)).statusCode, bad).toBe(400);
  });

  it('clears the cart', async () => {
    const shirt = await newShirt();
    const shopper = await newShopper();
    await shopper.addLine({ productId: shirt.productId, quantity: 1 });
    const response = await shopper.clear();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], subTotal: 0, total: 0 });
  });
});

describe('adding several lines at once (v2)', () => {
  it('adds all lines, merging repeated ones, and answers each line once as it ends up', async () => {
    const [shirt, other] = [await newShirt(), await newShirt()];
    const shopper = await newShopper();
    const response = await shopper.addMany([
      { productId: shirt.productId, quantity: 1 },
      { productId: other.productId, variationId: other.variationIds[1], quantity: 2 },
      { productId: shirt.productId, variationId: shirt.variationIds[0], quantity: 2 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const lines = CartItemSchema.array().parse(response.json());
    expect(lines.map((line) => [line.productId, line.productQuantity])).toEqual([
      [shirt.productId, 3],
      [other.productId, 2],
    ]);
    expect((await shopper.cart()).itemCount).toBe(5);
  });

  it('adds nothing when any line is bad, naming it as items.{index}', async () => {
    const [shirt, other] = [await newShirt(), await newShirt()];
    const shopper = await newShopper();
    const good = { productId: shirt.productId, quantity: 1 };

    const invalid = await shopper.addMany([good, good, { productId: other.productId, quantity: 0 }]);
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid.json())).toEqual(['items.2.quantity']);

    const unknown = await shopper.addMany([good, { productId: 2_000_000_000, quantity: 1 }]);
    expect([unknown.statusCode, unknown.json().code, fieldsOf(unknown.json())]).toEqual([
      404,
      'PRODUCT_NOT_FOUND',
      ['items.1'],
    ]);

    // The third line passes stock alone, but not on top of the first: the first is rolled back too.
    const short = await shopper.addMany([
      { productId: other.productId, variationId: other.variationIds[1], quantity: 3 },
      good,
      { productId: other.productId, variationId: other.variationIds[1], quantity: 3 },
    ]);
    expect([short.statusCode, short.json().code, fieldsOf(short.json())]).toEqual([
      409,
      'NOT_ENOUGH_STOCK',
      ['items.2.quantity'],
    ]);

    expect((await shopper.addMany([])).statusCode).toBe(400);
    expect((await shopper.addMany({ productId: shirt.productId, quantity: 1 })).statusCode).toBe(400);
    expect((await shopper.cart()).items).toEqual([]);
  });
});
