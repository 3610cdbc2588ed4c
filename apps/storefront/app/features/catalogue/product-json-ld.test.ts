import { describe, expect, it } from 'vitest';
import type { ProductDetail, Variation } from '@storefront/contracts';
import { productJsonLd } from './product-json-ld.ts';

const product = {
  productName: 'Oud </script> Musk',
  description: 'A rich oud.',
  picturePath: '/api/download/products/oud.svg',
  images: [{ path: '/api/download/products/oud.svg', alt: 'Oud' }],
  brand: { brandId: 1, name: 'Oud Al Layl' },
  price: 12500,
  inStock: true,
} as ProductDetail;
const variation = { sku: 'OUD-100', price: 12345, activeQty: 0 } as Variation;

describe('product JSON-LD', () => {
  it('describes the shown variation with a KWD price of three decimals and its stock', () => {
    expect(productJsonLd(product, variation, 'https://shop.example/products/7')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oud </script> Musk',
      description: 'A rich oud.',
      image: ['https://shop.example/api/download/products/oud.svg'],
      sku: 'OUD-100',
      brand: { '@type': 'Brand', name: 'Oud Al Layl' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/products/7',
        priceCurrency: 'KWD',
        price: '12.345',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });
});
