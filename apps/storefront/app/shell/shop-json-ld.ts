import { languageVersionUrl, rasterPicturePath, type ThemeConfig } from '@storefront/contracts';
import { KEYWORD_PARAM, SEARCH_PATH } from '../features/search/search-paths.ts';

/**
 * schema.org Organization and WebSite (with the search box search engines may show) of the home
 * page, in its language. `homeUrl` is the home page's plain address.
 */
export function shopJsonLd(
  theme: ThemeConfig,
  { langId, defaultLangId }: { langId: string; defaultLangId: string },
  homeUrl: string,
): object[] {
  const home = languageVersionUrl(homeUrl, langId, defaultLangId);
  const searchUrl = new URL(SEARCH_PATH, homeUrl);
  searchUrl.searchParams.set(KEYWORD_PARAM, '{search_term_string}');
  const sameAs = [
    theme.facebook_url,
    theme.instagram_url,
    theme.twitter_url,
    theme.tiktok_url,
    theme.youtube_url,
  ].filter((url) => url !== null);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: theme.metadata_title,
      url: home,
      ...(theme.logo ? { logo: new URL(rasterPicturePath(theme.logo), homeUrl).href } : {}),
      ...(theme.email ? { email: theme.email } : {}),
      ...(theme.phone ? { telephone: theme.phone } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: theme.metadata_title,
      url: home,
      inLanguage: langId,
      potentialAction: {
        '@type': 'SearchAction',
        // The placeholder's braces must stay as written, not percent-encoded.
        target: {
          '@type': 'EntryPoint',
          urlTemplate: decodeURI(languageVersionUrl(searchUrl, langId, defaultLangId)),
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
