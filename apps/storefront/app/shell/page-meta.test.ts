import { describe, expect, it } from 'vitest';
import { pageMeta, publicPageMeta } from './page-meta.ts';

const root = (theme: object, values: Record<string, string>) => ({
  id: 'root',
  loaderData: {
    theme: { metadata_title: 'Souq', metadata_description: null, ...theme },
    translations: { langId: 'en', version: 1, values },
  },
});

describe('pageMeta', () => {
  it('titles a page "page – shop" with the theme description', () => {
    const matches = [
      root({ metadata_description: 'Perfumes in Kuwait' }, { 'ui.prisma.page.cart.title': 'Shopping cart' }),
      { id: 'routes/cart' },
    ];
    expect(pageMeta(matches, 'ui.prisma.page.cart.title')).toEqual([
      { title: 'Shopping cart – Souq' },
      { name: 'description', content: 'Perfumes in Kuwait' },
    ]);
  });

  it('uses the shop name alone for the shell page and leaves out a missing description', () => {
    expect(pageMeta([root({}, {})], null)).toEqual([{ title: 'Souq' }]);
  });

  it('answers nothing when the root data failed to load', () => {
    expect(pageMeta([{ id: 'root' }], 'ui.prisma.page.cart.title')).toEqual([]);
  });
});

describe('publicPageMeta', () => {
  const languages = [
    { langId: 'en', language: 'English', isRtl: false },
    { langId: 'ar', language: 'العربية', isRtl: true },
  ];
  const shell = (langId: string) => ({
    id: 'root',
    loaderData: {
      langId,
      defaultLangId: 'en',
      languages,
      theme: { metadata_title: 'Souq', metadata_description: 'Shopping in Kuwait' },
      translations: { langId, version: 1, values: {} },
    },
  });
  const seo = { title: 'Oud', canonicalUrl: 'https://shop.example/products/7', image: 'https://shop.example/p.png' };

  it('makes the page’s own language version canonical and links every version with hreflang and x-default', () => {
    const meta = publicPageMeta([shell('ar')], seo);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/products/7?lang=ar' });
    // The default language lives at the plain address, which is also x-default.
    expect(meta.filter((tag) => 'rel' in tag && tag.rel === 'alternate')).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/products/7' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://shop.example/products/7?lang=ar' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/products/7' },
    ]);
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://shop.example/products/7?lang=ar' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'ar_KW' });
    expect(meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_US' });
    expect(meta).toContainEqual({ name: 'twitter:image', content: 'https://shop.example/p.png' });
  });

  it('makes the plain address canonical for the default language', () => {
    const meta = publicPageMeta([shell('en')], seo);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/products/7' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://shop.example/products/7' });
  });

  it('keeps search engines from listing a page that asks so, and writes each JSON-LD object', () => {
    const meta = publicPageMeta([shell('en')], { ...seo, robots: 'noindex, follow', jsonLd: [{ a: 1 }, { b: 2 }] });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(meta.filter((tag) => 'script:ld+json' in tag)).toEqual([
      { 'script:ld+json': { a: 1 } },
      { 'script:ld+json': { b: 2 } },
    ]);
  });
});
