import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Static page bodies are written in Markdown (ADR 040) and reach the storefront as HTML that
 * passed an allow-list: the tags below with only the attributes named, links to http(s), mailto
 * and tel only. Scripts, styles, frames, event attributes (`on*`) and `javascript:` or `data:`
 * addresses never survive, whether typed as Markdown or as raw HTML inside it. The page's own
 * title is its only first-level heading, so a `#` heading becomes a second-level one.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Anything else goes with its content: the text of a <script> or <style> is not page text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    s: 'del',
    // Other sites open without a handle on the shop's page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown (raw HTML in it included) as HTML the storefront may show as it is. */
export function renderPageBody(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), ALLOWED).trim();
}

/** The only entities the renderer and the sanitiser write into text. */
const ENTITIES = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

/** The text of rendered HTML's first paragraph, for the page's description (plain text, not HTML). */
export function firstParagraphText(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return sanitizeHtml(paragraph, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, name: keyof typeof ENTITIES) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
