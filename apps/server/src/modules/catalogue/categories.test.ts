import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  CategoryDetailSchema,
  CategorySchema,
  ProductCountSchema,
  ProductListSchema,
  type Category,
} from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { categories as categoryTable } from './catalogue.schema.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { createCatalogueService } from './catalogue.service.ts';

const { app, database } = await buildTestApp();

const ARABIC = /[\u0600-\u06FF]/;
/** Within the time a committed change's notice takes to arrive. */
const soon = { timeout: 2_000, interval: 20 };
const get = (url: string, language = 'en') => app.inject({ url, headers: { language } });
const lookup = async (language = 'en') =>
  CategorySchema.array().parse((await get('/web-gw/categories/published/lookup', language)).json());

const all = await lookup();
const bySlug = (slug: string) => all.find((category) => category.slug === slug)!;
const productCount = async (id: number) =>
  ProductCountSchema.parse((await get(`/api/categories/${id}/products-count`)).json()).count;

describe('published categories lookup', () => {
  it('lists every category once, parents before children, siblings by sort order', async () => {
    expect(new Set(all.map((category) => category.categoryId)).size).toBe(all.length);
    const seen = new Set<number>();
    for (const category of all) {
      if (category.parentId !== null) expect(seen.has(category.parentId), category.slug).toBe(true);
      seen.add(category.categoryId);
    }
    const roots = all.filter((category) => category.parentId === null);
    expect(roots.map((category) => category.sortOrder)).toEqual(
      [...roots.map((category) => category.sortOrder)].sort((a, b) => a - b),
    );
    expect(roots[0]!.slug).toBe('electronics');
  });

  it('names categories in the language of the header', async () => {
    const ar = await lookup('ar');
    expect(ar.map((category) => category.categoryId)).toEqual(all.map((category) => category.categoryId));
    expect(ar.every((category) => ARABIC.test(category.name) && ARABIC.test(category.description))).toBe(true);
  });
});

describe('a category', () => {
  it('is found by id or by slug, with breadcrumbs from the root and its children', async () => {
    const phones = bySlug('phones');
    const byId = CategoryDetailSchema.parse((await get(`/web-gw/categories/${phones.categoryId}`)).json());
    const bySlugAnswer = CategoryDetailSchema.parse((await get('/web-gw/categories/phones')).json());
    expect(bySlugAnswer).toEqual(byId);
    expect(byId.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['electronics', 'phones']);
    expect(byId.children.map((child) => child.slug)).toEqual(['smartphones', 'phone-accessories']);
  });

  it('answers 404 CATEGORY_NOT_FOUND for an unknown id or slug, 400 for a malformed one', async () => {
    for (const ref of ['999999', 'no-such-category']) {
      const response = await get(`/web-gw/categories/${ref}`);
      expect(response.statusCode, ref).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CATEGORY_NOT_FOUND', message: expect.any(String) });
    }
    const malformed = await get('/web-gw/categories/Not%20A%20Slug');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('idOrSlug');
  });
});

describe('products count', () => {
  it('counts the products of the category and of every category below it, as the list does', async () => {
    const electronics = await productCount(bySlug('electronics').categoryId);
    const phones = await productCount(bySlug('phones').categoryId);
    const smartphones = await productCount(bySlug('smartphones').categoryId);
    expect(smartphones).toBeGreaterThan(0);
    expect(phones).toBeGreaterThan(smartphones);
    expect(electronics).toBeGreaterThan(phones);
    const listed = ProductListSchema.parse(
      (await get(`/web-gw/products?categoryId=${bySlug('electronics').categoryId}&count=true&top=1`)).json(),
    );
    expect(listed.count).toBe(electronics);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    expect((await get('/api/categories/999999/products-count')).statusCode).toBe(404);
    const malformed = await get('/api/categories/x/products-count');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('id');
  });
});

describe('an unpublished category', () => {
  it('hides itself and everything below it', async () => {
    const phones = bySlug('phones');
    await database.db.update(categoryTable).set({ isPublished: false }).where(eq(categoryTable.id, phones.categoryId));
    try {
      // The tree is kept with the catalogue's answers until the change's notice arrives (ADR 016).
      await vi.waitFor(
        async () => expect((await lookup()).map((category) => category.slug)).not.toContain('phones'),
        soon,
      );
      const slugs = (await lookup()).map((category) => category.slug);
      expect(slugs).not.toContain('phones');
      expect(slugs).not.toContain('smartphones');
      expect(slugs).toContain('laptops');
      expect((await get('/web-gw/categories/smartphones')).statusCode).toBe(404);
      expect((await get(`/api/categories/${bySlug('smartphones').categoryId}/products-count`)).statusCode).toBe(404);
      const listed = ProductListSchema.parse(
        (await get(`/web-gw/products?categoryId=${phones.categoryId}&count=true`)).json(),
      );
      expect(listed).toEqual({ data: [], count: 0, countIsLowerBound: false });
    } finally {
      await database.db.update(categoryTable).set({ isPublished: true }).where(eq(categoryTable.id, phones.categoryId));
      await vi.waitFor(async () => expect((await lookup()).map((category) => category.slug)).toContain('phones'), soon);
    }
  });
});

describe('what the catalogue gives the data lists', () => {
  const catalogue = createCatalogueService(createCatalogueRepository(database.db), { keepOutOfStockAtEnd: () => true });

  it('finds product summaries and categories in the order asked, leaving out unknown ids', async () => {
    const [first, second] = ProductListSchema.parse((await get('/web-gw/products?top=2')).json()).data;
    const summaries = await catalogue.findProductSummaries([second!.productId, 999999, first!.productId], 'ar');
    expect(summaries.map((summary) => summary.productId)).toEqual([second!.productId, first!.productId]);
    expect(summaries[0]!.productName).toMatch(ARABIC);
    expect(await catalogue.findProductSummaries([], 'en')).toEqual([]);

    const wanted: Category[] = [bySlug('books'), bySlug('phones')];
    const found = await catalogue.findCategories([wanted[0]!.categoryId, 999999, wanted[1]!.categoryId], 'en');
    expect(found).toEqual(wanted);
  });
});
