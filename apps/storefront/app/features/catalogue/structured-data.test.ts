import { describe, expect, it } from 'vitest';
import type { ProductDetail, Variation } from '@storefront/contracts';
import { breadcrumbJsonLd, productJsonLd } from './structured-data.ts';

const variation = (fields: Partial<Variation>) =>
  ({ variationId: 1, sku: 'OUD-50', price: 12500, activeQty: 3, isDefault: true, ...fields }) as Variation;

const product = {
  productName: 'Oud </script> Musk',
  description: 'A rich oud.',
  picturePath: '/api/download/products/oud.svg',
  images: [{ path: '/api/download/products/oud.svg', alt: 'Oud' }],
  brand: { brandId: 1, name: 'Oud Al Layl' },
  price: 12500,
  inStock: true,
  variations: [
    variation({}),
    variation({ variationId: 2, sku: 'OUD-100', price: 12345, activeQty: 0, isDefault: false }),
  ],
} as ProductDetail;

describe('product JSON-LD', () => {
  it('offers every variation with its SKU, a KWD price of three decimals, its stock and its own address', () => {
    expect(productJsonLd(product, 'https://shop.example/products/7?lang=ar')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oud </script> Musk',
      description: 'A rich oud.',
      image: ['https://shop.example/api/download/products/oud.svg'],
      brand: { '@type': 'Brand', name: 'Oud Al Layl' },
      offers: [
        {
          '@type': 'Offer',
          sku: 'OUD-50',
          url: 'https://shop.example/products/7?lang=ar',
          priceCurrency: 'KWD',
          price: '12.500',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          sku: 'OUD-100',
          url: 'https://shop.example/products/7?lang=ar&variation=2',
          priceCurrency: 'KWD',
          price: '12.345',
          availability: 'https://schema.org/OutOfStock',
        },
      ],
    });
  });
});

describe('breadcrumb JSON-LD', () => {
  it('numbers the steps from 1, root first', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Perfumes', url: 'https://shop.example/categories/perfumes?lang=en' },
        { name: 'Oud', url: 'https://shop.example/products/7?lang=en' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Perfumes',
          item: 'https://shop.example/categories/perfumes?lang=en',
        },
        { '@type': 'ListItem', position: 2, name: 'Oud', item: 'https://shop.example/products/7?lang=en' },
      ],
    });
  });
});
