import type { MetaDescriptor } from 'react-router';
import { languageVersionUrl, rasterPicturePath, SHARED_PAGE_HEADER } from '@storefront/contracts';
import type { ShellData } from './shell-data.server.ts';

/** The part of a route's meta arguments this helper reads (any route's `matches` fit). */
export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The root loader's data from a meta function's matches (meta cannot use hooks). */
export function shellOf(matches: MetaMatches): ShellData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
}

/**
 * Title "page – shop" and the theme's description for a page whose name is the translation
 * `titleKey`; the shop name alone when titleKey is null. Meta functions cannot use hooks, so
 * the texts come from the root loader data.
 */
export function pageMeta(matches: MetaMatches, titleKey: string | null): MetaDescriptor[] {
  const shell = shellOf(matches);
  if (!shell) return [];
  const { metadata_title: shopName, metadata_description: description } = shell.theme;
  const pageName = titleKey ? shell.translations.values[titleKey] : null;
  return [
    { title: pageName ? `${pageName} – ${shopName}` : shopName },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

/** What a public page says about itself in its <head> (loaded by its loader). */
/**
 * The `headers` of a public catalogue page: its HTML is the same for every anonymous shopper of
 * its address and language (personal parts hydrate in the browser), so the server may keep it.
 */
export const sharedPageHeaders = () => ({ [SHARED_PAGE_HEADER]: '1' });

export interface PublicPageSeo {
  /**
   * The page's own name, or a translation key naming it: the title reads "name – shop". Null: the shop's name alone
   * (home).
   */
  title: string | { key: string; values?: Record<string, string> } | null;
  /** Falls back to the theme's description. */
  description?: string | null;
  /**
   * Absolute URL, without parameters that only filter or track, and without the language: each
   * language version of the page is this URL with `?lang=` (ADR 025).
   */
  canonicalUrl: string;
  /** Absolute URL of a raster picture link previews show (`rasterPicturePath`: they render no SVG); else the logo. */
  image?: string | null;
  type?: 'website' | 'product';
  /** schema.org data, each written as a JSON-LD script (React Router escapes `<` in it). */
  jsonLd?: object[];
  /** Pages search engines should follow but not list, such as search results: `noindex, follow`. */
  robots?: string;
}

/** Open Graph locales of the shop's languages (language_TERRITORY); others go as they are. */
const OPEN_GRAPH_LOCALES: Record<string, string> = { en: 'en_US', ar: 'ar_KW' };
const openGraphLocale = (langId: string) => OPEN_GRAPH_LOCALES[langId] ?? langId;

/**
 * Title, description, canonical link, language alternates (hreflang), Open Graph and card tags of
 * a public page. The canonical URL is the page's own language version. Without `seo` (its loader
 * failed, so the error boundary shows) it falls back to the shop's own title.
 */
export function publicPageMeta(matches: MetaMatches, seo: PublicPageSeo | undefined): MetaDescriptor[] {
  const shell = shellOf(matches);
  if (!shell || !seo) return pageMeta(matches, null);
  const shopName = shell.theme.metadata_title;
  const description = seo.description?.trim() || shell.theme.metadata_description;
  const pageName =
    seo.title === null
      ? shopName
      : typeof seo.title === 'string'
        ? seo.title
        : translate(shell.translations.values, seo.title.key, seo.title.values);
  const versionUrl = (langId: string) => languageVersionUrl(seo.canonicalUrl, langId, shell.defaultLangId);
  const canonical = versionUrl(shell.langId);
  const descriptors: MetaDescriptor[] = [
    { title: seo.title === null ? shopName : `${pageName} – ${shopName}` },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...shell.languages.map(({ langId }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: langId,
      href: versionUrl(langId),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: versionUrl(shell.defaultLangId) },
    { property: 'og:title', content: pageName },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: shopName },
    { property: 'og:locale', content: openGraphLocale(shell.langId) },
    ...shell.languages
      .filter(({ langId }) => langId !== shell.langId)
      .map(({ langId }) => ({ property: 'og:locale:alternate', content: openGraphLocale(langId) })),
  ];
  if (seo.robots) descriptors.push({ name: 'robots', content: seo.robots });
  if (description)
    descriptors.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    );
  // A page without a picture of its own is previewed with the shop's logo.
  const logo = shell.theme.logo && new URL(rasterPicturePath(shell.theme.logo), seo.canonicalUrl).href;
  const image = seo.image ?? logo;
  if (image)
    descriptors.push(
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image },
    );
  for (const data of seo.jsonLd ?? []) descriptors.push({ 'script:ld+json': data });
  return descriptors;
}

/** A translation with its `{{name}}` placeholders filled, as i18next would (meta cannot use hooks). */
function translate(texts: Record<string, string>, key: string, values: Record<string, string> = {}): string {
  return (texts[key] ?? key).replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}

/**
 * The canonical address of a request: its origin and path plus only the `keep` parameters
 * that change what the page is (a search keyword, a page number), in a stable order.
 */
export function canonicalUrl(request: Request, keep: readonly string[] = []): string {
  const url = new URL(request.url);
  const canonical = new URL(url.pathname, url.origin);
  for (const name of keep) {
    const value = url.searchParams.get(name);
    if (value) canonical.searchParams.set(name, value);
  }
  return canonical.href;
}
