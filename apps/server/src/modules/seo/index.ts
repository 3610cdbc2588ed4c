/** Search engines and link previews: robots.txt, sitemaps, favicons and PNG renditions of stored SVGs. */
export { createSitemaps, type Sitemaps } from './sitemaps.ts';
export { createPngRenditions, type PngRenditions } from './png-renditions.ts';
export { seoRoutes } from './seo.routes.ts';
