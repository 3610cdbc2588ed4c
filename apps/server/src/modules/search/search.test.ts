import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, productNameStartsWith, SearchResultSchema, type SearchResult } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { brands, products } from '../catalogue/catalogue.schema.ts';
import { normalizeSearchText } from '../catalogue/index.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { ARABIC_LETTERS, LATIN, token, unmatchedToken } from '../../../test/search-tokens.ts';

const { app, database } = await buildTestApp();

const ARABIC = /[\u0600-\u06FF]/;

function query(params: Record<string, string | number | boolean>, language = 'en') {
  return app.inject({
    url: `/query?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    headers: { language },
  });
}
async function search(
  text: string,
  params: Record<string, string | number | boolean> = {},
  language = 'en',
): Promise<SearchResult> {
  const response = await query({ $filter: productNameStartsWith(text), ...params }, language);
  expect(response.statusCode, text).toBe(200);
  return SearchResultSchema.parse(response.json());
}
async function suggest(params: Record<string, string | number | boolean>, language = 'en'): Promise<SearchResult> {
  const response = await app.inject({
    url: `/web-gw/products/suggest?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    headers: { language },
  });
  expect(response.statusCode, JSON.stringify(params)).toBe(200);
  return SearchResultSchema.parse(response.json());
}
const ids = (result: SearchResult) => result.data.map((entry) => entry.product.productId);
const names = (result: SearchResult) => result.data.map((entry) => entry.product.productName);

describe('GET /query', () => {
  it('finds names starting with the text, case-insensitively, five by default', async () => {
    const result = await search('NOOR');
    expect(result.data).toHaveLength(MAX_SUGGESTIONS);
    expect(names(result).every((name) => name.toLowerCase().startsWith('noor'))).toBe(true);
    expect(ids(await search('noor'))).toEqual(ids(result));
    expect(result.count).toBeNull();
  });

  it('accepts the tolower(productName) form too', async () => {
    const response = await query({ $filter: "startswith(tolower(productName),'noor')" });
    expect(ids(SearchResultSchema.parse(response.json()))).toEqual(ids(await search('noor')));
  });

  it('pages with $skip and $top and counts every match with $count', async () => {
    const [first, second, both] = await Promise.all([
      search('s', { $top: 3 }),
      search('s', { $top: 3, $skip: 3 }),
      search('s', { $top: 6, $count: true }),
    ]);
    expect(ids(both)).toEqual([...ids(first), ...ids(second)]);
    const [stored] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          eq(products.isPublished, true),
          sql`(${products.searchNameEn} like 's%' or ${products.searchNameAr} like 's%')`,
        ),
      );
    expect(both.count).toBe(stored!.n);
    expect((await search('s', { $top: 100 })).data).toHaveLength(100);
  });

  it('matches Arabic names whichever alef, taa marbuta, diacritics or tatweel the shopper types', async () => {
    const reference = await search('ألترابوك', { $count: true }, 'ar');
    expect(reference.count).toBeGreaterThan(0);
    expect(names(reference).every((name) => name.startsWith('ألترابوك'))).toBe(true);
    for (const spelling of ['الترابوك', 'إلترابوك', 'آلترابوك', 'ألـترابوك'])
      expect(ids(await search(spelling, {}, 'ar')), spelling).toEqual(ids(reference));

    const dishdasha = await search('دشداشة', { $count: true });
    expect(dishdasha.count).toBeGreaterThan(0);
    for (const spelling of ['دشداشه', 'دِشداشة', 'دشـداشة'])
      expect(ids(await search(spelling)), spelling).toEqual(ids(dishdasha));
  });

  it('answers in the caller language whichever language the name matched in', async () => {
    const englishCaller = await search('لابتوب');
    expect(englishCaller.data.length).toBeGreaterThan(0);
    expect(names(englishCaller).every((name) => /laptop/i.test(name) && !ARABIC.test(name))).toBe(true);
    const arabicCaller = await search('noor', {}, 'ar');
    expect(names(arabicCaller).every((name) => ARABIC.test(name))).toBe(true);
  });

  it('takes quotes, %, _ and \\ in the text literally', async () => {
    expect((await search("a' or '1'='1", { $count: true })).count).toBe(0);
    expect((await search('%', { $count: true })).count).toBe(0);
    expect((await search('n_or', { $count: true })).count).toBe(0);
    expect((await search('noor\\', { $count: true })).count).toBe(0);
    expect((await search("lu'bati", { $count: true })).count).toBeGreaterThan(0);
  });

  it('refuses any other filter with 400 INVALID_FILTER naming $filter', async () => {
    for (const filter of [
      "startswith(productName,'a') or 1 eq 1",
      "startswith(productName,'a') and startswith(productName,'b')",
      "productName eq 'a'",
      "startswith(description,'a')",
      "startswith(productName,'a'); drop table products",
      "startswith(productName,'')",
      "startswith(productName,'   ')",
      `startswith(productName,'${'x'.repeat(101)}')`,
    ]) {
      const response = await query({ $filter: filter });
      expect(response.statusCode, filter).toBe(400);
      expect(response.json(), filter).toMatchObject({
        code: 'INVALID_FILTER',
        message: expect.any(String),
        errors: [{ field: '$filter', message: expect.any(String) }],
      });
    }
  });

  it('refuses bad paging and a missing filter, naming the field', async () => {
    for (const [params, field] of [
      [{ $filter: productNameStartsWith('a'), $top: 101 }, '$top'],
      [{ $filter: productNameStartsWith('a'), $top: 0 }, '$top'],
      [{ $filter: productNameStartsWith('a'), $skip: -1 }, '$skip'],
      [{ $filter: productNameStartsWith('a'), $count: 'maybe' }, '$count'],
      [{ $top: 5 }, '$filter'],
    ] as const) {
      const response = await query(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
  });
});

describe('GET /web-gw/products/suggest', () => {
  it('never suggests more than five, and refuses to be asked for more', async () => {
    expect((await suggest({ query: 's' })).data).toHaveLength(MAX_SUGGESTIONS);
    expect((await suggest({ query: 's', pageCount: 3 })).data).toHaveLength(3);
    const tooMany = await app.inject('/web-gw/products/suggest?query=s&pageCount=6');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe('pageCount');
  });

  it('suggests the same names as /query, in the caller language', async () => {
    const suggested = await suggest({ query: 'لابتوب', pageCount: 5 }, 'ar');
    expect(suggested.data).toHaveLength(5);
    expect(suggested).toEqual(await search('لابتوب', {}, 'ar'));
  });

  it('puts products in stock first when asked to', async () => {
    // A prefix whose first five names, in name order, have an out-of-stock product before an in-stock one.
    const rows = await database.db
      .select({ name: products.searchNameEn, inStock: products.inStock })
      .from(products)
      .where(eq(products.isPublished, true))
      .orderBy(sql`${products.searchNameEn} collate "C"`, asc(products.id));
    const prefix = rows
      .filter((row) => !row.inStock)
      .flatMap((row) => [6, 8, 10, 12, 14].map((length) => row.name.slice(0, length)))
      .find((candidate) => {
        const firstFive = rows.filter((row) => row.name.startsWith(candidate)).slice(0, MAX_SUGGESTIONS);
        return (
          firstFive.length === MAX_SUGGESTIONS &&
          firstFive.findIndex((row) => !row.inStock) < firstFive.findLastIndex((row) => row.inStock)
        );
      });
    expect(prefix).toBeDefined();

    const stockOf = async (result: SearchResult) => {
      const found = await database.db.select({ id: products.id, inStock: products.inStock }).from(products);
      return ids(result).map((id) => found.find((row) => row.id === id)!.inStock);
    };
    const plain = await stockOf(await suggest({ query: prefix! }));
    expect(plain.indexOf(false)).toBeLessThan(plain.lastIndexOf(true));
    const preferred = await stockOf(await suggest({ query: prefix!, preferInStock: true }));
    expect(preferred).toHaveLength(MAX_SUGGESTIONS);
    expect(preferred).toEqual([...preferred].sort((a, b) => Number(b) - Number(a)));
  });

  it('refuses empty text', async () => {
    for (const [text, code] of [
      ['', 'VALIDATION_FAILED'],
      ['   ', 'VALIDATION_FAILED'],
      ['ـــ', 'EMPTY_SEARCH_TEXT'],
    ] as const) {
      const response = await app.inject(`/web-gw/products/suggest?query=${encodeURIComponent(text)}`);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toMatchObject({ code, errors: [{ field: 'query' }] });
    }
  });
});

describe('GET /web-gw/products/suggest, by the start of any word', () => {
  // Words no seeded name has, so each test's products are the only matches.
  /** A token no product's words start with yet, not even with a typo. */
  const unmatched = (letters: string) =>
    unmatchedToken(letters, async (text) => (await suggest({ query: text }, 'ar')).data.length > 0, 6);

  async function brandNamed(names: { en: string; ar: string }): Promise<number> {
    const [brand] = await database.db
      .insert(brands)
      .values({ slug: `brand-${token(LATIN)}`, nameEn: names.en, nameAr: names.ar })
      .returning({ id: brands.id });
    return brand!.id;
  }

  /** A published product with these names, of this brand, in stock or not. */
  async function productNamed(
    names: { en: string; ar: string },
    options: { brandId?: number; inStock?: boolean } = {},
  ) {
    const product = await createProduct(database, { price: 1_000, variations: [{ stock: options.inStock ? 3 : 0 }] });
    await database.db
      .update(products)
      .set({
        nameEn: names.en,
        nameAr: names.ar,
        searchNameEn: normalizeSearchText(names.en),
        searchNameAr: normalizeSearchText(names.ar),
        brandId: options.brandId ?? null,
      })
      .where(eq(products.id, product.productId));
    return product.productId;
  }

  it('finds a later word of the name, in either language, while /query keeps to the start of the name', async () => {
    const word = await unmatched(LATIN);
    const arabicWord = await unmatched(ARABIC_LETTERS);
    const grill = await productNamed({ en: `Portable ${word}grill Deluxe`, ar: `شواية ${arabicWord} محمولة` });
    expect(ids(await suggest({ query: `${word}GRI` }))).toEqual([grill]);
    expect(ids(await suggest({ query: `${word}grill de` }))).toEqual([grill]);
    expect(names(await suggest({ query: arabicWord }, 'ar'))).toEqual([`شواية ${arabicWord} محمولة`]);
    // SPEC's OData filter is a prefix of the whole name, and stays one.
    expect((await search(`${word}grill`)).data).toEqual([]);
  });

  it('finds the products of a brand typed in Arabic, whichever alef is typed, names starting with it first', async () => {
    const brandWord = await unmatched(ARABIC_LETTERS);
    const brand = { en: `House ${token(LATIN)}`, ar: `أزياء ${brandWord}` };
    const brandId = await brandNamed(brand);
    // The brand in the middle of the Arabic name, as the seeded names have it, and not in it at all.
    const inName = await productNamed({ en: `Linen Abaya ${token(LATIN)}`, ar: `عباية ${brand.ar} كتان` }, { brandId });
    const byBrand = await productNamed(
      { en: `Silk Scarf ${token(LATIN)}`, ar: `وشاح ${token(ARABIC_LETTERS)}` },
      { brandId },
    );
    const startsWith = await productNamed({ en: `Azyaa ${token(LATIN)}`, ar: `ازياء ${brandWord} عطر` });

    const found = ids(await suggest({ query: `ازياء ${brandWord}` }, 'ar'));
    expect(found[0]).toBe(startsWith);
    expect(found.slice(1).sort()).toEqual([inName, byBrand].sort());
    expect(ids(await suggest({ query: brand.en.toUpperCase() })).sort()).toEqual([inName, byBrand].sort());

    // A renamed brand is found by its new name at once: the database keeps the words.
    const renamed = await unmatched(ARABIC_LETTERS);
    await database.db
      .update(brands)
      .set({ nameAr: `دار ${renamed}` })
      .where(eq(brands.id, brandId));
    expect(ids(await suggest({ query: `دار ${renamed}` }, 'ar')).sort()).toEqual([inName, byBrand].sort());
  });

  it('puts products in stock first when asked to', async () => {
    const word = await unmatched(LATIN);
    const soldOut = await productNamed({ en: `Camping ${word}lantern`, ar: `فانوس ${token(ARABIC_LETTERS)}` });
    const inStock = await productNamed(
      { en: `Solar ${word}lantern`, ar: `فانوس ${token(ARABIC_LETTERS)}` },
      { inStock: true },
    );
    // Words in name order: "camping" before "solar", so the sold-out one comes first unless asked.
    expect(ids(await suggest({ query: word }))).toEqual([soldOut, inStock]);
    expect(ids(await suggest({ query: word, preferInStock: true }))).toEqual([inStock, soldOut]);
  });
});

describe('GET /web-gw/products/suggest, kept answers', () => {
  // Headers that differ on every response whatever is kept.
  const PER_RESPONSE = ['content-security-policy', 'x-request-id', 'date'];
  const lasting = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)));
  const get = (url: string, language: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { language, ...headers } });

  it('sends a repeated suggestion byte for byte as the first, with the same headers, in both languages', async () => {
    // Each language asked for names that match in its own language and in the other one.
    for (const [language, text] of ['en', 'ar'].flatMap((language) =>
      ['noor', 'لابتوب'].map((text) => [language, text] as const),
    )) {
      const url = `/web-gw/products/suggest?query=${encodeURIComponent(text)}&pageCount=5&preferInStock=true`;
      const first = await get(url, language);
      const again = await get(url, language);
      expect(first.statusCode).toBe(200);
      expect(again.body, `${language} ${text}`).toBe(first.body);
      expect(lasting(again.headers)).toEqual(lasting(first.headers));
      expect(first.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=60, stale-while-revalidate=300',
        vary: 'language, authorization',
        etag: expect.stringMatching(/^W\/"/),
      });
      // Exactly what the route's zod serializer writes for the answer.
      expect(first.body).toBe(JSON.stringify(SearchResultSchema.parse(first.json())));
      expect(SearchResultSchema.parse(first.json()).data).toHaveLength(MAX_SUGGESTIONS);
      expect((await get(url, language, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    }
  });

  it('writes the same bytes and headers as /query, which is serialised on every request', async () => {
    for (const language of ['en', 'ar']) {
      const suggested = await get(`/web-gw/products/suggest?query=noor&pageCount=5`, language);
      const searched = await get(`/query?$filter=${encodeURIComponent(productNameStartsWith('noor'))}`, language);
      expect(suggested.body).toBe(searched.body);
      expect(lasting(suggested.headers)).toEqual(lasting(searched.headers));
    }
  });
});
