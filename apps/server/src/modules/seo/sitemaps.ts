import { defaultLanguageOf, LANGUAGE_URL_PARAM } from '@storefront/contracts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { ContentService } from '../content/index.ts';
import type { LocaleService } from '../locale/index.ts';
import { SITEMAP_URL_LIMIT, sitemapIndexXml, urlSetXml, type SitemapEntry } from './sitemap-xml.ts';

export interface SitemapsDependencies {
  catalogue: Pick<
    CatalogueService,
    'countPublishedProducts' | 'listPublishedProductChanges' | 'listNonEmptyCategoryChanges'
  >;
  content: Pick<ContentService, 'listStaticPageChanges'>;
  locale: Pick<LocaleService, 'listLanguages'>;
  /** The shop's public address: sitemaps list absolute URLs. */
  publicUrl: string;
}

/** The sitemap files of one language: static and content pages, categories, and products in pages. */
export const SITEMAP_NAME = /^(pages|categories|products-([1-9]\d{0,4}))\.xml$/;

/**
 * The shop's sitemaps (robots.txt names the index): one set per language, every URL with its
 * language versions as alternates, read from the database on each request so they follow the
 * catalogue as it changes. The storefront links the same addresses as canonical and hreflang.
 */
export function createSitemaps({ catalogue, content, locale, publicUrl }: SitemapsDependencies) {
  // Written out rather than through URL objects: a products file makes 200,000 of these. The same
  // text `languageVersionUrl` gives, as the pages' own canonical and hreflang links (paths have no
  // query): the default language (the first) at the plain address, the others naming themselves.
  const origin = new URL(publicUrl).origin;
  const address = (path: string, langId: string, langIds: readonly string[]) =>
    langId === defaultLanguageOf(langIds)
      ? `${origin}${path}`
      : `${origin}${path}?${LANGUAGE_URL_PARAM}=${encodeURIComponent(langId)}`;

  async function languageIds(): Promise<string[]> {
    return (await locale.listLanguages()).map((language) => language.langId);
  }

  function entriesOf(
    pages: ReadonlyArray<{ path: string; updatedAt?: Date | null }>,
    langId: string,
    langIds: readonly string[],
  ): SitemapEntry[] {
    return pages.map(({ path, updatedAt }) => ({
      loc: address(path, langId, langIds),
      lastmod: updatedAt,
      alternates: [
        ...langIds.map((other) => ({ hreflang: other, href: address(path, other, langIds) })),
        { hreflang: 'x-default', href: address(path, defaultLanguageOf(langIds), langIds) },
      ],
    }));
  }

  async function pagesOf(name: string): Promise<Array<{ path: string; updatedAt?: Date | null }> | null> {
    const match = SITEMAP_NAME.exec(name);
    if (!match) return null;
    if (match[1] === 'pages') {
      const staticPages = await content.listStaticPageChanges();
      return [
        { path: '/' },
        { path: '/contact' },
        ...staticPages.map((page) => ({ path: `/pages/${encodeURIComponent(page.slug)}`, updatedAt: page.updatedAt })),
      ];
    }
    if (match[1] === 'categories') {
      const categories = await catalogue.listNonEmptyCategoryChanges();
      return categories.map((category) => ({
        path: `/categories/${encodeURIComponent(category.slug)}`,
        updatedAt: category.updatedAt,
      }));
    }
    const page = Number(match[2]);
    const products = await catalogue.listPublishedProductChanges((page - 1) * SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT);
    // Past the last page there is no such file (page 1 always exists, even for an empty shop).
    if (products.length === 0 && page > 1) return null;
    return products.map((product) => ({ path: `/products/${product.id}`, updatedAt: product.updatedAt }));
  }

  return {
    /** The sitemap index: every language's files, products in as many files as they need. */
    async index(): Promise<string> {
      const [langIds, productCount] = await Promise.all([languageIds(), catalogue.countPublishedProducts()]);
      const productFiles = Math.max(1, Math.ceil(productCount / SITEMAP_URL_LIMIT));
      const names = ['pages', 'categories', ...Array.from({ length: productFiles }, (_, i) => `products-${i + 1}`)];
      return sitemapIndexXml(
        langIds.flatMap((langId) => names.map((name) => ({ loc: `${origin}/sitemaps/${langId}/${name}.xml` }))),
      );
    },

    /** One language's sitemap file by its name, or null when there is no such language or file. */
    async sitemap(langId: string, name: string): Promise<string | null> {
      const langIds = await languageIds();
      if (!langIds.includes(langId)) return null;
      const pages = await pagesOf(name);
      return pages && urlSetXml(entriesOf(pages, langId, langIds));
    },
  };
}
export type Sitemaps = ReturnType<typeof createSitemaps>;
