import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  defaultLanguageOf,
  DOWNLOAD_PATH_PREFIX,
  isRtl,
  languageVersionUrl,
  PNG_RENDITION_PATH_PREFIX,
} from '@storefront/contracts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { resolveTheme, type ThemeSource } from '../content/index.ts';
import { CONTENT_LANGUAGES, toContentLanguage } from '../../lib/language.ts';
import { isSafeStorageKey } from '../files/index.ts';
import { packIco, type PngRenditions, type Rendition, type RenditionWidth } from './png-renditions.ts';
import type { Sitemaps } from './sitemaps.ts';

export interface SeoRoutesOptions {
  sitemaps: Sitemaps;
  renditions: PngRenditions;
  theme: ThemeSource;
  publicUrl: string;
}

/** Pages only a shopper's own session shows, and the API: nothing for a search engine to index. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/account/',
  '/wishlist',
  '/login',
  '/register',
  '/support',
  '/admin',
  '/_app',
  '/api/',
  '/web-gw/',
  '/query/',
];
/** Under the API, but pictures pages show: crawlers may fetch them. */
const PUBLIC_API_PATHS = [DOWNLOAD_PATH_PREFIX, PNG_RENDITION_PATH_PREFIX];

const HOUR = 'public, max-age=3600';
const DAY = 'public, max-age=86400';
const XML = 'application/xml; charset=utf-8';

/** Favicon sizes packed into /favicon.ico; the touch icon is Apple's 180 px. */
const FAVICON_SIZES = [16, 32, 48] as const;
const TOUCH_ICON_SIZE = 180;
/** The sizes a web app manifest needs for the app to be installable (Chrome asks for 192 and 512). */
const APP_ICON_SIZES = [192, 512] as const;
/** Link previews (Open Graph, X cards) ask for pictures about 1200 px wide. */
const SHARING_WIDTH = 1200;

export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (
  app,
  { sitemaps, renditions, theme, publicUrl },
) => {
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...PUBLIC_API_PATHS.map((path) => `Allow: ${path}`),
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', HOUR)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', HOUR)
      .send(await sitemaps.index()),
  );

  app.get(
    '/sitemaps/:langId/:name',
    { schema: { hide: true, params: z.object({ langId: z.string().max(10), name: z.string().max(40) }) } },
    async (request, reply) => {
      const xml = await sitemaps.sitemap(request.params.langId, request.params.name);
      if (xml === null) throw notFound('SITEMAP_NOT_FOUND', 'There is no such sitemap.');
      return reply.type(XML).header('cache-control', HOUR).send(xml);
    },
  );

  app.get(
    `${PNG_RENDITION_PATH_PREFIX}*`,
    {
      schema: {
        tags: ['files'],
        summary:
          'A stored SVG picture as a PNG 1200 px wide (for link previews); other pictures redirect to themselves',
        params: z.object({ '*': z.string().min(1).max(512) }),
        response: { 200: z.any(), 301: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeStorageKey(key)) throw badRequest('INVALID_FILE_PATH', 'The file path is not valid.');
      // A Location header carries only ASCII: a key with other characters travels percent-encoded.
      const location = DOWNLOAD_PATH_PREFIX + key.split('/').map(encodeURIComponent).join('/');
      if (!key.toLowerCase().endsWith('.svg')) return reply.redirect(location, 301);
      return sendPng(reply, await renditions.renderStoredSvg(key, SHARING_WIDTH));
    },
  );

  /** The theme's icon as a storage key when it is a stored SVG; a URL to redirect to otherwise. */
  function themeIcon(): { svgKey: string } | { url: string } {
    const icon = theme.get().metadata_icon;
    if (!icon) throw notFound('ICON_NOT_FOUND', 'The shop has no icon.');
    const key = icon.startsWith(DOWNLOAD_PATH_PREFIX) ? icon.slice(DOWNLOAD_PATH_PREFIX.length) : null;
    return key && key.toLowerCase().endsWith('.svg') && isSafeStorageKey(key) ? { svgKey: key } : { url: icon };
  }

  app.get('/favicon.ico', hidden, async (_request, reply) => {
    const icon = themeIcon();
    if ('url' in icon) return reply.redirect(icon.url, 302);
    const images = await Promise.all(
      FAVICON_SIZES.map(async (size) => ({ size, rendition: await renditions.renderStoredSvg(icon.svgKey, size) })),
    );
    const pngs = images.flatMap(({ size, rendition }) =>
      rendition.kind === 'png' ? [{ size, png: rendition.png }] : [],
    );
    if (pngs.length < images.length)
      return sendPng(reply, images.find((image) => image.rendition.kind !== 'png')!.rendition);
    return reply.type('image/x-icon').header('cache-control', DAY).send(packIco(pngs));
  });

  async function sendIcon(reply: FastifyReply, size: RenditionWidth) {
    const icon = themeIcon();
    if ('url' in icon) return reply.redirect(icon.url, 302);
    return sendPng(reply, await renditions.renderStoredSvg(icon.svgKey, size));
  }

  app.get('/apple-touch-icon.png', hidden, (_request, reply) => sendIcon(reply, TOUCH_ICON_SIZE));

  app.get(
    '/app-icon-:size.png',
    { schema: { hide: true, params: z.object({ size: z.enum(['192', '512']) }) } },
    (request, reply) => sendIcon(reply, Number(request.params.size) as (typeof APP_ICON_SIZES)[number]),
  );

  /**
   * The web app manifest (installing the shop on a phone's home screen), in the language its
   * address names, from the theme: the shop's name, colour and icon. The service worker that
   * keeps the shell for offline use is the storefront's `public/sw.js`.
   */
  app.get(
    '/manifest.webmanifest',
    { schema: { hide: true, querystring: z.object({ lang: z.string().max(10).optional() }) } },
    async (request, reply) => {
      const langId = toContentLanguage(request.query.lang);
      const shop = resolveTheme(theme.get(), langId);
      const start = new URL(languageVersionUrl(publicUrl, langId, defaultLanguageOf(CONTENT_LANGUAGES)));
      const manifest = {
        name: shop.metadata_title,
        // Home screens show a dozen letters or so: the title's first part, its shop name by convention.
        short_name: shop.metadata_title.split(/\s+[|–-]\s+/)[0],
        ...(shop.metadata_description ? { description: shop.metadata_description } : {}),
        lang: langId,
        dir: isRtl(langId) ? 'rtl' : 'ltr',
        start_url: `/${start.search}`,
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: shop.color,
        icons: APP_ICON_SIZES.map((size) => ({
          src: `/app-icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
      };
      return reply.type('application/manifest+json; charset=utf-8').header('cache-control', HOUR).send(manifest);
    },
  );
};

function sendPng(reply: FastifyReply, rendition: Rendition) {
  switch (rendition.kind) {
    case 'png':
      return reply
        .type('image/png')
        .header('cache-control', DAY)
        .header('x-content-type-options', 'nosniff')
        .send(rendition.png);
    case 'missing':
      throw notFound('FILE_NOT_FOUND', 'The file does not exist.');
    case 'too-large':
      throw badRequest('IMAGE_TOO_LARGE', 'The picture is too large to convert.');
    case 'invalid':
      throw badRequest('IMAGE_NOT_READABLE', 'The picture cannot be read as an SVG image.');
  }
}
