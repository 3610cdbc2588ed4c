import { MONEY_SCALE, type ProductDetail } from '@storefront/contracts';
import { VARIATION_PARAM } from './components/product-offer.tsx';

/** Prices are Kuwaiti dinars, which have three decimals (ISO 4217 KWD). */
const CURRENCY = 'KWD';
const CURRENCY_DECIMALS = 3;

/**
 * schema.org Product data for search engines, in the page's language: one offer per variation,
 * each with its SKU, KWD price and stock, at the address that shows it. `pageUrl` is the
 * product's canonical URL in that language; picture paths are made absolute against it.
 */
export function productJsonLd(product: ProductDetail, pageUrl: string): object {
  const images = (product.images.length > 0 ? product.images.map((image) => image.path) : [product.picturePath]).filter(
    (path) => path !== null,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: product.description,
    image: images.map((path) => new URL(path, pageUrl).href),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: product.variations.map((variation) => {
      const url = new URL(pageUrl);
      if (!variation.isDefault) url.searchParams.set(VARIATION_PARAM, String(variation.variationId));
      return {
        '@type': 'Offer',
        sku: variation.sku,
        url: url.href,
        priceCurrency: CURRENCY,
        price: (variation.price / MONEY_SCALE).toFixed(CURRENCY_DECIMALS),
        availability: variation.activeQty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      };
    }),
  };
}

/** schema.org BreadcrumbList: the trail to a page, each step with its name and absolute URL. */
export function breadcrumbJsonLd(steps: ReadonlyArray<{ name: string; url: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
