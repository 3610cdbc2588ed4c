/**
 * Sitemap documents (sitemaps.org 0.9 with Google's `xhtml:link` language alternates), written as
 * text: the documents are flat and large (50,000 URLs), and a template is faster than a DOM.
 */

/** The most URLs one sitemap may list (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** Absolute URL of the page in this sitemap's language. */
  loc: string;
  lastmod?: Date | null;
  /** Every language version of the page, this one included, and `x-default`. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
const lastmodOf = (date: Date | null | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

export function sitemapIndexXml(sitemaps: ReadonlyArray<{ loc: string; lastmod?: Date | null }>): string {
  const items = sitemaps.map(
    ({ loc, lastmod }) => `<sitemap><loc>${escapeXml(loc)}</loc>${lastmodOf(lastmod)}</sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
  );
}

export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const items = entries.map(({ loc, lastmod, alternates }) => {
    const links = alternates.map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return `<url><loc>${escapeXml(loc)}</loc>${lastmodOf(lastmod)}${links.join('')}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${items.join('\n')}\n</urlset>\n`
  );
}
