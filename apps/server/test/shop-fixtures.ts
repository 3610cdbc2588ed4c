import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.ts';
import { attributeValues, attributes, productVariations, products } from '../src/modules/catalogue/catalogue.schema.ts';

// Products a test owns, so it knows their prices and stock exactly, and the seeded size values
// their variations can carry. Tests may write the catalogue's tables: the code under test may not.

export interface TestVariation {
  /** Thousandths of KD added to the product price; the first (default) variation has none. */
  priceDelta?: number;
  stock: number;
  /** Seeded size codes (s, m, l …); the variation then sells that size. */
  size?: string;
}

export interface TestProduct {
  productId: number;
  nameEn: string;
  nameAr: string;
  price: number;
  /** In the order they were given; the first is the default. */
  variationIds: number[];
}

/** The seeded "size" attribute with its values by code. */
export async function sizeAttribute(database: DatabaseHandle) {
  const rows = await database.db
    .select({ attributeId: attributes.id, valueId: attributeValues.id, code: attributeValues.code })
    .from(attributes)
    .innerJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .where(eq(attributes.code, 'size'))
    .orderBy(asc(attributeValues.sortOrder));
  return {
    attributeId: rows[0]!.attributeId,
    valueIdOf: (code: string) => rows.find((row) => row.code === code)!.valueId,
  };
}

/** A published product of the test's own, named in English and Arabic. */
export async function createProduct(
  database: DatabaseHandle,
  options: { price: number; compareAtPrice?: number | null; variations?: TestVariation[] },
): Promise<TestProduct> {
  const { db } = database;
  const key = randomUUID().slice(0, 8);
  const nameEn = `Test product ${key}`;
  const nameAr = `منتج تجريبي ${key}`;
  const [product] = await db
    .insert(products)
    .values({
      slug: `test-${key}`,
      nameEn,
      nameAr,
      searchNameEn: nameEn.toLowerCase(),
      searchNameAr: nameAr,
      price: options.price,
      compareAtPrice: options.compareAtPrice ?? null,
    })
    .returning({ id: products.id });
  const size = await sizeAttribute(database);
  const variations = options.variations ?? [{ stock: 100 }];
  const rows = await db
    .insert(productVariations)
    .values(
      variations.map((variation, index) => ({
        productId: product!.id,
        sku: `TEST-${key}-${index}`,
        priceDelta: variation.priceDelta ?? 0,
        activeQty: variation.stock,
        isDefault: index === 0,
        attributeValueIds: variation.size ? [size.valueIdOf(variation.size)] : [],
      })),
    )
    .returning({ id: productVariations.id });
  return { productId: product!.id, nameEn, nameAr, price: options.price, variationIds: rows.map((row) => row.id) };
}

export async function setStock(database: DatabaseHandle, variationId: number, activeQty: number) {
  await database.db.update(productVariations).set({ activeQty }).where(eq(productVariations.id, variationId));
}

export async function setPrice(database: DatabaseHandle, productId: number, price: number) {
  await database.db.update(products).set({ price }).where(eq(products.id, productId));
}

export async function setPublished(database: DatabaseHandle, productId: number, isPublished: boolean) {
  await database.db.update(products).set({ isPublished }).where(eq(products.id, productId));
}
