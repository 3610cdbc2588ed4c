import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PriceAnswerSchema, ProductDetailSchema, StockSchema, type ProductDetail } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { productVariations, products } from './catalogue.schema.ts';

const { app, database } = await buildTestApp();
const { db } = database;

const shopper = randomUUID();
const token = await app.accessTokens.sign({ userId: shopper, role: 'guest' });

function getPrice(productId: number | string, body: unknown, userId = shopper, bearer: string | null = token) {
  return app.inject({
    method: 'POST',
    url: `/web-gw/users/${userId}/products/${productId}/get-price`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload: body as object,
  });
}

async function detail(productId: number): Promise<ProductDetail> {
  return ProductDetailSchema.parse((await app.inject(`/web-gw/products/${productId}`)).json());
}

/** The chosen attributes of a variation, as the storefront sends them: attribute id and value code. */
function choiceOf(product: ProductDetail, variationId: number) {
  const variation = product.variations.find((candidate) => candidate.variationId === variationId)!;
  return product.attributes.flatMap((attribute) =>
    attribute.values
      .filter((value) => variation.attributeValueIds.includes(value.attributeValueId))
      .map((value) => ({ attributeId: attribute.attributeId, attributeValue: value.code })),
  );
}

// A product sold in a surcharged size: its variations do not all cost the same.
const [surcharged] = await db
  .select({ productId: productVariations.productId, variationId: productVariations.id })
  .from(productVariations)
  .innerJoin(products, eq(products.id, productVariations.productId))
  .where(and(gt(productVariations.priceDelta, 0), eq(products.isPublished, true)))
  .limit(1);
const product = await detail(surcharged!.productId);
const dearer = product.variations.find((variation) => variation.variationId === surcharged!.variationId)!;

describe('get-price', () => {
  it('prices the variation with exactly the chosen attribute values, from the database', async () => {
    const response = await getPrice(product.productId, { attributes: choiceOf(product, dearer.variationId), price: 1 });
    expect(response.statusCode).toBe(200);
    const answer = PriceAnswerSchema.parse(response.json());
    expect(answer).toEqual({
      productId: product.productId,
      variationId: dearer.variationId,
      price: dearer.price,
      compareAtPrice: dearer.compareAtPrice,
      activeQty: dearer.activeQty,
    });
    expect(answer.price).toBeGreaterThan(product.price);
  });

  it('answers each variation its own price, in whatever order the attributes come', async () => {
    for (const variation of product.variations) {
      const answer = PriceAnswerSchema.parse(
        (await getPrice(product.productId, { attributes: choiceOf(product, variation.variationId).reverse() })).json(),
      );
      expect(answer.variationId).toBe(variation.variationId);
      expect(answer.price).toBe(variation.price);
    }
  });

  it('prices the default variation when nothing is chosen', async () => {
    const answer = PriceAnswerSchema.parse((await getPrice(product.productId, {})).json());
    const byDefault = product.variations.find((variation) => variation.isDefault)!;
    expect(answer.variationId).toBe(byDefault.variationId);
    expect(answer.price).toBe(product.price);
  });

  it('answers 404 VARIATION_NOT_FOUND when no variation has exactly those values', async () => {
    const full = choiceOf(product, dearer.variationId);
    const cases = [
      full.slice(1).length > 0 ? full.slice(1) : [{ ...full[0]!, attributeValue: 'no-such-value' }],
      full.map((choice) => ({ ...choice, attributeValue: 'no-such-value' })),
    ];
    for (const attributes of cases) {
      const response = await getPrice(product.productId, { attributes });
      expect(response.statusCode, JSON.stringify(attributes)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'VARIATION_NOT_FOUND', message: expect.any(String) });
    }
  });

  it('refuses unknown or repeated attributes with 400 naming the attribute', async () => {
    const unknown = await getPrice(product.productId, { attributes: [{ attributeId: 987654, attributeValue: 'm' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_ATTRIBUTE',
      errors: [{ field: 'attributes.0.attributeId' }],
    });

    const [choice] = choiceOf(product, dearer.variationId);
    const repeated = await getPrice(product.productId, { attributes: [choice, choice] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({
      code: 'DUPLICATE_ATTRIBUTE',
      errors: [{ field: 'attributes.1.attributeId' }],
    });

    const malformed = await getPrice(product.productId, { attributes: [{ attributeId: 'size', attributeValue: '' }] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'attributes.0.attributeId',
      'attributes.0.attributeValue',
    ]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await getPrice(999999, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    expect((await getPrice('abc', {})).statusCode).toBe(400);
  });

  it('is only for the signed-in shopper named in the path', async () => {
    expect((await getPrice(product.productId, {}, shopper, null)).statusCode).toBe(401);
    expect((await getPrice(product.productId, {}, randomUUID())).statusCode).toBe(403);
  });
});

describe('stock-qty', () => {
  const stock = (url: string) => app.inject(url);

  it("answers a variation's units in stock, the default variation's when none is named", async () => {
    const named = await stock(`/web-gw/products/${product.productId}/stock-qty?variationId=${dearer.variationId}`);
    expect(named.statusCode).toBe(200);
    expect(StockSchema.parse(named.json())).toEqual({ activeQty: dearer.activeQty });
    const byDefault = StockSchema.parse((await stock(`/web-gw/products/${product.productId}/stock-qty`)).json());
    expect(byDefault.activeQty).toBe(product.variations.find((variation) => variation.isDefault)!.activeQty);
  });

  it("answers 404 for another product's variation or an unknown product, 400 for malformed ids", async () => {
    const [foreign] = await db
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(ne(productVariations.productId, product.productId))
      .limit(1);
    const notOurs = await stock(`/web-gw/products/${product.productId}/stock-qty?variationId=${foreign!.id}`);
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json().code).toBe('VARIATION_NOT_FOUND');
    expect((await stock('/web-gw/products/999999/stock-qty')).json().code).toBe('PRODUCT_NOT_FOUND');
    const malformed = await stock(`/web-gw/products/${product.productId}/stock-qty?variationId=-4`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('variationId');
  });
});
