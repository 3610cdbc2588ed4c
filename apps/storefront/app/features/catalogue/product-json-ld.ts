import { MONEY_SCALE, type ProductDetail, type Variation } from '@storefront/contracts';

/** Prices are Kuwaiti dinars, which have three decimals (ISO 4217 KWD). */
const CURRENCY = 'KWD';
const CURRENCY_DECIMALS = 3;

/**
 * schema.org Product data for search engines: the shown variation's SKU, price and stock.
 * `pageUrl` is the product's canonical URL; picture paths are made absolute against it.
 */
export function productJsonLd(product: ProductDetail, variation: Variation | undefined, pageUrl: string): object {
  const images = (product.images.length > 0 ? product.images.map((image) => image.path) : [product.picturePath]).filter(
    (path) => path !== null,
  );
  const price = variation?.price ?? product.price;
  const inStock = variation ? variation.activeQty > 0 : product.inStock;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: product.description,
    image: images.map((path) => new URL(path, pageUrl).href),
    sku: variation?.sku,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: CURRENCY,
      price: (price / MONEY_SCALE).toFixed(CURRENCY_DECIMALS),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
