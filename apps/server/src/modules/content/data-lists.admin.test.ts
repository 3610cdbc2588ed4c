import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, DataListGroupSchema, type DataList } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { setPublished } from '../../../test/shop-fixtures.ts';
import { auditEntries } from '../audit/audit.schema.ts';

const { app, database } = await buildTestApp();
const manager = await signInAsStaff(app, 'catalogue-manager');
const orders = await signInAsStaff(app, 'order-manager');

interface AdminList {
  id: number;
  groupId: number | null;
  kind: DataList['kind'];
  slug: string;
  isActive: boolean;
  itemCount: number;
}
interface AdminItem {
  id: number;
  productId: number | null;
  categoryId: number | null;
  imagePath: string | null;
  link: string | null;
  titleEn: string | null;
  isActive: boolean;
  label: string | null;
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = manager.headers,
) => app.inject({ method, url, headers: { ...headers, language: 'en' }, ...(payload && { payload }) });
async function ok<T>(pending: ReturnType<typeof call>, status = 200): Promise<T> {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json() : null) as T;
}
const home = async (language = 'en') =>
  DataListGroupSchema.parse(
    (await app.inject({ url: '/web-gw/v2/data-lists/groups/home', headers: { language } })).json(),
  );
const overview = () =>
  ok<{ groups: { id: number; slug: string }[]; lists: AdminList[] }>(call('GET', '/admin-api/data-lists'));
const listBySlug = async (slug: string) => (await overview()).lists.find((list) => list.slug === slug)!;
const itemsOf = async (id: number) =>
  (await ok<{ items: AdminItem[] }>(call('GET', `/admin-api/data-lists/${id}`))).items;

describe('home page data lists in the back office', () => {
  it('a banner is added with a picture, link and titles, reordered first, switched off and removed; the home page follows each step', async () => {
    const banners = await listBySlug('home-banners');
    const before = await itemsOf(banners.id);
    const picture = before[0]!.imagePath!;

    const added = await ok<AdminItem>(
      call('POST', `/admin-api/data-lists/${banners.id}/items`, {
        imagePath: picture,
        link: '/categories/perfumes',
        titleEn: 'Eid offers',
        titleAr: 'عروض العيد',
      }),
      201,
    );
    const order = [added.id, ...before.map((item) => item.id)];
    await ok(call('PUT', `/admin-api/data-lists/${banners.id}/order`, { itemIds: order }), 204);
    const shown = (await home('ar')).lists.find((list) => list.slug === 'home-banners')!;
    expect(shown.items[0]).toEqual({ imagePath: picture, link: '/categories/perfumes', title: 'عروض العيد' });

    await ok(call('PATCH', `/admin-api/data-list-items/${added.id}`, { isActive: false }));
    const hidden = (await home()).lists.find((list) => list.slug === 'home-banners')!;
    expect(hidden.items).toHaveLength(before.length);

    await ok(call('DELETE', `/admin-api/data-list-items/${added.id}`), 204);
    expect((await itemsOf(banners.id)).map((item) => item.id)).toEqual(before.map((item) => item.id));

    const audited = await database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'data-list-item'), eq(auditEntries.entityId, String(added.id))));
    expect(audited.map((entry) => entry.action)).toEqual([
      'data-list-item.created',
      'data-list-item.updated',
      'data-list-item.deleted',
    ]);
  });

  it('a product rail takes products by id, names them, refuses one the storefront does not show, and is switched off whole', async () => {
    const rail = await listBySlug('new-arrivals');
    const items = await itemsOf(rail.id);
    expect(items.every((item) => item.label !== null)).toBe(true);
    const [first, second] = items;

    // Reordering by moving the second up, as the keyboard control does.
    const swapped = [second!.id, first!.id, ...items.slice(2).map((item) => item.id)];
    await ok(call('PUT', `/admin-api/data-lists/${rail.id}/order`, { itemIds: swapped }), 204);
    const shown = (await home()).lists.find((list) => list.slug === 'new-arrivals') as Extract<
      DataList,
      { kind: 'products' }
    >;
    expect(shown.items.slice(0, 2).map((product) => product.productId)).toEqual([second!.productId, first!.productId]);

    await setPublished(database, first!.productId!, false);
    const refused = await call('POST', `/admin-api/data-lists/${rail.id}/items`, { productId: first!.productId });
    expect(refused.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(refused.json()).errors).toEqual([
      { field: 'productId', message: 'No product shown on the storefront has this id.' },
    ]);
    expect((await itemsOf(rail.id)).find((item) => item.id === first!.id)!.label).toBeNull();
    await setPublished(database, first!.productId!, true);

    await ok(call('PATCH', `/admin-api/data-lists/${rail.id}`, { isActive: false, titleEn: 'Just in' }));
    expect((await home()).lists.map((list) => list.slug)).not.toContain('new-arrivals');
    expect((await app.inject(`/web-gw/v2/product-lists/${rail.id}`)).statusCode).toBe(404);
    await ok(call('PATCH', `/admin-api/data-lists/${rail.id}`, { isActive: true }));
    expect((await home()).lists.find((list) => list.slug === 'new-arrivals')!.title).toBe('Just in');
  });

  it('creates a featured-categories list last in the home group and reorders the group', async () => {
    const { groups, lists } = await overview();
    const group = groups.find((g) => g.slug === 'home')!;
    const created = await ok<AdminList>(
      call('POST', '/admin-api/data-lists', {
        groupId: group.id,
        kind: 'categories',
        slug: 'eid-categories',
        titleEn: 'For Eid',
        titleAr: 'للعيد',
      }),
      201,
    );
    const categoryId = (await itemsOf((await listBySlug('featured-categories')).id))[0]!.categoryId!;
    await ok(call('POST', `/admin-api/data-lists/${created.id}/items`, { categoryId }), 201);
    expect((await home()).lists.at(-1)).toMatchObject({ slug: 'eid-categories', title: 'For Eid' });

    const homeIds = lists.filter((list) => list.groupId === group.id).map((list) => list.id);
    await ok(call('PUT', `/admin-api/data-list-groups/${group.id}/order`, { listIds: [created.id, ...homeIds] }), 204);
    expect((await home()).lists[0]!.slug).toBe('eid-categories');

    const taken = await call('POST', '/admin-api/data-lists', {
      groupId: group.id,
      kind: 'images',
      slug: 'eid-categories',
      titleEn: 'x',
      titleAr: 'x',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_TAKEN');
  });

  it('answers 400 in SPEC §8 shape for what a list cannot hold or a bad order, 404 for unknown rows', async () => {
    const banners = await listBySlug('home-banners');
    const cases: [object, string][] = [
      [{ productId: 5 }, 'imagePath'],
      [{ imagePath: 'https://evil.example/x.png' }, 'imagePath'],
      [{ imagePath: '/api/download/../../etc/passwd' }, 'imagePath'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', `/admin-api/data-lists/${banners.id}/items`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).errors![0]!.field).toBe(field);
    }
    const picture = (await itemsOf(banners.id))[0]!.imagePath!;
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      const response = await call('POST', `/admin-api/data-lists/${banners.id}/items`, { imagePath: picture, link });
      expect(response.statusCode, link).toBe(400);
      expect(response.json().errors[0].field).toBe('link');
    }
    const order = await call('PUT', `/admin-api/data-lists/${banners.id}/order`, { itemIds: [1] });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0].field).toBe('itemIds');
    expect((await call('GET', '/admin-api/data-lists/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/admin-api/data-list-items/999999', { isActive: true })).statusCode).toBe(404);
    expect((await call('GET', '/admin-api/data-lists/abc')).statusCode).toBe(400);
  });

  it('tells every process to drop kept pages when a list changes (migration 0017)', async () => {
    let notices = 0;
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const stop = database.listen(
      'catalogue_changed',
      () => notices++,
      (isListening) => isListening && listening(),
    );
    // A notice sent before the connection listens is not heard.
    await ready;
    const rail = await listBySlug('best-sellers');
    await ok(call('PATCH', `/admin-api/data-lists/${rail.id}`, { titleEn: 'Best sellers' }));
    await expect.poll(() => notices, { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
    await stop();
  });

  it('refuses staff without the content permission', async () => {
    expect((await call('GET', '/admin-api/data-lists', undefined, orders.headers)).statusCode).toBe(403);
    const rail = await listBySlug('new-arrivals');
    const refused = await call('PATCH', `/admin-api/data-lists/${rail.id}`, { isActive: false }, orders.headers);
    expect(refused.statusCode).toBe(403);
  });
});
