import { and, asc, count, desc, eq, gte, inArray, lte, max, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductSort } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  productCategories,
  productImages,
  productListing,
  productVariations,
  products,
  searchTerms,
} from './catalogue.schema.ts';

/** Which published products a list, a brand facet or a price bound is about. */
export interface ProductFilter {
  /**
   * What the shopper typed (searchWords): a product matches when each word starts a word of its
   * names, its brand's names or its categories' names, or is one typo away from one (SEARCH_WEIGHTS).
   */
  keyword?: SearchText;
  /** The category and all categories below it. */
  categoryIds?: number[];
  /** The category asked for (the first of categoryIds): its listing rows hold its whole subtree (ADR 049). */
  categoryId?: number;
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

export interface ProductPage {
  sort: ProductSort;
  /** Out-of-stock products after all in-stock ones, whatever the sort (theme keep_out_of_stock_at_end). */
  outOfStockLast: boolean;
  skip: number;
  top: number;
}

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  picturePath: products.picturePath,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  inStock: products.inStock,
  brand: { id: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr },
};

/** Published or not, each product with its brand, as lists show them. */
function productSummaries(db: Database) {
  return db.select(summaryColumns).from(products).leftJoin(brands, eq(brands.id, products.brandId)).$dynamic();
}
/** A product as lists show it. */
export type SummaryRow = Awaited<ReturnType<typeof productSummaries>>[number];

type FoldedNameColumn = typeof products.searchNameEn | typeof products.searchNameAr;

const nameMatchColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  picturePath: products.picturePath,
};
/** A product found by its name: what a suggestion or a /query result shows. */
export type NameMatchRow = { id: number; nameEn: string; nameAr: string; picturePath: string | null };

/** Text typed by a shopper, made literal inside a LIKE pattern (PostgreSQL's default escape is `\`). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
const startsWithPattern = (text: string) => `${escapeLike(text)}%`;
const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * Every word of the folded keyword in the English name, or every word in the Arabic name: the back
 * office's product search, which also finds unpublished products (the search index has only
 * published ones).
 */
export function keywordCondition(keyword: string): SQL {
  const words = [...new Set(keyword.split(' '))].map(containsPattern);
  // LIKE '%word%' on the folded columns is served by their trigram (gin_trgm_ops) indexes.
  const allIn = (column: FoldedNameColumn) => and(...words.map((pattern) => sql`${column} like ${pattern}`))!;
  return sql`(${allIn(products.searchNameEn)} or ${allIn(products.searchNameAr)})`;
}

/** What the shopper typed, folded and split (search-text.ts `searchWords`). */
export interface SearchText {
  phrase: string;
  words: string[];
}

/**
 * The weights of search_terms (migration 0012 writes them): a whole name starting with the typed
 * text ranks first, then a word of the product's brand, of its categories, of its name.
 */
export const SEARCH_WEIGHTS = { name: 4, brand: 3, category: 2, nameWord: 1 } as const;

/** Past every text that starts with a prefix, in byte order (text_pattern_ops): the largest code point. */
const AFTER_PREFIX = '\u{10FFFF}';

/** A value of a kept statement, filled in on each call (preparedByShape, ADR 052). */
const value = (name: string) => sql.placeholder(name);

/** `term` starts with the value `name`: a range of a text_pattern_ops index, whatever the collation. */
const startsWith = (term: SQL, name: string) =>
  sql`(${term} ~>=~ ${value(name)} and ${term} ~<~ ${value(`${name}End`)})`;

/** The values of startsWith(…, name): the prefix, and what sorts past every text starting with it. */
const prefixValues = (name: string, prefix: string) => ({ [name]: prefix, [`${name}End`]: prefix + AFTER_PREFIX });

/** The word that narrows a search most: the longest (on a tie, the last typed). */
function drivingWord(words: string[]): string {
  return words.reduce((best, word) => ([...word].length >= [...best].length ? word : best));
}

/**
 * What the text of a list, count, brand facet or price bound statement depends on: which filters
 * are set and in which form, never their values (filterValues), so each shape is built once.
 */
interface FilterShape {
  /** How many words the keyword has; null without a keyword. */
  keywordWords: number | null;
  categories: boolean;
  /** A category's listing rows are read: a category without a keyword (ADR 049). */
  listing: boolean;
  brands: 'one' | 'several' | null;
  minPrice: boolean;
  maxPrice: boolean;
  inStock: boolean;
}

function filterShape(filter: ProductFilter): FilterShape {
  return {
    keywordWords: filter.keyword ? filter.keyword.words.length : null,
    categories: filter.categoryIds !== undefined,
    listing: filter.categoryId !== undefined && !filter.keyword,
    brands: !filter.brandIds ? null : filter.brandIds.length === 1 ? 'one' : 'several',
    minPrice: filter.minPrice !== undefined,
    maxPrice: filter.maxPrice !== undefined,
    inStock: filter.inStock !== undefined,
  };
}

/** The values of the placeholders of the filter's shape (a value the shape does not use is ignored). */
function filterValues(filter: ProductFilter): Record<string, unknown> {
  const words = filter.keyword?.words ?? [];
  return Object.assign(
    {
      categoryId: filter.categoryId,
      categoryIds: filter.categoryIds,
      brandId: filter.brandIds?.[0],
      brandIds: filter.brandIds,
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
      inStock: filter.inStock,
    },
    filter.keyword ? prefixValues('phrase', filter.keyword.phrase) : {},
    words.length > 0 ? prefixValues('driver', drivingWord(words)) : {},
    ...words.map((word, index) => prefixValues(`word${index}`, word)),
  );
}

/** The weights of brand, category and name words (not whole names). */
const wordWeights = sql`array[${SEARCH_WEIGHTS.brand}, ${SEARCH_WEIGHTS.category}, ${SEARCH_WEIGHTS.nameWord}]::smallint[]`;

/**
 * The products with a brand, category or name word starting with the keyword's word `index`, or
 * one typo away from it: ranges of the walk index, one per weight, so a common word costs its
 * matches, not the catalogue.
 */
function productsWithWord(index: number): SQL {
  const word = `word${index}`;
  return sql`select matched.product_id from ${searchTerms} matched where matched.weight = any(${wordWeights}) and ${startsWith(sql`matched.term`, word)}
    union all select matched.product_id from ${searchTerms} matched where matched.weight = any(${wordWeights}) and matched.term = any((select search_typo_words(${value(word)}))::text[])`;
}

/**
 * The products with every word (productsWithWord), as rows of `product_id`: the words' sets
 * intersected first, then collected as the ids to read, so a keyword costs its words' matches and
 * reads only the products having them all. Checking each product of the longest word's set for the
 * other words cost an index descent per product (6,780 for "classic oxf" at 100,000 products);
 * joining the products to each word's set in turn read every product of the commonest word before
 * the other word narrowed them (11,942 for "sport ara", 73 matches: 18 → 3 ms).
 */
function keywordProducts(wordCount: number): SQL {
  return sql.join(
    Array.from({ length: wordCount }, (_, index) => sql`(${productsWithWord(index)})`),
    sql` intersect `,
  );
}

/**
 * The name under which a statement that needs the keyword's products more than once (a counted
 * page, a page ranked by relevance) has them, found once (ADR 064): PostgreSQL keeps a query of a
 * `with` that is read twice, where the same sets written twice were each found again.
 */
const KEYWORD_PRODUCTS = 'keyword_products';
const keywordProductIds = sql`select product_id from ${sql.identifier(KEYWORD_PRODUCTS)}`;

/** `fromKeywordProducts`: the keyword's products are read from KEYWORD_PRODUCTS, not found in place. */
function searchKeywordCondition(wordCount: number, asSemiJoin: boolean, fromKeywordProducts: boolean): SQL {
  // Text of punctuation alone has no word: it matches nothing rather than everything.
  if (wordCount === 0) return sql`false`;
  const ids = fromKeywordProducts ? keywordProductIds : keywordProducts(wordCount);
  return asSemiJoin ? sql`${products.id} in (${ids})` : sql`${products.id} = any(array(${ids}))`;
}

/**
 * How well each product matches a keyword, as rows (product_id, rank) to join: its best index
 * weight among a whole name starting with the text (the highest weight) and words starting with
 * the driving word; a product matched by a typo only has no row (null, last). Two ranges of the walk
 * index aggregated once: looking each matching product's rows up instead was an index descent per
 * product, 7,289 for "noor" at 100,000 products (36 → 15 ms). Only the keyword's products are
 * aggregated (KEYWORD_PRODUCTS): for "sport ara" the driving word "sport" has 11,942 products, the
 * keyword 73 (ADR 064); so these ranks are read only in a statement that has them.
 */
function relevanceRanks(): SQL {
  const ofKeywordProducts = sql`own.product_id in (${keywordProductIds})`;
  return sql`(select ranked.product_id, max(ranked.weight) as rank from (
      select own.product_id, own.weight from ${searchTerms} own where own.weight = ${SEARCH_WEIGHTS.name} and ${startsWith(sql`own.term`, 'phrase')} and ${ofKeywordProducts}
      union all select own.product_id, own.weight from ${searchTerms} own where own.weight = any(${wordWeights}) and ${startsWith(sql`own.term`, 'driver')} and ${ofKeywordProducts}
    ) ranked group by ranked.product_id)`;
}

/** Whether a page is ranked by relevance: sorted so, with words to be relevant to. */
const rankedByRelevance = (shape: FilterShape, order: PageOrder) =>
  order.sort === 'relevance' && Boolean(shape.keywordWords);

/**
 * Prices follow categories (books are cheap, laptops dear), and so do brands (a brand makes one
 * kind of product), which the planner cannot know: walking the price index for a category's
 * products, or the newest-first index for a brand's products in a category, may read most of the
 * catalogue before it finds them, or all of it to find none. So for a price order, and whenever
 * another filter narrows a category, the category's products are collected first (their ids
 * become an index condition the other filters' indexes can be combined with) and then sorted, a
 * cost that grows with the category, not the catalogue; otherwise the planner's semi-join is left
 * to walk an index (newest first) and stop early.
 */
function inCategories(collectFirst: boolean): SQL {
  const productIds = sql`select ${productCategories.productId} from ${productCategories} where ${productCategories.categoryId} = any(${value('categoryIds')}::int[])`;
  return collectFirst ? sql`${products.id} = any(array(${productIds}))` : sql`${products.id} in (${productIds})`;
}

/** The order of a page: its sort, and whether out-of-stock products come last. */
type PageOrder = Pick<ProductPage, 'sort' | 'outOfStockLast'>;

const byPrice = (order: PageOrder) => order.sort === 'price-asc' || order.sort === 'price-desc';

/**
 * Whether a page in this order must collect a category's products first (see inCategories); beside
 * a keyword it never does (filterCondition).
 */
function collectsCategoryFirst(shape: FilterShape, order: PageOrder): boolean {
  const narrowed = shape.brands !== null || shape.minPrice || shape.maxPrice;
  return narrowed || byPrice(order);
}

/**
 * `collectCategoryFirst`: see inCategories; always for counts, facets and bounds, which read every
 * matching product anyway (a category's ids against the narrow published index, not the index whole).
 *
 * The keyword's products are an array of ids (ADR 036) only when nothing else narrows them to a set
 * (ADR 061): an array hides how many products match from the planner. Ranked by relevance, it then
 * expected a few and joined each to the ranks by a nested loop, every product against every rank
 * (3.8 million comparisons, 320 ms, for a word 2,766 products have at 100,000). Beside several
 * brands' collected ids (`keywordAsSemiJoin`) or a category, each id of one array was looked up in
 * the other one by one (600 ms for "oud" in a category of 4,735). As a semi-join they are counted and
 * hashed. Alone in a price or date order, the array stays: there the planner would walk the
 * order's index and test each product on the way.
 *
 * Beside a keyword a category is a semi-join too, never collected first (ADR 063): the keyword's
 * products are the few to start from, and a category's collected ids were one index descent each
 * (30,130 for a top category, 76–103 ms) and estimated as ten, so the ranks were joined by a nested
 * loop again ("pro" by relevance in a top category at 100,000 products: 4.1 s → 65 ms).
 */
function filterCondition(
  shape: FilterShape,
  {
    collectCategoryFirst = true,
    keywordAsSemiJoin = false,
    fromKeywordProducts = false,
  }: { collectCategoryFirst?: boolean; keywordAsSemiJoin?: boolean; fromKeywordProducts?: boolean } = {},
): SQL {
  const { keywordWords } = shape;
  return and(
    eq(products.isPublished, true),
    keywordWords !== null
      ? searchKeywordCondition(keywordWords, keywordAsSemiJoin || shape.categories, fromKeywordProducts)
      : undefined,
    shape.categories ? inCategories(collectCategoryFirst && keywordWords === null) : undefined,
    narrowing(shape, products),
  )!;
}

/**
 * Brands follow prices too (a brand makes one kind of product, at its prices), which the planner
 * cannot know either: a brand's page by price walked the price index and filtered by brand,
 * reading most of the catalogue for a cheap brand's second page by price descending (90 ms at
 * 100,000 products). One brand's page is a range of an index led by the brand (ADR 060), as a
 * category's is (ADR 050). Several brands' products are collected first for a price order without
 * a category, then sorted: a cost that grows with the brands.
 */
function brandsCollectedFirst(shape: FilterShape, order: PageOrder): SQL | undefined {
  if (shape.brands !== 'several' || shape.categories || !byPrice(order)) return undefined;
  return sql`${products.id} = any(array(select by_brand.id from ${products} by_brand where by_brand.brand_id = any(${value('brandIds')}::int[])))`;
}

/**
 * One brand is an equality, so an index led by the brand (then the order) walks the page in order;
 * several are one array, so their statement is the same for any number.
 */
function brandCondition(brands: FilterShape['brands'], column: AnyPgColumn): SQL | undefined {
  if (!brands) return undefined;
  return brands === 'one' ? eq(column, value('brandId')) : sql`${column} = any(${value('brandIds')}::int[])`;
}

/** The brand, price and stock filters, on the products' columns or on a listing row's copies of them. */
function narrowing(shape: FilterShape, columns: Record<'brandId' | 'price' | 'inStock', AnyPgColumn>): SQL | undefined {
  return and(
    brandCondition(shape.brands, columns.brandId),
    shape.minPrice ? gte(columns.price, value('minPrice')) : undefined,
    shape.maxPrice ? lte(columns.price, value('maxPrice')) : undefined,
    shape.inStock ? eq(columns.inStock, value('inStock')) : undefined,
  );
}

/** The columns a list sorts by: the products' own, or a category's listing rows' copies (ADR 049). */
type OrderColumns = Record<'id' | 'price' | 'createdAt' | 'inStock', AnyPgColumn>;
const productOrderColumns: OrderColumns = {
  id: products.id,
  price: products.price,
  createdAt: products.createdAt,
  inStock: products.inStock,
};
const listingOrderColumns: OrderColumns = {
  id: productListing.productId,
  price: productListing.price,
  createdAt: productListing.createdAt,
  inStock: productListing.inStock,
};

/** `rank`: the page's relevance rank (relevanceRanks) when it is ranked by relevance. */
function sortOrder(order: PageOrder, rank: SQL | null, columns = productOrderColumns): SQL[] {
  const newest = [desc(columns.createdAt), desc(columns.id)];
  const byPage: Record<ProductSort, () => SQL[]> = {
    'price-asc': () => [asc(columns.price), asc(columns.id)],
    'price-desc': () => [desc(columns.price), desc(columns.id)],
    newest: () => newest,
    // Without a keyword there is nothing to be relevant to: newest first.
    relevance: () => (rank ? [sql`${rank} desc nulls last`, ...newest] : newest),
  };
  return order.outOfStockLast ? [desc(columns.inStock), ...byPage[order.sort]()] : byPage[order.sort]();
}

/**
 * A category's list without a keyword reads the category's listing rows (ADR 049), where each
 * order is an index range: null when the shape does not read them.
 */
function listingCondition(shape: FilterShape): SQL | null {
  if (!shape.listing) return null;
  return and(eq(productListing.categoryId, value('categoryId')), narrowing(shape, productListing))!;
}

export function createCatalogueRepository(db: Database) {
  /**
   * Published products whose folded English (or else Arabic) name starts with `prefix`, ordered
   * by that name. Each branch walks its name's `text_pattern_ops` index in order and stops after
   * `skip + top` rows, which keeps suggestions fast however many names match.
   */
  function findByNamePrefix(prefix: string, options: { skip: number; top: number; inStock?: boolean }) {
    const pattern = startsWithPattern(prefix);
    const branch = (name: FoldedNameColumn, alsoWhere?: SQL) =>
      db
        // Bytewise ("C"), the order `~<~` walks each branch in, so the merged pages agree with it.
        .select({ ...nameMatchColumns, sortKey: sql<string>`${name} collate "C"`.as('sort_key') })
        .from(products)
        .where(
          and(
            sql`${name} like ${pattern}`,
            alsoWhere,
            eq(products.isPublished, true),
            options.inStock === undefined ? undefined : eq(products.inStock, options.inStock),
          ),
        )
        // `~<~` is the order of the text_pattern_ops index, so the scan needs no sort.
        .orderBy(sql`${name} using ~<~`, asc(products.id))
        .limit(options.skip + options.top);
    // A name matching in both languages is listed once, under its English name.
    return unionAll(
      branch(products.searchNameEn),
      branch(products.searchNameAr, sql`not ${products.searchNameEn} like ${pattern}`),
    )
      .orderBy(sql`sort_key`, asc(products.id))
      .offset(options.skip)
      .limit(options.top);
  }

  // A product page's reads, kept prepared (ADR 052): unnamed, PostgreSQL parsed and planned each of
  // the five on every call, most of the 1.4 ms of PostgreSQL time a product's answer cost.
  const productWithBrand = preparedByShape(() =>
    db
      .select({ product: products, brand: brands })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.id, value('productId')), eq(products.isPublished, true))),
  );
  const imagesOfProduct = preparedByShape(() =>
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, value('productId')))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
  );
  const categoryIdsOfProduct = preparedByShape(() =>
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, value('productId'))),
  );
  const variationsOfProduct = preparedByShape(() =>
    db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, value('productId')))
      .orderBy(asc(productVariations.id)),
  );
  const usedAttributeValues = preparedByShape(() => {
    const usedValueIds = sql`(select (jsonb_array_elements_text(${productVariations.attributeValueIds}))::integer from ${productVariations} where ${productVariations.productId} = ${value('productId')})`;
    return db
      .select({ attribute: attributes, value: attributeValues })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(sql`${attributeValues.id} in ${usedValueIds}`)
      .orderBy(asc(attributes.id), asc(attributeValues.sortOrder), asc(attributeValues.id));
  });

  /**
   * At most `top` published products for what the shopper typed, best first: a name starting
   * with the whole text, then a brand, category or name word starting with the driving word
   * (SEARCH_WEIGHTS), then the same one typo away from it; with `inStockFirst` the products in
   * stock among them first. Every other word must match the product too (as typed or within one
   * typo). One call of search_suggestions (migration 0012): index walks that PostgreSQL runs in
   * turn and stops as soon as enough rows are found, planned once per connection. A product found
   * by several words comes once, at its best place; when the rows walked were all taken by fewer
   * products than asked, it walks further.
   */
  const suggestionsCall = preparedByShape(() =>
    db
      .select({
        id: sql<number>`id`,
        nameEn: sql<string>`name_en`,
        nameAr: sql<string>`name_ar`,
        picturePath: sql<string | null>`picture_path`,
        walked: sql<number>`walked`,
      })
      .from(
        sql`search_suggestions(${value('phrase')}, ${value('driver')}, ${value('others')}::text[], ${value('inStockFirst')}, ${value('top')}, ${value('rows')})`,
      ),
  );

  async function findSuggestions(search: SearchText, options: { top: number; inStockFirst: boolean }) {
    if (search.words.length === 0) return [];
    const driver = drivingWord(search.words);
    const others = search.words.filter((word) => word !== driver);
    for (let rows = options.top * 8; ; rows *= 4) {
      const found = await suggestionsCall(null, { phrase: search.phrase, driver, others, ...options, rows });
      if (found.length === options.top || (found[0]?.walked ?? 0) < rows)
        return found.map(({ walked: _walked, ...row }): NameMatchRow => row);
    }
  }

  /** Published products' ids with their relevance rank (relevanceRanks) when `ranked`, else a null one. */
  function rankedCandidates(ranked: boolean) {
    const rank = (ranked ? sql<number | null>`relevance.rank` : sql<number | null>`null::smallint`).as('rank');
    const candidates = db.select({ id: products.id, rank }).from(products).$dynamic();
    return ranked
      ? candidates.leftJoin(sql`${relevanceRanks()} relevance`, sql`relevance.product_id = ${products.id}`)
      : candidates;
  }

  /**
   * The matches counted, no further than the `limit` value when `limited`: one row, `count`.
   * `fromKeywordProducts`: inside a statement that has KEYWORD_PRODUCTS.
   */
  function matchCountQuery(filter: FilterShape, limited: boolean, fromKeywordProducts = false) {
    const inListing = listingCondition(filter);
    const matches = inListing
      ? db.select({ id: productListing.productId }).from(productListing).where(inListing)
      : db.select({ id: products.id }).from(products).where(filterCondition(filter, { fromKeywordProducts }));
    return db.select({ count: count().as('count') }).from((limited ? matches.limit(value('limit')) : matches).as('m'));
  }

  /**
   * A page of the matches; when `counted`, also how many match (up to the `limit` value), computed
   * once for the statement: a counted list is one round trip, not two. A keyword's products are
   * found once for the page, its ranks and its count (KEYWORD_PRODUCTS).
   */
  const listPage = preparedByShape(
    ({ filter, order, counted }: { filter: FilterShape; order: PageOrder; counted: boolean }) => {
      const inListing = listingCondition(filter);
      const ranked = rankedByRelevance(filter, order);
      const collectedBrands = brandsCollectedFirst(filter, order);
      const wordCount = filter.keywordWords ?? 0;
      const fromKeywordProducts = wordCount > 0;
      const keywordWith = fromKeywordProducts ? [db.$with(KEYWORD_PRODUCTS, {}).as(keywordProducts(wordCount))] : [];
      // The page's ids first, then their rows: ranking reads only a narrow index (the category's
      // listing rows, or the published products' id, brand, price, stock and date), not the wide
      // rows of every candidate.
      const pageIds = (
        inListing
          ? db
              .select({ id: productListing.productId, rank: sql<number | null>`null::smallint`.as('rank') })
              .from(productListing)
              .where(inListing)
              .orderBy(...sortOrder(order, null, listingOrderColumns))
          : rankedCandidates(ranked)
              .where(
                and(
                  filterCondition(filter, {
                    collectCategoryFirst: collectsCategoryFirst(filter, order),
                    keywordAsSemiJoin: ranked || collectedBrands !== undefined,
                    fromKeywordProducts,
                  }),
                  collectedBrands,
                ),
              )
              .orderBy(...sortOrder(order, ranked ? sql`relevance.rank` : null))
      )
        .offset(value('skip'))
        .limit(value('top'))
        .as('page');
      const total = matchCountQuery(filter, true, fromKeywordProducts).as('total');
      const rows = db
        .with(...keywordWith)
        .select({ ...summaryColumns, total: counted ? total.count : sql<null>`null` })
        .from(products)
        .innerJoin(pageIds, eq(pageIds.id, products.id))
        .leftJoin(brands, eq(brands.id, products.brandId))
        .orderBy(...sortOrder(order, ranked ? sql`${pageIds.rank}` : null))
        .$dynamic();
      // Right-joined, the count comes on every row of the page, or on one row of nulls when the page is empty.
      return counted ? rows.rightJoin(total, sql`true`) : rows;
    },
  );

  const matchCount = preparedByShape(({ filter, limited }: { filter: FilterShape; limited: boolean }) =>
    matchCountQuery(filter, limited),
  );

  /** How many products match, counting no further than `limit` when one is given (a count stops early). */
  async function countProducts(filter: ProductFilter, limit?: number): Promise<number> {
    const [row] = await matchCount(
      { filter: filterShape(filter), limited: limit !== undefined },
      { ...filterValues(filter), limit },
    );
    return row!.count;
  }

  const brandFacets = preparedByShape((filter: FilterShape) => {
    const columns = { brandId: brands.id, nameEn: brands.nameEn, nameAr: brands.nameAr, productCount: count() };
    const inListing = listingCondition(filter);
    const matching = inListing
      ? db
          .select(columns)
          .from(productListing)
          .innerJoin(brands, eq(brands.id, productListing.brandId))
          .where(inListing)
      : db
          .select(columns)
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(filterCondition(filter));
    return matching.groupBy(brands.id);
  });

  const highestPrice = preparedByShape((filter: FilterShape) => {
    const inListing = listingCondition(filter);
    return inListing
      ? db
          .select({ maxPrice: max(productListing.price) })
          .from(productListing)
          .where(inListing)
      : db
          .select({ maxPrice: max(products.price) })
          .from(products)
          .where(filterCondition(filter));
  });

  return {
    findByNamePrefix,
    findSuggestions,

    /** Each product's picture as it is now (a product that is gone has none). */
    async picturePaths(productIds: number[]): Promise<Map<number, string | null>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, picturePath: products.picturePath })
        .from(products)
        .where(inArray(products.id, productIds));
      return new Map(rows.map((row) => [row.id, row.picturePath]));
    },

    async countByNamePrefix(prefix: string): Promise<number> {
      const pattern = startsWithPattern(prefix);
      const [row] = await db
        .select({ count: count() })
        .from(products)
        .where(
          and(
            eq(products.isPublished, true),
            sql`(${products.searchNameEn} like ${pattern} or ${products.searchNameAr} like ${pattern})`,
          ),
        );
      return row!.count;
    },

    /**
     * A page of the matching products and, with `countLimit`, how many match, counting no further
     * than that, in one statement.
     */
    async listProductPage(filter: ProductFilter, page: ProductPage, countLimit: number | null) {
      const order = { sort: page.sort, outOfStockLast: page.outOfStockLast };
      const values = { ...filterValues(filter), skip: page.skip, top: page.top, limit: countLimit };
      const found = await listPage({ filter: filterShape(filter), order, counted: countLimit !== null }, values);
      // Only the row of nulls that stands for an empty counted page has no id.
      const rows = found.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as SummaryRow);
      return { rows, count: found[0]?.total ?? null };
    },

    countProducts,

    listBrandFacets(filter: ProductFilter) {
      return brandFacets(filterShape(filter), filterValues(filter));
    },

    async findMaxPrice(filter: ProductFilter): Promise<number | null> {
      const [row] = await highestPrice(filterShape(filter), filterValues(filter));
      return row!.maxPrice;
    },

    listProductSummariesByIds(ids: number[]) {
      return productSummaries(db).where(and(inArray(products.id, ids), eq(products.isPublished, true)));
    },

    /** The other published products of a product group. */
    listGroupMembers(groupId: number, exceptProductId: number) {
      return productSummaries(db)
        .where(and(eq(products.groupId, groupId), ne(products.id, exceptProductId), eq(products.isPublished, true)))
        .orderBy(asc(products.id));
    },

    /** A published product with its brand, or null. */
    async findProduct(id: number) {
      const [row] = await productWithBrand(null, { productId: id });
      return row ?? null;
    },

    listImages(productId: number) {
      return imagesOfProduct(null, { productId });
    },

    async listCategoryIdsOfProduct(productId: number): Promise<number[]> {
      const rows = await categoryIdsOfProduct(null, { productId });
      return rows.map((row) => row.id);
    },

    listVariations(productId: number) {
      return variationsOfProduct(null, { productId });
    },

    /** The attribute values some variation of the product has, with their attribute, in display order. */
    listUsedAttributeValues(productId: number) {
      return usedAttributeValues(null, { productId });
    },

    /** For each asked attribute that exists, its id, and the id of its value with one of `codes` (null if none). */
    findAttributeValues(attributeIds: number[], codes: string[]) {
      return db
        .select({ attributeId: attributes.id, valueId: attributeValues.id, code: attributeValues.code })
        .from(attributes)
        .leftJoin(
          attributeValues,
          and(eq(attributeValues.attributeId, attributes.id), inArray(attributeValues.code, codes)),
        )
        .where(inArray(attributes.id, attributeIds));
    },

    /** Variations of published products, with what a cart or wishlist line shows of their product. */
    listPricedVariations(variationIds: number[]) {
      return db
        .select({
          variation: productVariations,
          product: {
            id: products.id,
            nameEn: products.nameEn,
            nameAr: products.nameAr,
            picturePath: products.picturePath,
            price: products.price,
            compareAtPrice: products.compareAtPrice,
          },
        })
        .from(productVariations)
        .innerJoin(products, and(eq(products.id, productVariations.productId), eq(products.isPublished, true)))
        .where(inArray(productVariations.id, variationIds));
    },

    /** Attribute values by id with their attribute, in attribute order. */
    listAttributeValuesByIds(valueIds: number[]) {
      return db
        .select({ attribute: attributes, value: attributeValues })
        .from(attributeValues)
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inArray(attributeValues.id, valueIds))
        .orderBy(asc(attributes.id));
    },

    listPublishedCategories() {
      return db.select().from(categories).where(eq(categories.isPublished, true));
    },

    /**
     * Published products by id with their last change, `limit` from the `offset`-th: the offset is
     * walked on the narrow published-products index alone, then only the page's rows are read.
     */
    listPublishedProductChanges(offset: number, limit: number) {
      const first = db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.isPublished, true))
        .orderBy(products.id)
        .offset(offset)
        .limit(1);
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(and(eq(products.isPublished, true), gte(products.id, sql`(${first})`)))
        .orderBy(products.id)
        .limit(limit);
    },

    /** Names of these products, published or not. */
    listProductNames(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.nameEn));
    },

    /** Those of `productIds` filed in one of `categoryIds` or in a category below one, published or not. */
    async listProductsInCategories(productIds: number[], categoryIds: number[]): Promise<number[]> {
      const result = (await db.execute(sql`
        with recursive scope(id) as (
          select id from ${categories} where ${inArray(categories.id, categoryIds)}
          union
          select c.id from ${categories} c join scope on c.parent_id = scope.id
        )
        select distinct product_id from ${productCategories}
        where ${inArray(productCategories.productId, productIds)} and category_id in (select id from scope)`)) as unknown as {
        rows: { product_id: number }[];
      };
      return result.rows.map((row) => Number(row.product_id));
    },

    /** The latest change of a published product filed directly in each category that has one. */
    listLatestProductChangePerCategory() {
      return db
        .select({ categoryId: productCategories.categoryId, updatedAt: max(products.updatedAt) })
        .from(productCategories)
        .innerJoin(products, eq(products.id, productCategories.productId))
        .where(eq(products.isPublished, true))
        .groupBy(productCategories.categoryId);
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
