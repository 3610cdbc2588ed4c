import { describe, expect, it } from 'vitest';
import {
  clearedFiltersSearch,
  pageSearch,
  pageWindow,
  priceParamToThousandths,
  readListingParams,
} from './listing-params.ts';

describe('listing URL parameters', () => {
  it('reads brands, prices in currency units, stock, sort and page', () => {
    const params = readListingParams(
      new URLSearchParams('brand=3&brand=5,3&minPrice=2.5&maxPrice=40&inStock=true&sort=price-desc&page=3&category=12'),
    );
    expect(params).toEqual({
      brandIds: [3, 5],
      minPrice: 2500,
      maxPrice: 40000,
      inStock: true,
      sort: 'price-desc',
      page: 3,
      categoryId: 12,
    });
  });

  it('ignores values that make no sense instead of failing the page', () => {
    const params = readListingParams(
      new URLSearchParams('brand=x&brand=-1&minPrice=abc&maxPrice=1e9&inStock=yes&sort=cheapest&page=0&category=0'),
    );
    expect(params).toEqual({
      brandIds: [],
      minPrice: undefined,
      maxPrice: undefined,
      inStock: false,
      sort: 'relevance',
      page: 1,
      categoryId: undefined,
    });
  });

  it('turns prices typed with up to three decimals into thousandths', () => {
    expect(priceParamToThousandths('12.345')).toBe(12345);
    expect(priceParamToThousandths(' 7 ')).toBe(7000);
    expect(priceParamToThousandths('1.2345')).toBeUndefined();
  });

  it('links pages keeping every other choice, page 1 without a parameter', () => {
    const search = new URLSearchParams('keyword=oud&brand=3&page=2');
    expect(pageSearch(search, 3)).toBe('?keyword=oud&brand=3&page=3');
    expect(pageSearch(search, 1)).toBe('?keyword=oud&brand=3');
  });

  it('clears the filters but keeps the keyword and the sort', () => {
    expect(clearedFiltersSearch(new URLSearchParams('keyword=oud&brand=3&inStock=true&sort=newest&page=4'))).toBe(
      '?keyword=oud&sort=newest',
    );
  });
});

describe('page window', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('leaves out runs of pages, never a single one', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });
});
