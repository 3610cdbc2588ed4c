import { MONEY_SCALE, type BrandFacet, type ProductSort, type ProductSummary } from '@storefront/contracts';

/** Products per page of a category or search listing. */
export const PAGE_SIZE = 24;

export const PRODUCT_SORTS: readonly ProductSort[] = ['relevance', 'price-asc', 'price-desc', 'newest'];
/** The API's own default; the URL leaves it out. */
export const DEFAULT_SORT: ProductSort = 'relevance';

/**
 * The URL parameters of a listing. Everything a shopper chooses lives in the URL, so a listing
 * can be shared, reloaded and walked back through; prices are whole currency units there
 * (`maxPrice=25` is 25 KD), as a shopper reads them, and thousandths towards the API.
 */
export const LISTING_PARAMS = {
  brand: 'brand',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  inStock: 'inStock',
  sort: 'sort',
  page: 'page',
  category: 'category',
} as const;

export interface ListingParams {
  brandIds: number[];
  /** Inclusive bounds in thousandths; undefined when not chosen. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  sort: ProductSort;
  /** 1-based. */
  page: number;
  /** The search page's category filter (a category page has its own category). */
  categoryId: number | undefined;
}

const positiveInteger = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
};

/** A price typed in currency units ("12.5") as thousandths; anything else is no bound. */
export function priceParamToThousandths(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}(\.\d{1,3})?$/.test(value.trim())) return undefined;
  return Math.round(Number(value) * MONEY_SCALE);
}

/** Thousandths as the currency units the URL and the price inputs use ("12.5"). */
export function thousandthsToPriceParam(thousandths: number): string {
  return String(thousandths / MONEY_SCALE);
}

/** What a listing page (category or search) shows: one page of products and its filter choices. */
export interface ProductListing {
  products: ProductSummary[];
  /** Products matching the filters, over all pages (at most LIST_COUNT_LIMIT: see totalIsLowerBound). */
  total: number;
  /** More products match than `total`: the API stops counting at LIST_COUNT_LIMIT ("1000+"). */
  totalIsLowerBound: boolean;
  /** Brands of everything in the page's scope, with how many products each has. */
  brands: BrandFacet[];
  /** Highest price in the page's scope, in thousandths (0 when it is empty). */
  maxPrice: number;
}

/** Reads a listing's choices from its URL; values that make no sense are ignored, never an error. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const brandIds = [
    ...new Set(
      search
        .getAll(LISTING_PARAMS.brand)
        .flatMap((value) => value.split(','))
        .map((value) => positiveInteger(value))
        .filter((id) => id !== undefined),
    ),
  ];
  const sort = search.get(LISTING_PARAMS.sort);
  return {
    brandIds,
    minPrice: priceParamToThousandths(search.get(LISTING_PARAMS.minPrice)),
    maxPrice: priceParamToThousandths(search.get(LISTING_PARAMS.maxPrice)),
    inStock: search.get(LISTING_PARAMS.inStock) === 'true',
    sort: PRODUCT_SORTS.find((known) => known === sort) ?? DEFAULT_SORT,
    page: positiveInteger(search.get(LISTING_PARAMS.page)) ?? 1,
    categoryId: positiveInteger(search.get(LISTING_PARAMS.category)),
  };
}

/** True when any filter narrows the listing (sort and page do not). */
export function hasFilters(params: ListingParams): boolean {
  return (
    params.brandIds.length > 0 ||
    params.minPrice !== undefined ||
    params.maxPrice !== undefined ||
    params.inStock ||
    params.categoryId !== undefined
  );
}

/** The query string of the same listing at another page; page 1 has no parameter. */
export function pageSearch(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set(LISTING_PARAMS.page, String(page));
  else next.delete(LISTING_PARAMS.page);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The query string without any filter, keeping what is not a filter (the search keyword, sort). */
export function clearedFiltersSearch(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  for (const name of [
    LISTING_PARAMS.brand,
    LISTING_PARAMS.minPrice,
    LISTING_PARAMS.maxPrice,
    LISTING_PARAMS.inStock,
    LISTING_PARAMS.category,
    LISTING_PARAMS.page,
  ]) {
    next.delete(name);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Total pages for `total` products (at least 1, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/**
 * Page numbers to offer around the current one: always the first and last, the current page
 * and its neighbours, and null where a run of pages is left out ("1 … 4 5 6 … 20").
 */
export function pageWindow(current: number, last: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const page of shown) {
    const previous = pages.at(-1);
    if (typeof previous === 'number' && page - previous === 2) pages.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) pages.push(null);
    pages.push(page);
  }
  return pages;
}
