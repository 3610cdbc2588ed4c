import type { z } from 'zod';
import type {
  BrandFacet,
  Category,
  CategoryDetail,
  PriceAnswer,
  ProductDetail,
  ProductFacetQuerySchema,
  ProductList,
  ProductListQuerySchema,
  ProductSummary,
} from '@storefront/contracts';
import type { CatalogueRepository, ProductFilter } from './catalogue.repository.ts';
import { buildCategoryTree } from './category-tree.ts';
import {
  groupAttributes,
  inOrderOf,
  toCategory,
  toCategoryRef,
  toNameMatch,
  toProductSummary,
  toVariation,
  variationPrice,
  type CategoryRow,
  type ProductNameMatch,
  type VariationRow,
} from './catalogue-mapping.ts';
import { normalizeSearchText, searchWords } from './search-text.ts';
import { LIST_COUNT_LIMIT, noAnswerCache, type AnswerCache } from '@storefront/contracts';
import { localized, type ContentLanguage } from '../../lib/language.ts';
import { badRequest, fieldProblem, notFound } from '../../lib/errors.ts';
import type { IdOrSlug } from '../../lib/path-params.ts';

type ListQuery = z.output<typeof ProductListQuerySchema>;
type FacetQuery = z.output<typeof ProductFacetQuerySchema>;
type FilterQuery = Partial<
  Pick<ListQuery, 'keyword' | 'categoryId' | 'brandIds' | 'minPrice' | 'maxPrice' | 'inStock'>
>;

export type { ProductNameMatch };

export interface CatalogueOptions {
  /** The theme's keep_out_of_stock_at_end, read on every list so an edited theme applies at once. */
  keepOutOfStockAtEnd: () => boolean;
  /** Keeps list, facet and suggestion answers until the catalogue changes (ADR 016); none: every read queries. */
  cache?: AnswerCache;
  /** Lists count their matches up to this many, then say "more" (default LIST_COUNT_LIMIT, ADR 036). */
  countLimit?: number;
}

/** The attribute value a shopper chose, by the value's code (SPEC §3 order line attributes). */
export interface ChosenAttribute {
  attributeId: number;
  attributeValue: string;
}

/** One attribute value of a variation, by code and by name in the caller's language. */
export interface VariationAttributeValue {
  attributeId: number;
  attributeName: string;
  valueCode: string;
  valueName: string;
}

/** A variation of a published product as a cart or wishlist line shows it, priced and stocked as of now. */
export interface PricedVariation {
  variationId: number;
  productId: number;
  productName: string;
  picturePath: string | null;
  price: number;
  compareAtPrice: number | null;
  activeQty: number;
  attributes: VariationAttributeValue[];
}

const collators: Record<ContentLanguage, Intl.Collator> = { en: new Intl.Collator('en'), ar: new Intl.Collator('ar') };

/** The flagged default, or the first variation of a product imported without one. */
function defaultVariation(variations: VariationRow[]): VariationRow | undefined {
  return variations.find((variation) => variation.isDefault) ?? variations[0];
}

/** What a list, facet or price-bound answer depends on, folded as the query uses it: equal keys, equal answers. */
function filterKey(query: FilterQuery): unknown[] {
  const brandIds = query.brandIds ? [...new Set(query.brandIds)].sort((a, b) => a - b) : null;
  return [
    normalizeSearchText(query.keyword ?? ''),
    query.categoryId ?? null,
    brandIds,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.inStock ?? null,
  ];
}
/** 404 PRODUCT_NOT_FOUND; the cart and the wishlist refuse a product that is gone with it too. */
export const productNotFound = (productId: number) =>
  notFound('PRODUCT_NOT_FOUND', { en: `Product ${productId} does not exist.`, ar: `المنتج ${productId} غير موجود.` });
const categoryNotFound = (ref: string) =>
  notFound('CATEGORY_NOT_FOUND', { en: `Category ${ref} does not exist.`, ar: `الفئة ${ref} غير موجودة.` });
const UNKNOWN_ATTRIBUTE = { en: 'This attribute does not exist.', ar: 'هذه الخاصية غير موجودة.' };

const cacheKey = (kind: string, ...parts: unknown[]) => JSON.stringify([kind, ...parts]);

export function createCatalogueService(repository: CatalogueRepository, options: CatalogueOptions) {
  const cache = options.cache ?? noAnswerCache;
  const countLimit = options.countLimit ?? LIST_COUNT_LIMIT;

  /** Kept like the answers (every list without a kept answer needs it), cleared with them. */
  function loadCategoryTree() {
    return cache.get(cacheKey('category-tree'), async () =>
      buildCategoryTree(await repository.listPublishedCategories()),
    );
  }

  /** The repository filter for a query, or null when nothing can match (a category that is not shown). */
  async function toFilter(query: FilterQuery): Promise<ProductFilter | null> {
    let categoryIds: number[] | undefined;
    if (query.categoryId !== undefined) {
      categoryIds = (await loadCategoryTree()).subtreeIds(query.categoryId);
      if (categoryIds.length === 0) return null;
    }
    return {
      keyword: normalizeSearchText(query.keyword ?? '') ? searchWords(query.keyword ?? '') : undefined,
      categoryIds,
      categoryId: query.categoryId,
      brandIds: query.brandIds,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      inStock: query.inStock,
    };
  }

  /** Throws PRODUCT_NOT_FOUND (404) for an unknown or unpublished product. */
  async function getProductRow(productId: number) {
    const found = await repository.findProduct(productId);
    if (!found) throw productNotFound(productId);
    return found;
  }

  /** The value ids of the chosen attributes, sorted as variations store them; null when a value does not exist. */
  async function resolveChosenValues(chosen: ChosenAttribute[]): Promise<number[] | null> {
    if (chosen.length === 0) return [];
    const repeated = chosen.findIndex(
      (item, index) => chosen.findIndex((other) => other.attributeId === item.attributeId) !== index,
    );
    if (repeated >= 0) {
      throw fieldProblem(400, 'DUPLICATE_ATTRIBUTE', `attributes.${repeated}.attributeId`, {
        en: 'Choose each attribute once.',
        ar: 'اختر كل خاصية مرة واحدة.',
      });
    }
    const rows = await repository.findAttributeValues(
      chosen.map((item) => item.attributeId),
      chosen.map((item) => item.attributeValue),
    );
    const known = new Set(rows.map((row) => row.attributeId));
    const unknown = chosen.flatMap((item, index) =>
      known.has(item.attributeId) ? [] : [{ field: `attributes.${index}.attributeId`, message: UNKNOWN_ATTRIBUTE }],
    );
    if (unknown.length > 0) throw badRequest('UNKNOWN_ATTRIBUTE', UNKNOWN_ATTRIBUTE, unknown);
    const valueIds: number[] = [];
    for (const item of chosen) {
      const value = rows.find((row) => row.attributeId === item.attributeId && row.code === item.attributeValue);
      if (!value?.valueId) return null;
      valueIds.push(value.valueId);
    }
    return valueIds.sort((a, b) => a - b);
  }

  /**
   * The variation a shopper means: the named one, else the one with exactly the chosen attribute
   * values, else (nothing chosen) the default. A named variation must also have exactly the chosen
   * values when any are given. Throws PRODUCT_NOT_FOUND or VARIATION_NOT_FOUND (404),
   * UNKNOWN_ATTRIBUTE or DUPLICATE_ATTRIBUTE (400).
   */
  async function findChosenVariation(productId: number, variationId: number | undefined, chosen: ChosenAttribute[]) {
    const { product } = await getProductRow(productId);
    const [valueIds, variations] = await Promise.all([
      resolveChosenValues(chosen),
      repository.listVariations(productId),
    ]);
    const hasChosenValues = (candidate: VariationRow) =>
      chosen.length === 0 || candidate.attributeValueIds.join() === valueIds?.join();
    const variation =
      variationId !== undefined
        ? variations.find((candidate) => candidate.id === variationId && hasChosenValues(candidate))
        : chosen.length === 0
          ? defaultVariation(variations)
          : variations.find(hasChosenValues);
    if (!variation)
      throw notFound('VARIATION_NOT_FOUND', {
        en: `Product ${productId} is not sold with this variation or these attributes.`,
        ar: `المنتج ${productId} لا يُباع بهذا الخيار أو بهذه الخصائص.`,
      });
    return { product, variation };
  }

  /** Suggestions for a prefix already folded (`normalizeSearchText`); the rows are kept for both languages. */
  async function suggestMatches(
    prefix: string,
    limit: number,
    preferInStock: boolean,
    language: ContentLanguage,
  ): Promise<ProductNameMatch[]> {
    const rows = await cache.get(cacheKey('suggest', prefix, limit, preferInStock), () =>
      repository.findSuggestions(searchWords(prefix), { top: limit, inStockFirst: preferInStock }),
    );
    return rows.map((row) => toNameMatch(row, language));
  }

  return {
    /** For orders: the pictures their lines show, as the products have them now. */
    picturePaths: (productIds: number[]) => repository.picturePaths([...new Set(productIds)]),

    async listProducts(query: ListQuery, language: ContentLanguage): Promise<ProductList> {
      const page = {
        sort: query.sort,
        outOfStockLast: options.keepOutOfStockAtEnd(),
        skip: query.skip,
        top: query.top,
      };
      const { rows, count } = await cache.get(cacheKey('list', filterKey(query), page, query.count), async () => {
        const filter = await toFilter(query);
        if (!filter) return { rows: [], count: query.count ? 0 : null };
        // Counted one past the limit: that one says "more than countLimit" without counting them all.
        return repository.listProductPage(filter, page, query.count ? countLimit + 1 : null);
      });
      const countIsLowerBound = count !== null && count > countLimit;
      return {
        data: rows.map((row) => toProductSummary(row, language)),
        count: countIsLowerBound ? countLimit : count,
        countIsLowerBound,
      };
    },

    /** Brands of the matching products with how many each has, by name in the caller's language. */
    async listBrandFacets(query: FacetQuery, language: ContentLanguage): Promise<BrandFacet[]> {
      const rows = await cache.get(cacheKey('brands', filterKey(query)), async () => {
        const filter = await toFilter(query);
        return filter ? repository.listBrandFacets(filter) : [];
      });
      const facets = rows.map((row) => ({
        brandId: row.brandId,
        name: localized(row, 'name', language),
        productCount: row.productCount,
      }));
      return facets.sort((a, b) => collators[language].compare(a.name, b.name) || a.brandId - b.brandId);
    },

    async getMaxPrice(query: FacetQuery): Promise<{ maxPrice: number }> {
      const maxPrice = await cache.get(cacheKey('max-price', filterKey(query)), async () => {
        const filter = await toFilter(query);
        return filter ? repository.findMaxPrice(filter) : null;
      });
      return { maxPrice: maxPrice ?? 0 };
    },

    /** Throws PRODUCT_NOT_FOUND (404). */
    async getProduct(productId: number, language: ContentLanguage): Promise<ProductDetail> {
      const { product, brand } = await getProductRow(productId);
      const [images, categoryIds, variations, usedValues, tree] = await Promise.all([
        repository.listImages(productId),
        repository.listCategoryIdsOfProduct(productId),
        repository.listVariations(productId),
        repository.listUsedAttributeValues(productId),
        loadCategoryTree(),
      ]);
      const shownCategories = tree.all.filter((category) => categoryIds.includes(category.id));
      // The breadcrumbs follow the deepest of the product's categories (the first in menu order on a tie).
      const primary = shownCategories.reduce<CategoryRow | null>(
        (deepest, category) =>
          deepest && tree.path(deepest.id).length >= tree.path(category.id).length ? deepest : category,
        null,
      );
      return {
        productId: product.id,
        productName: localized(product, 'name', language),
        slug: product.slug,
        picturePath: product.picturePath,
        price: product.price,
        compareAtPrice: product.compareAtPrice,
        brand: brand ? { brandId: brand.id, name: localized(brand, 'name', language) } : null,
        inStock: product.inStock,
        description: localized(product, 'description', language),
        images: images.map((image) => ({ path: image.path, alt: localized(image, 'alt', language) })),
        breadcrumbs: primary ? tree.path(primary.id).map((category) => toCategoryRef(category, language)) : [],
        categories: shownCategories.map((category) => toCategoryRef(category, language)),
        attributes: groupAttributes(usedValues, language),
        variations: variations.map((variation) => toVariation(product, variation)),
        groupId: product.groupId,
        createdAt: product.createdAt.toISOString(),
      };
    },

    /** The other products of the product's group; empty when it has none. Throws PRODUCT_NOT_FOUND (404). */
    async listGroupedProducts(productId: number, language: ContentLanguage): Promise<ProductSummary[]> {
      const { product } = await getProductRow(productId);
      if (product.groupId === null) return [];
      const rows = await repository.listGroupMembers(product.groupId, product.id);
      return rows.map((row) => toProductSummary(row, language));
    },

    /**
     * The price of the variation whose attribute values are exactly the chosen ones (no choice:
     * the default variation), always from the database. Throws PRODUCT_NOT_FOUND or
     * VARIATION_NOT_FOUND (404), UNKNOWN_ATTRIBUTE or DUPLICATE_ATTRIBUTE (400).
     */
    async getPrice(productId: number, chosen: ChosenAttribute[]): Promise<PriceAnswer> {
      const { product, variation } = await findChosenVariation(productId, undefined, chosen);
      return {
        productId,
        variationId: variation.id,
        ...variationPrice(product, variation),
        activeQty: variation.activeQty,
      };
    },

    /**
     * For carts and wishlists: the id of the variation a shopper means (see findChosenVariation for the rules and
     * errors).
     */
    async resolveVariationId(
      productId: number,
      variationId: number | undefined,
      chosen: ChosenAttribute[],
    ): Promise<number> {
      return (await findChosenVariation(productId, variationId, chosen)).variation.id;
    },

    /**
     * For carts and wishlists: the variations with these ids, priced and stocked as of now, in no
     * particular order. Variations of products that are missing or unpublished are left out.
     */
    async findPricedVariations(variationIds: number[], language: ContentLanguage): Promise<PricedVariation[]> {
      if (variationIds.length === 0) return [];
      const rows = await repository.listPricedVariations([...new Set(variationIds)]);
      const valueIds = [...new Set(rows.flatMap((row) => row.variation.attributeValueIds))];
      const values = valueIds.length > 0 ? await repository.listAttributeValuesByIds(valueIds) : [];
      return rows.map(({ variation, product }) => ({
        variationId: variation.id,
        productId: product.id,
        productName: localized(product, 'name', language),
        picturePath: product.picturePath,
        ...variationPrice(product, variation),
        activeQty: variation.activeQty,
        attributes: values
          .filter(({ value }) => variation.attributeValueIds.includes(value.id))
          .map(({ attribute, value }) => ({
            attributeId: attribute.id,
            attributeName: localized(attribute, 'name', language),
            valueCode: value.code,
            valueName: localized(value, 'name', language),
          })),
      }));
    },

    /**
     * Stock of a variation of the product (default: its default variation). Throws PRODUCT_NOT_FOUND or
     * VARIATION_NOT_FOUND (404).
     */
    async getStock(productId: number, variationId: number | undefined): Promise<{ activeQty: number }> {
      await getProductRow(productId);
      const variations = await repository.listVariations(productId);
      const variation =
        variationId === undefined
          ? defaultVariation(variations)
          : variations.find((candidate) => candidate.id === variationId);
      if (!variation)
        throw notFound('VARIATION_NOT_FOUND', {
          en: `Product ${productId} has no variation ${variationId}.`,
          ar: `لا يوجد للمنتج ${productId} الخيار ${variationId}.`,
        });
      return { activeQty: variation.activeQty };
    },

    /** Every shown category, parents first and siblings in their sort order (menus build the tree from parentId). */
    async listPublishedCategories(language: ContentLanguage): Promise<Category[]> {
      return (await loadCategoryTree()).all.map((category) => toCategory(category, language));
    },

    /** Throws CATEGORY_NOT_FOUND (404) for an unknown or hidden category. */
    async getCategory(ref: IdOrSlug, language: ContentLanguage): Promise<CategoryDetail> {
      const tree = await loadCategoryTree();
      const category = 'id' in ref ? tree.find(ref.id) : tree.findBySlug(ref.slug);
      if (!category) throw categoryNotFound('id' in ref ? String(ref.id) : `"${ref.slug}"`);
      return {
        ...toCategory(category, language),
        breadcrumbs: tree.path(category.id).map((node) => toCategoryRef(node, language)),
        children: tree.children(category.id).map((child) => toCategory(child, language)),
      };
    },

    /** Published products in the category and below. Throws CATEGORY_NOT_FOUND (404). */
    async countCategoryProducts(categoryId: number): Promise<{ count: number }> {
      const categoryIds = (await loadCategoryTree()).subtreeIds(categoryId);
      if (categoryIds.length === 0) throw categoryNotFound(String(categoryId));
      return { count: await repository.countProducts({ categoryIds, categoryId }) };
    },

    /** How many products are published (what the sitemaps list). */
    countPublishedProducts(): Promise<number> {
      return cache.get(cacheKey('published-count'), () => repository.countProducts({}));
    },

    /** Published products by id with their last change, `limit` from the `offset`-th (sitemaps). */
    listPublishedProductChanges(offset: number, limit: number): Promise<Array<{ id: number; updatedAt: Date }>> {
      return repository.listPublishedProductChanges(offset, limit);
    },

    /**
     * The shown categories that have a published product in or below them, as their pages list
     * products the same way, each with the latest change among those products (sitemaps).
     */
    async listNonEmptyCategoryChanges(): Promise<Array<{ slug: string; updatedAt: Date }>> {
      const [tree, latest] = await Promise.all([loadCategoryTree(), repository.listLatestProductChangePerCategory()]);
      const latestByCategory = new Map(latest.map((row) => [row.categoryId, row.updatedAt]));
      return tree.all.flatMap((category) => {
        const changes = tree
          .subtreeIds(category.id)
          .map((id) => latestByCategory.get(id))
          .filter((date): date is Date => date instanceof Date);
        if (changes.length === 0) return [];
        return [{ slug: category.slug, updatedAt: new Date(Math.max(...changes.map(Number))) }];
      });
    },

    /** For data lists: in the order of `ids`, leaving out products that are missing or unpublished. */
    async findProductSummaries(ids: number[], language: ContentLanguage): Promise<ProductSummary[]> {
      if (ids.length === 0) return [];
      const rows = await repository.listProductSummariesByIds(ids);
      return inOrderOf(ids, rows, (row) => toProductSummary(row, language));
    },

    /** For data lists: in the order of `ids`, leaving out categories that are missing or hidden. */
    /** Names of these products, published or not (the back office's promo editor). */
    findProductNames(ids: number[]) {
      return repository.listProductNames(ids);
    },

    /** Those of `productIds` filed in one of `categoryIds` or below one (promo codes limited to categories). */
    productsInCategories(productIds: number[], categoryIds: number[]): Promise<number[]> {
      return repository.listProductsInCategories(productIds, categoryIds);
    },

    async findCategories(ids: number[], language: ContentLanguage): Promise<Category[]> {
      const tree = await loadCategoryTree();
      return inOrderOf(ids, tree.all, (category) => toCategory(category, language));
    },

    /**
     * Products whose English or Arabic name starts with `text` (folded as the names are), by name.
     * `text` must not fold to nothing: the caller refuses empty text.
     */
    async searchByNamePrefix(
      text: string,
      paging: { skip: number; top: number; count: boolean },
      language: ContentLanguage,
    ): Promise<{ matches: ProductNameMatch[]; count: number | null }> {
      const prefix = normalizeSearchText(text);
      const { rows, count } = await cache.get(
        cacheKey('search', prefix, paging.skip, paging.top, paging.count),
        async () => {
          const [rows, count] = await Promise.all([
            repository.findByNamePrefix(prefix, paging),
            paging.count ? repository.countByNamePrefix(prefix) : null,
          ]);
          return { rows, count };
        },
      );
      return { matches: rows.map((row) => toNameMatch(row, language)), count };
    },

    /**
     * At most `limit` names starting with `text`, with `preferInStock` those in stock first, as
     * `render` writes them (the HTTP body). The rows are kept for both languages and the rendered
     * answer per language (ADR 016), so a repeated suggestion costs no mapping or serialisation.
     */
    async suggestByNamePrefix<T>(
      text: string,
      limit: number,
      preferInStock: boolean,
      language: ContentLanguage,
      render: (matches: ProductNameMatch[]) => T,
    ): Promise<T> {
      const prefix = normalizeSearchText(text);
      return cache.get(cacheKey('suggest-rendered', prefix, limit, preferInStock, language), async () =>
        render(await suggestMatches(prefix, limit, preferInStock, language)),
      );
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
