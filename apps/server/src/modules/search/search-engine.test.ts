import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, ProductListSchema, SearchResultSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { createProduct, setStock } from '../../../test/shop-fixtures.ts';
import { brands, categories, productCategories, products } from '../catalogue/catalogue.schema.ts';
import { normalizeSearchText } from '../catalogue/index.ts';
import { ARABIC_LETTERS, LATIN, token, unmatchedToken } from '../../../test/search-tokens.ts';

/**
 * The search index (ADR 036, migration 0012) through the routes shoppers use: suggestions and
 * keyword lists. Each test makes products with words no seeded name has, so they are the only matches.
 */
const { app, database } = await buildTestApp();
const { db } = database;
/** A write reaches the answer cache with its commit notice, a moment later on PostgreSQL (ADR 016). */
const soon = { timeout: 5_000, interval: 50 };

async function suggest(query: string, options: { preferInStock?: boolean; language?: string } = {}) {
  const params = new URLSearchParams({ query, pageCount: '5', preferInStock: String(options.preferInStock ?? false) });
  const response = await app.inject({
    url: `/web-gw/products/suggest?${params}`,
    headers: { language: options.language ?? 'en' },
  });
  expect(response.statusCode, query).toBe(200);
  return SearchResultSchema.parse(response.json()).data.map((entry) => entry.product.productId);
}

/** A token no product's words start with yet, not even with a typo. */
const unmatched = (letters: string) => unmatchedToken(letters, async (text) => (await suggest(text)).length > 0);

async function keywordList(keyword: string) {
  const response = await app.inject(`/web-gw/products?${new URLSearchParams({ keyword, top: '100', count: 'true' })}`);
  expect(response.statusCode, keyword).toBe(200);
  const list = ProductListSchema.parse(response.json());
  return { ids: list.data.map((product) => product.productId), count: list.count };
}

async function brandNamed(en: string, ar = `علامة ${token(ARABIC_LETTERS)}`): Promise<number> {
  const [brand] = await db
    .insert(brands)
    .values({ slug: `brand-${token(LATIN)}`, nameEn: en, nameAr: ar })
    .returning({ id: brands.id });
  return brand!.id;
}

/** A published product with these names (folded as every catalogue writer stores them), in stock or not. */
async function productNamed(en: string, ar: string, options: { brandId?: number; inStock?: boolean } = {}) {
  const product = await createProduct(database, {
    price: 1_000,
    variations: [{ stock: options.inStock === false ? 0 : 3 }],
  });
  await rename(product.productId, en, ar, { brandId: options.brandId ?? null });
  return product;
}

async function rename(productId: number, en: string, ar: string, also: { brandId?: number | null } = {}) {
  await db
    .update(products)
    .set({
      nameEn: en,
      nameAr: ar,
      searchNameEn: normalizeSearchText(en),
      searchNameAr: normalizeSearchText(ar),
      ...also,
    })
    .where(eq(products.id, productId));
}

describe('search: matching', () => {
  it('finds a product by the start of any of its words, in any order, in both languages', async () => {
    const [word, other, arabicWord] = [await unmatched(LATIN), token(LATIN), await unmatched(ARABIC_LETTERS)];
    const { productId } = await productNamed(`Classic ${word}kettle ${other} Steel`, `غلاية ${arabicWord} فولاذ`);
    for (const query of [`${word}ket`, `${other} ${word}`, `STEEL ${word}kettle`, `${word.slice(0, 5)} classic`])
      expect(await suggest(query), query).toEqual([productId]);
    expect(await suggest(arabicWord.slice(0, 5), { language: 'ar' })).toEqual([productId]);
    expect(await suggest(`فولاذ ${arabicWord}`)).toEqual([productId]);
    // Every typed word must match: a word the product does not have leaves it out.
    expect(await suggest(`${word}kettle ${token(LATIN)}`)).toEqual([]);
    expect((await keywordList(`${other} ${word}ket`)).ids).toEqual([productId]);
  });

  it('tolerates one typo in a word of five letters or more ("samsnug" finds Samsung), none in a shorter one', async () => {
    const brand = `Samsung ${token(LATIN)}`;
    const brandId = await brandNamed(brand, `سامسونج ${token(ARABIC_LETTERS)}`);
    const phone = await productNamed(`Galaxy ${token(LATIN)}`, `جالكسي ${token(ARABIC_LETTERS)}`, { brandId });
    const model = brand.split(' ')[1]!;
    // A swapped pair, a letter missing, one extra and one changed.
    for (const typed of ['samsnug', 'samung', 'samssung', 'samsang'])
      expect(await suggest(`${typed} ${model}`), typed).toEqual([phone.productId]);
    expect((await keywordList(`samsnug ${model}`)).ids).toEqual([phone.productId]);

    const five = token(LATIN, 5);
    const four = token(LATIN, 4);
    const longer = await productNamed(`Lamp ${five}`, `مصباح ${token(ARABIC_LETTERS)}`);
    const shorter = await productNamed(`Lamp ${four}${token(LATIN)}`, `مصباح ${token(ARABIC_LETTERS)}`);
    const swapped = (word: string) => `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    expect(await suggest(swapped(five))).toEqual([longer.productId]);
    // Four letters typed: only the exact start matches, never a typo.
    expect(await suggest(swapped(four))).toEqual([]);
    expect(await suggest(four)).toEqual([shorter.productId]);
  });

  it('folds Arabic as it is typed: one typo ("عطوار" finds عطور), hamza and alef forms, taa marbuta, diacritics', async () => {
    const word = token(ARABIC_LETTERS);
    const perfume = await productNamed(`Perfume ${token(LATIN)}`, `عطور ${word} أصلية`);
    const kettle = await productNamed(`Kettle ${token(LATIN)}`, `إبريق ${word} نحاس`);
    expect(await suggest(`عطوار ${word}`)).toEqual([perfume.productId]);
    for (const typed of [`اصليه ${word}`, `أصلية ${word}`, `أَصْلِيَّة ${word}`, `الأصلية ${word}`])
      expect(await suggest(typed), typed).toEqual([perfume.productId]);
    for (const typed of [`ابريق ${word}`, `آبريق ${word}`, `أبريق ${word}`])
      expect(await suggest(typed), typed).toEqual([kettle.productId]);

    // Alone, "عطوار" finds the fragrances, by their category's word ("العطور والعود").
    const found = await suggest('عطوار');
    expect(found).toHaveLength(MAX_SUGGESTIONS);
    const fragranceProducts = await db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(categories.slug, 'fragrances'));
    const fragrances = new Set(fragranceProducts.map((row) => row.id));
    expect(found.every((id) => fragrances.has(id))).toBe(true);
  });
});

describe('search: ranking', () => {
  it('puts a name starting with the text first, then brand words, category words and name words', async () => {
    const word = token(LATIN);
    // Made in the reverse of the expected order, so ids and name order cannot explain the ranking.
    const byName = await productNamed(`Basic ${word}`, `أساسي ${token(ARABIC_LETTERS)}`);
    const byCategory = await productNamed(`Plain ${token(LATIN)}`, `عادي ${token(ARABIC_LETTERS)}`);
    const [category] = await db
      .insert(categories)
      .values({ slug: `category-${word}`, nameEn: `${word} corner`, nameAr: `ركن ${token(ARABIC_LETTERS)}` })
      .returning({ id: categories.id });
    await db.insert(productCategories).values({ productId: byCategory.productId, categoryId: category!.id });
    const byBrand = await productNamed(`Simple ${token(LATIN)}`, `بسيط ${token(ARABIC_LETTERS)}`, {
      brandId: await brandNamed(`${word} house`),
    });
    const startsWith = await productNamed(`${word} starter`, `بداية ${token(ARABIC_LETTERS)}`);

    const expected = [startsWith, byBrand, byCategory, byName].map((product) => product.productId);
    expect(await suggest(word)).toEqual(expected);
    expect((await keywordList(word)).ids).toEqual(expected);
  });

  it('narrows a keyword list to a category, in either language, by relevance and by price (ADR 061)', async () => {
    const word = token(LATIN);
    const arabicWord = token(ARABIC_LETTERS);
    const [category] = await db
      .insert(categories)
      .values({ slug: `category-${word}`, nameEn: `Shelf ${token(LATIN)}`, nameAr: `رف ${token(ARABIC_LETTERS)}` })
      .returning({ id: categories.id });
    // Made in the reverse of the relevance order, so ids cannot explain it.
    const inside = [
      await productNamed(`Plain ${word}`, `عادي ${arabicWord}`),
      await productNamed(`${word} starter`, `${arabicWord} بداية`),
    ];
    await productNamed(`${word} elsewhere`, `${arabicWord} بعيد`);
    for (const product of inside)
      await db.insert(productCategories).values({ productId: product.productId, categoryId: category!.id });

    for (const [keyword, language] of [
      [word, 'en'],
      [arabicWord, 'ar'],
    ] as const)
      for (const sort of ['relevance', 'price-asc'] as const) {
        const query = new URLSearchParams({
          keyword,
          categoryId: String(category!.id),
          sort,
          top: '100',
          count: 'true',
        });
        const response = await app.inject({ url: `/web-gw/products?${query}`, headers: { language } });
        expect(response.statusCode, `${keyword} ${sort}`).toBe(200);
        const list = ProductListSchema.parse(response.json());
        const ids = list.data.map((product) => product.productId);
        expect(list.count, `${keyword} ${sort}`).toBe(2);
        if (sort === 'relevance') expect(ids, keyword).toEqual([inside[1]!.productId, inside[0]!.productId]);
        else
          expect(
            ids.toSorted((a, b) => a - b),
            keyword,
          ).toEqual(inside.map((product) => product.productId));
      }
  });

  it('ranks a keyword list by relevance before date: typo-only matches last, a phrase starting a name first', async () => {
    const word = token(LATIN);
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    // Made in the expected order, so newest first (the tie-break) would list them the other way round.
    const startsWith = await productNamed(`${word} starter`, `بداية ${token(ARABIC_LETTERS)}`);
    const byBrand = await productNamed(`Simple ${token(LATIN)}`, `بسيط ${token(ARABIC_LETTERS)}`, {
      brandId: await brandNamed(`${word} house`),
    });
    const byName = await productNamed(`Basic ${word}`, `أساسي ${token(ARABIC_LETTERS)}`);
    const byTypo = await productNamed(`Other ${typo}`, `آخر ${token(ARABIC_LETTERS)}`);
    const ids = (...made: { productId: number }[]) => made.map((product) => product.productId);
    expect((await keywordList(word)).ids).toEqual(ids(startsWith, byBrand, byName, byTypo));

    // Two words: a name starting with both first, then by the driving (longer) word's weight.
    const second = token(LATIN, 8);
    const phrase = await productNamed(`${word} ${second} kit`, `طقم ${token(ARABIC_LETTERS)}`);
    const driverBrand = await productNamed(`Kit ${word}`, `طقم ${token(ARABIC_LETTERS)}`, {
      brandId: await brandNamed(`${second} works`),
    });
    const namesOnly = await productNamed(`Kit ${second} ${word}`, `طقم ${token(ARABIC_LETTERS)}`);
    // The driving word alone, by brand and by name: ranked highly for it, but not the whole keyword
    // (ADR 064 ranks and counts only the keyword's products, found once).
    await productNamed(`${second} solo`, `منفرد ${token(ARABIC_LETTERS)}`);
    await productNamed(`Solo ${token(LATIN)}`, `منفرد ${token(ARABIC_LETTERS)}`, {
      brandId: await brandNamed(`${second} alone`),
    });
    const twoWords = await keywordList(`${word} ${second}`);
    expect(twoWords.ids).toEqual(ids(phrase, driverBrand, namesOnly));
    expect(twoWords.count).toBe(3);
  });

  it('ranks an Arabic keyword list the same way: a name starting with the text, brand, name word, typo', async () => {
    const word = await unmatched(ARABIC_LETTERS);
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    // Made in the expected order, so newest first (the tie-break) would list them the other way round.
    const startsWith = await productNamed(`Lamp ${token(LATIN)}`, `${word} مضيء`);
    const byBrand = await productNamed(`Simple ${token(LATIN)}`, `بسيط ${token(ARABIC_LETTERS)}`, {
      brandId: await brandNamed(`House ${token(LATIN)}`, `${word} للتجارة`),
    });
    const byName = await productNamed(`Rug ${token(LATIN)}`, `سجادة ${word}`);
    const byTypo = await productNamed(`Cup ${token(LATIN)}`, `كوب ${typo}`);
    const expected = [startsWith, byBrand, byName, byTypo].map((product) => product.productId);
    expect((await keywordList(word)).ids).toEqual(expected);
    expect(await suggest(word, { language: 'ar' })).toEqual(expected);
  });

  it('puts products in stock first when asked, whatever their weight', async () => {
    const word = token(LATIN);
    const soldOutBrand = await productNamed(`Item ${token(LATIN)}`, `قطعة ${token(ARABIC_LETTERS)}`, {
      brandId: await brandNamed(`${word} co`),
      inStock: false,
    });
    const inStockName = await productNamed(`Item ${word}`, `قطعة ${token(ARABIC_LETTERS)}`);
    expect(await suggest(word)).toEqual([soldOutBrand.productId, inStockName.productId]);
    expect(await suggest(word, { preferInStock: true })).toEqual([inStockName.productId, soldOutBrand.productId]);
  });

  it('walks past names that are sold out to the products in stock, and stops at five (ADR 050)', async () => {
    const word = token(LATIN);
    const inStock = [];
    for (let n = 0; n < 2; n++) inStock.push(await productNamed(`Item ${word}`, `قطعة ${token(ARABIC_LETTERS)}`));
    // Whole names starting with the text, the first walk's matches, ordered by their digit.
    const soldOut = [];
    for (let n = 0; n < 6; n++)
      soldOut.push(await productNamed(`${word} ${n}`, `منتج ${token(ARABIC_LETTERS)}`, { inStock: false }));
    const ids = (products: { productId: number }[]) => products.map((product) => product.productId);

    expect(await suggest(word)).toEqual(ids(soldOut.slice(0, 5)));
    expect(await suggest(word, { preferInStock: true })).toEqual([...ids(inStock), ...ids(soldOut.slice(0, 3))]);
  });

  it('never suggests more than five, however many products match', async () => {
    const word = token(LATIN);
    for (let n = 0; n < 7; n++) await productNamed(`${word} ${n} ${token(LATIN)}`, `منتج ${token(ARABIC_LETTERS)}`);
    expect(await suggest(word)).toHaveLength(MAX_SUGGESTIONS);
    expect(await suggest(word, { preferInStock: true })).toHaveLength(MAX_SUGGESTIONS);
    expect((await keywordList(word)).count).toBe(7);
  });
});

describe('search: the index follows every catalogue write', () => {
  it('after an insert, a rename, a stock change, unpublishing, publishing and a delete', async () => {
    const [before, after] = [token(LATIN), token(LATIN)];
    const { productId, variationIds } = await productNamed(`${before} Mixer`, `خلاط ${token(ARABIC_LETTERS)}`);
    await expect.poll(() => suggest(before), soon).toEqual([productId]);

    await rename(productId, `${after} Mixer`, `خلاط ${token(ARABIC_LETTERS)}`);
    await expect.poll(() => suggest(before), soon).toEqual([]);
    await expect.poll(() => suggest(after), soon).toEqual([productId]);

    const other = await productNamed(`Zest ${after}`, `خلاط ${token(ARABIC_LETTERS)}`);
    await expect.poll(() => suggest(after, { preferInStock: true }), soon).toEqual([productId, other.productId]);
    await setStock(database, variationIds[0]!, 0);
    await expect.poll(() => suggest(after, { preferInStock: true }), soon).toEqual([other.productId, productId]);

    await db.update(products).set({ isPublished: false }).where(eq(products.id, productId));
    await expect.poll(() => suggest(after), soon).toEqual([other.productId]);
    await expect.poll(async () => (await keywordList(after)).ids, soon).toEqual([other.productId]);
    await db.update(products).set({ isPublished: true }).where(eq(products.id, productId));
    await expect.poll(() => suggest(after), soon).toEqual([productId, other.productId]);

    await db.delete(products).where(inArray(products.id, [productId, other.productId]));
    await expect.poll(() => suggest(after), soon).toEqual([]);
  });

  it('after a brand or a category is renamed, and a product moves category', async () => {
    const [brandWord, newBrandWord, categoryWord, newCategoryWord] = [
      token(LATIN),
      token(LATIN),
      token(LATIN),
      token(LATIN),
    ];
    const brandId = await brandNamed(`${brandWord} goods`);
    const [category] = await db
      .insert(categories)
      .values({
        slug: `category-${categoryWord}`,
        nameEn: `${categoryWord} aisle`,
        nameAr: `ممر ${token(ARABIC_LETTERS)}`,
      })
      .returning({ id: categories.id });
    const { productId } = await productNamed(`Tray ${token(LATIN)}`, `صينية ${token(ARABIC_LETTERS)}`, { brandId });
    await db.insert(productCategories).values({ productId, categoryId: category!.id });
    await expect.poll(() => suggest(`${brandWord} ${categoryWord}`), soon).toEqual([productId]);

    await db
      .update(brands)
      .set({ nameEn: `${newBrandWord} goods` })
      .where(eq(brands.id, brandId));
    await db
      .update(categories)
      .set({ nameEn: `${newCategoryWord} aisle` })
      .where(eq(categories.id, category!.id));
    await expect.poll(() => suggest(brandWord), soon).toEqual([]);
    await expect.poll(() => suggest(categoryWord), soon).toEqual([]);
    await expect.poll(() => suggest(`${newBrandWord} ${newCategoryWord}`), soon).toEqual([productId]);

    await db.delete(productCategories).where(eq(productCategories.productId, productId));
    await expect.poll(() => suggest(newCategoryWord), soon).toEqual([]);
    // A hidden category's words find nothing.
    await db.insert(productCategories).values({ productId, categoryId: category!.id });
    await db.update(categories).set({ isPublished: false }).where(eq(categories.id, category!.id));
    await expect.poll(() => suggest(newCategoryWord), soon).toEqual([]);
  });
});
