import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, MenuSchema, StaticPageSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';

const { app } = await buildTestApp();

const getPage = (idOrSlug: string, language = 'en') =>
  app.inject({ url: `/web-gw/static-pages/${idOrSlug}`, headers: { language } });
const ARABIC = /[\u0600-\u06FF]/;

describe('static pages', () => {
  it('serves the about page by slug in English and in Arabic', async () => {
    const en = StaticPageSchema.parse((await getPage('about')).json());
    const ar = StaticPageSchema.parse((await getPage('about', 'ar')).json());
    expect(en).toMatchObject({ slug: 'about', title: 'About us' });
    expect(en.body).toMatch(/^<p>Souq Al Khaleej/);
    expect(en.body.match(/<p>/g)!.length).toBeGreaterThan(1);
    expect(en.description).toMatch(/^Souq Al Khaleej is an online shop/);
    expect(ar).toMatchObject({ pageId: en.pageId, slug: 'about', title: 'من نحن' });
    expect(ar.body).toMatch(ARABIC);
    expect(new Date(en.updatedAt).toISOString()).toBe(en.updatedAt);
  });

  it('serves the same page by its numeric id', async () => {
    const bySlug = StaticPageSchema.parse((await getPage('terms', 'ar')).json());
    const byId = StaticPageSchema.parse((await getPage(String(bySlug.pageId), 'ar')).json());
    expect(byId).toEqual(bySlug);
  });

  it('has every page the menus link to', async () => {
    const menus = await Promise.all(
      [53, 54, 55, 56].map(async (id) => MenuSchema.parse((await app.inject(`/api/tenants/1/menus/${id}`)).json())),
    );
    const slugs = new Set(
      menus.flatMap((menu) => menu.items).flatMap((item) => item.route.match(/^\/pages\/(.+)$/)?.[1] ?? []),
    );
    expect([...slugs]).toEqual(expect.arrayContaining(['about', 'terms', 'privacy', 'delivery-returns']));
    for (const slug of slugs) expect((await getPage(slug)).statusCode, slug).toBe(200);
  });

  it('answers 404 PAGE_NOT_FOUND JSON for an unknown slug or id', async () => {
    for (const idOrSlug of ['no-such-page', '9999']) {
      const response = await getPage(idOrSlug);
      expect(response.statusCode, idOrSlug).toBe(404);
      expect(ApiErrorSchema.parse(response.json()).code).toBe('PAGE_NOT_FOUND');
    }
  });

  it('answers 400 naming the parameter for an id or slug that cannot exist', async () => {
    for (const idOrSlug of ['About', 'a_b', '-about', '0', '99999999999', 'x'.repeat(101)]) {
      const response = await getPage(idOrSlug);
      expect(response.statusCode, idOrSlug).toBe(400);
      expect(response.json().errors[0].field, idOrSlug).toBe('idOrSlug');
    }
  });

  it('may be cached publicly for anonymous readers', async () => {
    const response = await getPage('privacy');
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.headers.etag).toBeDefined();
  });
});
