import { z } from 'zod';
import {
  BrandFacetSchema,
  CategoryDetailSchema,
  CategorySchema,
  MaxPriceSchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductSummarySchema,
  type Category,
  type CategoryDetail,
  type ProductDetail,
  type ProductSummary,
} from '@storefront/contracts';
import { ApiRequestError, type ApiClient } from '../../lib/api/api-client.ts';
import type { Query } from '../../lib/api/api-url.ts';
import { PAGE_SIZE, type ListingParams, type ProductListing } from './listing-params.ts';

/** A 404 from the API as null, so a loader can answer its own 404 page; other errors go on. */
async function nullWhenNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function findProduct(api: ApiClient, productId: number): Promise<ProductDetail | null> {
  return nullWhenNotFound(api.get('/web-gw/products/{id}', { params: { id: productId }, schema: ProductDetailSchema }));
}

/** The same model in other colours; a product without a group has none. */
export function listGroupedProducts(api: ApiClient, productId: number): Promise<ProductSummary[]> {
  return api.get('/web-gw/grouped-products', {
    query: { productId },
    schema: z.array(ProductSummarySchema),
  });
}

export function findCategory(api: ApiClient, idOrSlug: string): Promise<CategoryDetail | null> {
  return nullWhenNotFound(
    api.get('/web-gw/categories/{idOrSlug}', {
      params: { idOrSlug },
      schema: CategoryDetailSchema,
    }),
  );
}

export function listPublishedCategories(api: ApiClient): Promise<Category[]> {
  return api.get('/web-gw/categories/published/lookup', {
    schema: z.array(CategorySchema),
  });
}

/**
 * One page of products for the URL's filters, with the brands and price ceiling of everything
 * the page's scope (keyword, category) holds, so choosing a brand never hides the others.
 */
export async function loadProductListing(
  api: ApiClient,
  scope: { keyword?: string; categoryId?: number },
  params: ListingParams,
): Promise<ProductListing> {
  const scopeQuery: Query = {
    keyword: scope.keyword || undefined,
    categoryId: scope.categoryId,
  };
  const [list, brands, { maxPrice }] = await Promise.all([
    api.get('/web-gw/products', {
      query: {
        ...scopeQuery,
        brandIds: params.brandIds.length > 0 ? params.brandIds.join(',') : undefined,
        minPrice: params.minPrice,
        maxPrice: params.maxPrice,
        inStock: params.inStock ? true : undefined,
        sort: params.sort,
        skip: (params.page - 1) * PAGE_SIZE,
        top: PAGE_SIZE,
        count: true,
      },
      schema: ProductListSchema,
    }),
    api.get('/web-gw/products-brands', {
      query: scopeQuery,
      schema: z.array(BrandFacetSchema),
    }),
    api.get('/web-gw/products/max-price', {
      query: scopeQuery,
      schema: MaxPriceSchema,
    }),
  ]);
  return {
    products: list.data,
    total: list.count ?? list.data.length,
    totalIsLowerBound: list.countIsLowerBound,
    brands,
    maxPrice,
  };
}
