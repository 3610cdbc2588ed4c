/** Search engines, link previews, home screens: robots.txt, sitemaps, favicons, the app manifest, PNG renditions. */
export { createSitemaps, type Sitemaps } from './sitemaps.ts';
export { createPngRenditions, type PngRenditions } from './png-renditions.ts';
export { seoRoutes } from './seo.routes.ts';
