import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, DataListGroupSchema, DataListSchema, type DataList } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { dataListItems } from './content.schema.ts';
import { products } from '../catalogue/catalogue.schema.ts';

const { app, database } = await buildTestApp();

type ListOf<Kind extends DataList['kind']> = Extract<DataList, { kind: Kind }>;

const ARABIC = /[\u0600-\u06FF]/;
const get = (url: string, language = 'en') => app.inject({ url, headers: { language } });
const getGroup = async (url: string, language = 'en') => {
  const response = await get(url, language);
  expect(response.statusCode, url).toBe(200);
  return DataListGroupSchema.parse(response.json());
};
const getList = async (url: string, language = 'en') => {
  const response = await get(url, language);
  expect(response.statusCode, url).toBe(200);
  return DataListSchema.parse(response.json());
};

const home = await getGroup('/web-gw/v2/data-lists/groups/home');
const listOf = (slug: string) => home.lists.find((list) => list.slug === slug)!;
const ids = (list: DataList) =>
  list.items.map((item) =>
    'productId' in item ? item.productId : 'categoryId' in item ? item.categoryId : item.imagePath,
  );

/** Each kind of list, its v2 path and a seeded list of it. */
const KINDS = [
  { kind: 'products', path: 'product-lists', slug: 'new-arrivals' },
  { kind: 'categories', path: 'category-lists', slug: 'featured-categories' },
  { kind: 'images', path: 'image-lists', slug: 'home-banners' },
] as const;

describe('the home page group', () => {
  it('holds banners, featured categories and three product rails in display order, each resolved', () => {
    expect(home.name).toBe('Home page');
    expect(home.lists.map((list) => list.slug)).toEqual([
      'home-banners',
      'featured-categories',
      'new-arrivals',
      'best-sellers',
      'on-sale',
    ]);
    expect(home.lists.map((list) => list.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    for (const list of home.lists) expect(list.items.length, list.slug).toBeGreaterThan(0);
    expect(listOf('new-arrivals').items).toHaveLength(12);
  });

  it('is the same by id as by slug, and in Arabic has Arabic names all through', async () => {
    expect(await getGroup(`/web-gw/v2/data-lists/groups/${home.groupId}`)).toEqual(home);
    const ar = await getGroup('/web-gw/v2/data-lists/groups/home', 'ar');
    expect(ar.name).toMatch(ARABIC);
    expect(ar.lists.map(ids)).toEqual(home.lists.map(ids));
    for (const list of ar.lists) expect(list.title, list.slug).toMatch(ARABIC);
    const [banners, categories, rail] = ar.lists as [ListOf<'images'>, ListOf<'categories'>, ListOf<'products'>];
    expect(banners.items[0]!.title).toMatch(ARABIC);
    expect(categories.items[0]!.name).toMatch(ARABIC);
    expect(rail.items[0]!.productName).toMatch(ARABIC);
  });

  it('keeps the curated order of the items', async () => {
    const rail = listOf('best-sellers');
    const stored = await database.db
      .select({ productId: dataListItems.productId })
      .from(dataListItems)
      .where(eq(dataListItems.dataListId, rail.dataListId))
      .orderBy(asc(dataListItems.sortOrder));
    expect(ids(rail)).toEqual(stored.map((row) => row.productId));
  });

  it('gives banners their picture, link and title', () => {
    const banners = listOf('home-banners');
    expect(banners.kind).toBe('images');
    for (const item of banners.items) {
      expect(item).toMatchObject({
        imagePath: expect.stringMatching(/^\/api\/download\/banners\//),
        link: expect.stringMatching(/^\/categories\//),
        title: expect.any(String),
      });
    }
  });
});

describe.each(KINDS)('$kind lists at /web-gw/v2/$path', ({ kind, path, slug }) => {
  const list = () => listOf(slug);

  it('serves a list by id in English and in Arabic, as in its group', async () => {
    expect(await getList(`/web-gw/v2/${path}/${list().dataListId}`)).toEqual(list());
    const ar = await getList(`/web-gw/v2/${path}/${list().dataListId}`, 'ar');
    expect(ar.kind).toBe(kind);
    expect(ar.title).toMatch(ARABIC);
    expect(ids(ar)).toEqual(ids(list()));
  });

  it('serves the group with only the lists of this kind, in both languages', async () => {
    for (const language of ['en', 'ar']) {
      const group = await getGroup(`/web-gw/v2/${path}/groups/home`, language);
      expect(group.lists.length).toBeGreaterThan(0);
      expect(group.lists.every((candidate) => candidate.kind === kind)).toBe(true);
      expect(group.lists.map((candidate) => candidate.dataListId)).toEqual(
        home.lists.filter((candidate) => candidate.kind === kind).map((candidate) => candidate.dataListId),
      );
    }
  });

  it('answers 404 for a list of another kind or none, 400 for a malformed id', async () => {
    const otherKind = home.lists.find((candidate) => candidate.kind !== kind)!;
    for (const id of [otherKind.dataListId, 9999]) {
      const response = await get(`/web-gw/v2/${path}/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(ApiErrorSchema.parse(response.json()).code).toBe('DATA_LIST_NOT_FOUND');
    }
    for (const id of ['abc', '-1', '1.5', '1e3', '99999999999']) {
      const response = await get(`/web-gw/v2/${path}/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors[0].field).toBe('id');
    }
  });
});

describe('legacy /web-gw/data-list/{id}', () => {
  it('serves a list of any kind, in the caller language', async () => {
    for (const list of home.lists) expect(await getList(`/web-gw/data-list/${list.dataListId}`)).toEqual(list);
    const ar = await getList(`/web-gw/data-list/${listOf('on-sale').dataListId}`, 'ar');
    expect(ar.title).toBe('تخفيضات');
  });

  it('answers 404 for an unknown list and 400 for a malformed id', async () => {
    const missing = await get('/web-gw/data-list/9999');
    expect(missing.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(missing.json()).code).toBe('DATA_LIST_NOT_FOUND');
    expect((await get('/web-gw/data-list/first')).statusCode).toBe(400);
  });
});

describe('groups that do not exist', () => {
  it('answer 404 DATA_LIST_GROUP_NOT_FOUND by slug or id, on every group path, and 400 when malformed', async () => {
    for (const path of ['data-lists', ...KINDS.map((entry) => entry.path)]) {
      for (const group of ['no-such-group', '9999']) {
        const response = await get(`/web-gw/v2/${path}/groups/${group}`);
        expect(response.statusCode, `${path} ${group}`).toBe(404);
        expect(ApiErrorSchema.parse(response.json()).code).toBe('DATA_LIST_GROUP_NOT_FOUND');
      }
      const malformed = await get(`/web-gw/v2/${path}/groups/Home!`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors[0].field).toBe('groupIdOrSlug');
    }
  });
});

describe('products the catalogue no longer shows', () => {
  it('drop out of a rail, and the rest keep their order', async () => {
    const rail = listOf('on-sale');
    const [first, hidden, ...rest] = ids(rail) as number[];
    await database.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden!));
    try {
      expect(ids(await getList(`/web-gw/v2/product-lists/${rail.dataListId}`))).toEqual([first, ...rest]);
    } finally {
      await database.db.update(products).set({ isPublished: true }).where(eq(products.id, hidden!));
    }
  });
});
