import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CategoryDetailSchema, CategorySchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { createProduct } from '../../../test/shop-fixtures.ts';
import { auditEntries } from '../audit/audit.schema.ts';
import { products } from './catalogue.schema.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const manager = await signInAsStaff(app, 'catalogue-manager');

interface AdminCategory {
  id: number;
  parentId: number | null;
  slug: string;
  nameEn: string;
  nameAr: string;
  sortOrder: number;
  isPublished: boolean;
  imagePath: string | null;
  productCount?: number;
}
interface AdminBrand {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  logoPath: string | null;
  productCount: number;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: manager.headers, ...(payload && { payload }) });
async function ok<T>(pending: ReturnType<typeof call>, status = 200): Promise<T> {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}
const createCategory = (fields: object) => ok<AdminCategory>(call('POST', '/admin-api/categories', fields), 201);
const moveCategory = (id: number, target: object) => call('POST', `/admin-api/categories/${id}/move`, target);
const childrenOnStorefront = async (slug: string, language = 'en') =>
  CategoryDetailSchema.parse(
    (await app.inject({ url: `/web-gw/categories/${slug}`, headers: { language } })).json(),
  ).children.map((child) => child.name);
const publishedLookup = async () =>
  CategorySchema.array().parse((await app.inject('/web-gw/categories/published/lookup')).json());
// The storefront's kept answers follow a committed change once its notice arrives (ADR 016).
const soon = { timeout: 2_000, interval: 20 };

describe('categories in the back office', () => {
  it('a manager builds a branch with en/ar names; the slug follows the English name; each write is audited', async () => {
    const parent = await createCategory({ nameEn: 'Perfume Oils', nameAr: 'زيوت عطرية' });
    expect(parent).toMatchObject({ slug: 'perfume-oils', parentId: null, isPublished: true });
    const children = [];
    for (const [nameEn, nameAr] of [
      ['Oud', 'عود'],
      ['Musk', 'مسك'],
      ['Amber', 'عنبر'],
    ])
      children.push(await createCategory({ nameEn, nameAr, parentId: parent.id }));
    expect(children.map((child) => child.sortOrder)).toEqual([0, 1, 2]);
    await expect.poll(() => childrenOnStorefront('perfume-oils', 'ar'), soon).toEqual(['عود', 'مسك', 'عنبر']);

    const listed = await ok<AdminCategory[]>(call('GET', '/admin-api/categories'));
    expect(listed.find((category) => category.id === parent.id)).toMatchObject({ productCount: 0 });

    const renamed = await ok<AdminCategory>(
      call('PATCH', `/admin-api/categories/${children[1]!.id}`, { nameEn: 'White Musk', nameAr: 'مسك أبيض' }),
    );
    expect(renamed).toMatchObject({ nameEn: 'White Musk', nameAr: 'مسك أبيض', slug: 'musk' });
    await expect.poll(() => childrenOnStorefront('perfume-oils', 'ar'), soon).toEqual(['عود', 'مسك أبيض', 'عنبر']);

    const audited = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'category'), eq(auditEntries.entityId, String(children[1]!.id))));
    expect(audited.map((entry) => entry.action)).toEqual(['category.created', 'category.updated']);
    expect(audited[1]).toMatchObject({ before: { nameEn: 'Musk' }, after: { nameEn: 'White Musk' } });

    const taken = await call('POST', '/admin-api/categories', { nameEn: 'Oud', nameAr: 'عود' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN' });
    // An Arabic-only name gives no slug: the manager must choose one.
    expect((await call('POST', '/admin-api/categories', { nameEn: '٪٪', nameAr: 'بخور' })).statusCode).toBe(400);
    expect(await createCategory({ nameEn: '٪٪', nameAr: 'بخور', slug: 'bakhoor' })).toMatchObject({ slug: 'bakhoor' });
  });

  it('reordering siblings shows on the storefront at once, in both languages', async () => {
    const parent = await createCategory({ nameEn: 'Abayas', nameAr: 'عبايات' });
    const [black, coloured, embroidered] = [
      await createCategory({ nameEn: 'Black', nameAr: 'سوداء', slug: 'abaya-black', parentId: parent.id }),
      await createCategory({ nameEn: 'Coloured', nameAr: 'ملونة', slug: 'abaya-coloured', parentId: parent.id }),
      await createCategory({ nameEn: 'Embroidered', nameAr: 'مطرزة', slug: 'abaya-embroidered', parentId: parent.id }),
    ];
    await expect.poll(() => childrenOnStorefront('abayas'), soon).toEqual(['Black', 'Coloured', 'Embroidered']);

    // "Move up" on the last one, then "move to the top".
    await ok(moveCategory(embroidered!.id, { parentId: parent.id, position: 1 }));
    await expect.poll(() => childrenOnStorefront('abayas'), soon).toEqual(['Black', 'Embroidered', 'Coloured']);
    await ok(moveCategory(coloured!.id, { parentId: parent.id, position: 0 }));
    await expect.poll(() => childrenOnStorefront('abayas', 'ar'), soon).toEqual(['ملونة', 'سوداء', 'مطرزة']);
    const lookup = await publishedLookup();
    expect(lookup.filter((category) => category.parentId === parent.id).map((category) => category.slug)).toEqual([
      'abaya-coloured',
      'abaya-black',
      'abaya-embroidered',
    ]);
    // Past the end means last.
    await ok(moveCategory(coloured!.id, { parentId: parent.id, position: 99 }));
    await expect.poll(() => childrenOnStorefront('abayas'), soon).toEqual(['Black', 'Embroidered', 'Coloured']);
    void black;
  });

  it('moves a category under another parent, never under itself or below itself', async () => {
    const top = await createCategory({ nameEn: 'Home Scents', nameAr: 'معطرات المنزل' });
    const middle = await createCategory({ nameEn: 'Burners', nameAr: 'مباخر', parentId: top.id });
    const bottom = await createCategory({ nameEn: 'Electric Burners', nameAr: 'مباخر كهربائية', parentId: middle.id });

    for (const parentId of [top.id, middle.id, bottom.id]) {
      const refused = await moveCategory(top.id, { parentId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CATEGORY_CYCLE' });
    }
    const moved = await ok<AdminCategory>(moveCategory(bottom.id, { parentId: top.id, position: 0 }));
    expect(moved).toMatchObject({ parentId: top.id, sortOrder: 0 });
    await expect.poll(() => childrenOnStorefront('home-scents'), soon).toEqual(['Electric Burners', 'Burners']);
    // And back to the roots, last.
    const root = await ok<AdminCategory>(moveCategory(bottom.id, { parentId: null }));
    expect(root.parentId).toBeNull();
    expect((await moveCategory(bottom.id, { parentId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await moveCategory(2_000_000_000, { parentId: null })).statusCode).toBe(404);
  });

  it('two moves that would loop only together: one of them is refused', async () => {
    const first = await createCategory({ nameEn: 'Loop One', nameAr: 'حلقة ١' });
    const second = await createCategory({ nameEn: 'Loop Two', nameAr: 'حلقة ٢' });
    const answers = await Promise.all([
      moveCategory(first.id, { parentId: second.id }),
      moveCategory(second.id, { parentId: first.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('unpublishing hides the category on the storefront at once; a picture must be a stored file', async () => {
    const category = await createCategory({ nameEn: 'Gift Sets', nameAr: 'أطقم هدايا' });
    await expect.poll(async () => (await publishedLookup()).map((c) => c.slug), soon).toContain('gift-sets');
    await ok(call('PATCH', `/admin-api/categories/${category.id}`, { isPublished: false }));
    await expect.poll(async () => (await publishedLookup()).map((c) => c.slug), soon).not.toContain('gift-sets');

    for (const imagePath of ['https://evil.example/x.png', '/api/download/../secret', 'uploads/x.png'])
      expect((await call('PATCH', `/admin-api/categories/${category.id}`, { imagePath })).statusCode).toBe(400);
    const pictured = await ok<AdminCategory>(
      call('PATCH', `/admin-api/categories/${category.id}`, { imagePath: '/api/download/categories/gifts.png' }),
    );
    expect(pictured.imagePath).toBe('/api/download/categories/gifts.png');
    expect((await call('PATCH', '/admin-api/categories/2000000000', { nameEn: 'x' })).statusCode).toBe(404);
  });
});

describe('brands in the back office', () => {
  it('a manager creates and renames a brand, deletes it while unused, and is told why not once a product has it', async () => {
    const brand = await ok<AdminBrand>(
      call('POST', '/admin-api/brands', { nameEn: 'Dar Al Oud', nameAr: 'دار العود', logoPath: null }),
      201,
    );
    expect(brand).toMatchObject({ slug: 'dar-al-oud', productCount: 0 });
    const renamed = await ok<AdminBrand>(
      call('PATCH', `/admin-api/brands/${brand.id}`, {
        nameAr: 'دار العود الأصيل',
        logoPath: '/api/download/brands/dar.png',
      }),
    );
    expect(renamed).toMatchObject({
      nameEn: 'Dar Al Oud',
      nameAr: 'دار العود الأصيل',
      logoPath: '/api/download/brands/dar.png',
    });

    const product = await createProduct(database, { price: 2_000 });
    await db.update(products).set({ brandId: brand.id }).where(eq(products.id, product.productId));
    const listed = await ok<AdminBrand[]>(call('GET', '/admin-api/brands'));
    expect(listed.find((row) => row.id === brand.id)).toMatchObject({ productCount: 1 });
    const inUse = await call('DELETE', `/admin-api/brands/${brand.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'BRAND_IN_USE' });

    await db.update(products).set({ brandId: null }).where(eq(products.id, product.productId));
    expect((await call('DELETE', `/admin-api/brands/${brand.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin-api/brands/${brand.id}`)).statusCode).toBe(404);
    const audited = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'brand'), eq(auditEntries.entityId, String(brand.id))));
    expect(audited.map((entry) => entry.action)).toEqual(['brand.created', 'brand.updated', 'brand.deleted']);

    const taken = await call('POST', '/admin-api/brands', { nameEn: 'Other', nameAr: 'آخر', slug: listed[0]!.slug });
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN' });
  });
});
