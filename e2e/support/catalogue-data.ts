import type { ProductDetail, SearchResult } from '@storefront/contracts';
import { baseUrl } from './browser.ts';
import type { Language } from './translations.ts';

/** Reads the API the way the storefront does, in a language. */
export async function apiGet<T>(path: string, language: Language = 'en'): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { language } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A seeded product whose variations differ in price (the seeded shirts and shoes do), for variation tests. */
export async function findProductWithPricedVariations(): Promise<ProductDetail> {
  const list = await apiGet<{ data: { productId: number }[] }>('/web-gw/products?keyword=shirt&top=40');
  for (const { productId } of list.data) {
    const product = await apiGet<ProductDetail>(`/web-gw/products/${productId}`);
    const prices = new Set(product.variations.map((variation) => variation.price));
    const stocks = new Set(product.variations.map((variation) => variation.activeQty));
    if (product.attributes.length > 0 && (prices.size > 1 || stocks.size > 1)) return product;
  }
  throw new Error('The seed has no product whose variations differ');
}

/** The first word of a product name in `language` that has suggestions, to type in the search box. */
export async function suggestionPrefix(language: Language): Promise<string> {
  const product = await apiGet<ProductDetail>('/web-gw/products/1', language);
  const prefix = product.productName.split(' ')[0]!.slice(0, 3);
  const answer = await apiGet<SearchResult>(
    `/web-gw/products/suggest?query=${encodeURIComponent(prefix)}&pageCount=5`,
    language,
  );
  if (answer.data.length === 0) throw new Error(`No suggestions for "${prefix}" in ${language}`);
  return prefix;
}
