import { describe, expect, inject, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, buildTestAppsSharingDatabase } from '../../../test/helper.ts';
import { signInAsStaff, staffSignIn } from '../../../test/staff.ts';
import { auditEntries } from '../audit/audit.schema.ts';
import type { ContentRelease } from './content-release.ts';

const THEME = '/api/tenants/1/web-apps/1/theme';
const { app, database } = await buildTestApp();
const [owner, catalogueManager, orderManager] = [
  await signInAsStaff(app, 'owner'),
  await signInAsStaff(app, 'catalogue-manager'),
  await signInAsStaff(app, 'order-manager'),
];

type Draft = ContentRelease & { revision: number; baseVersion: number };
const admin = (
  target: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => target.inject({ method, url: `/admin-api/content${url}`, headers, ...(payload ? { payload } : {}) });
const draftOf = async (target: FastifyInstance, headers = owner.headers) =>
  (await admin(target, 'GET', '/draft', headers)).json() as Draft;
/** The draft with the theme colour changed and the main menu's first item renamed. */
function edited(draft: Draft, color: string, title: string) {
  const menus = draft.menus.map((menu) =>
    menu.menuId === draft.theme.main_menu
      ? { ...menu, items: menu.items.map((item, i) => (i === 0 ? { ...item, titleEn: title } : item)) }
      : menu,
  );
  return { revision: draft.revision, theme: { ...draft.theme, color }, menus };
}
const mainMenuTitles = async (target: FastifyInstance, headers: Record<string, string> = {}) =>
  (
    (await target.inject({ url: `/api/tenants/1/menus/${(await draftOf(app)).theme.main_menu}`, headers })).json() as {
      items: { title: string }[];
    }
  ).items.map((item) => item.title);
const previewCookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!;

describe('the theme and menus in the back office', () => {
  it('starts from version 1, made from the theme file and the seeded menus', async () => {
    const versions = (await admin(app, 'GET', '/versions', owner.headers)).json().items;
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, publishedBy: null, live: true, copiedFrom: null }),
    ]);
    const draft = await draftOf(app);
    expect(draft).toMatchObject({ revision: 0, baseVersion: 1 });
    expect(draft.menus.find((menu) => menu.menuId === draft.theme.main_menu)!.items.length).toBeGreaterThan(0);
    expect((await app.inject({ url: THEME })).json().color).toBe(draft.theme.color);
  });

  it('refuses staff without `content` (403) and a draft that is not valid (400, fields named)', async () => {
    expect((await admin(app, 'GET', '/draft', orderManager.headers)).statusCode).toBe(403);
    expect((await admin(app, 'GET', '/versions', orderManager.headers)).statusCode).toBe(403);
    expect((await admin(app, 'POST', '/versions/1/rollback', orderManager.headers)).statusCode).toBe(403);
    const draft = await draftOf(app);
    expect((await admin(app, 'PUT', '/draft', orderManager.headers, edited(draft, '#123456', 'Shop'))).statusCode).toBe(
      403,
    );

    const badColor = await admin(app, 'PUT', '/draft', owner.headers, edited(draft, 'green', 'Shop'));
    expect(badColor.statusCode).toBe(400);
    expect(badColor.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ field: 'theme.color' })],
    });

    const noMainMenu = { ...edited(draft, '#123456', 'Shop'), theme: { ...draft.theme, main_menu: 999 } };
    const missing = await admin(app, 'PUT', '/draft', owner.headers, noMainMenu);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'theme.main_menu', message: 'There is no menu 999.' }]);

    const main = draft.menus.findIndex((menu) => menu.menuId === draft.theme.main_menu);
    const orphan = structuredClone(draft);
    orphan.menus[main]!.items.push({ ...orphan.menus[main]!.items[0]!, id: 900_001, parentId: 900_002 });
    const orphaned = await admin(app, 'PUT', '/draft', owner.headers, { ...orphan, revision: 0 });
    expect(orphaned.statusCode).toBe(400);
    expect(orphaned.json().errors[0].field).toMatch(/^menus\.\d+\.items\.\d+\.parentId$/);
    expect((await draftOf(app)).revision).toBe(0);
  });

  it('keeps a saved draft out of the shop, shows it only to a preview, then publishes it to everyone', async () => {
    const before = (await app.inject({ url: THEME })).json().color as string;
    const titlesBefore = await mainMenuTitles(app);
    const saved = await admin(app, 'PUT', '/draft', owner.headers, edited(await draftOf(app), '#a01b2c', 'Offers'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 1, baseVersion: 1, updatedBy: { email: 'owner@example.com' } });

    // Shoppers: still the published theme, cached only with revalidation so a publish shows at once.
    const shopper = await app.inject({ url: THEME });
    expect(shopper.json().color).toBe(before);
    expect(shopper.headers['cache-control']).toBe('public, no-cache');
    expect(await mainMenuTitles(app)).toEqual(titlesBefore);

    const preview = await admin(app, 'POST', '/preview', owner.headers, { target: 'draft' });
    expect(preview.statusCode).toBe(204);
    expect(String(preview.headers['set-cookie'])).toMatch(/^content_preview=.+; Path=\/; Max-Age=3600; HttpOnly/);
    const cookie = { cookie: previewCookieOf(preview) };
    const previewed = await app.inject({ url: THEME, headers: cookie });
    expect(previewed.json().color).toBe('#a01b2c');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect((await mainMenuTitles(app, cookie))[0]).toBe('Offers');
    // The storefront asks what the preview shows, to say so; a shopper's answer is null.
    expect((await app.inject({ url: '/api/content-preview', headers: cookie })).json()).toEqual({ target: 'draft' });
    expect((await app.inject({ url: '/api/content-preview' })).json()).toEqual({ target: null });
    // A forged or foreign cookie is ignored.
    expect(
      (await app.inject({ url: THEME, headers: { cookie: 'content_preview=forged.token.here' } })).json().color,
    ).toBe(before);

    // Saving from an old revision would overwrite someone's work unseen.
    const stale = await admin(
      app,
      'PUT',
      '/draft',
      catalogueManager.headers,
      edited({ ...(await draftOf(app)), revision: 0 }, '#000000', 'x'),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('DRAFT_CHANGED');
    expect((await admin(app, 'POST', '/draft/publish', owner.headers, { revision: 0 })).json().code).toBe(
      'DRAFT_CHANGED',
    );

    const published = await admin(app, 'POST', '/draft/publish', catalogueManager.headers, { revision: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ version: 2, live: true, publishedBy: { email: 'catalogue@example.com' } });
    expect((await app.inject({ url: THEME })).json().color).toBe('#a01b2c');
    expect((await mainMenuTitles(app))[0]).toBe('Offers');
    expect(await draftOf(app)).toMatchObject({ revision: 0, baseVersion: 2 });
    expect((await admin(app, 'POST', '/draft/publish', owner.headers, { revision: 0 })).json().code).toBe(
      'NOTHING_TO_PUBLISH',
    );
  });

  it('rolls back by publishing a copy of an earlier version, and previews any version', async () => {
    const v1 = await admin(app, 'POST', '/preview', owner.headers, { target: 1 });
    const v1Color = (await app.inject({ url: THEME, headers: { cookie: previewCookieOf(v1) } })).json().color;
    expect(v1Color).not.toBe('#a01b2c');
    expect((await admin(app, 'POST', '/preview', owner.headers, { target: 99 })).statusCode).toBe(404);
    expect((await admin(app, 'POST', '/versions/99/rollback', owner.headers)).json().code).toBe(
      'CONTENT_VERSION_NOT_FOUND',
    );

    const rolledBack = await admin(app, 'POST', '/versions/1/rollback', owner.headers);
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json()).toMatchObject({ version: 3, copiedFrom: 1, live: true });
    expect((await app.inject({ url: THEME })).json().color).toBe(v1Color);
    const versions = (await admin(app, 'GET', '/versions', owner.headers)).json().items;
    expect(versions.map((v: { version: number; live: boolean }) => [v.version, v.live])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it('stops showing a preview once its staff member is disabled, though the cookie has not expired', async () => {
    const member = { email: `previewer-${Date.now()}@example.com`, name: 'Noura', role: 'catalogue-manager' };
    const added = await app.inject({
      method: 'POST',
      url: '/admin-api/staff',
      headers: owner.headers,
      payload: { ...member, password: 'preview-password-1' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const signedIn = await staffSignIn(app, { email: member.email, password: 'preview-password-1' });
    const headers = { authorization: `Bearer ${signedIn.json().tokens.accessToken}` };
    // Version 2 is not live since the rollback: only a preview shows it.
    const cookie = { cookie: previewCookieOf(await admin(app, 'POST', '/preview', headers, { target: 2 })) };
    expect((await app.inject({ url: THEME, headers: cookie })).json().color).toBe('#a01b2c');

    const disabled = await app.inject({
      method: 'PATCH',
      url: `/admin-api/staff/${added.json().id}`,
      headers: owner.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await app.inject({ url: THEME, headers: cookie })).json().color).toBe(
      (await app.inject({ url: THEME })).json().color,
    );
    expect((await app.inject({ url: THEME, headers: cookie })).json().color).not.toBe('#a01b2c');
    expect((await app.inject({ url: '/api/content-preview', headers: cookie })).json()).toEqual({ target: null });
  });

  it('lets the storefront end its own preview, without staff rights', async () => {
    const cookie = { cookie: previewCookieOf(await admin(app, 'POST', '/preview', owner.headers, { target: 2 })) };
    expect((await app.inject({ url: '/api/content-preview', headers: cookie })).json()).toEqual({ target: 2 });
    const ended = await app.inject({ method: 'DELETE', url: '/api/content-preview', headers: cookie });
    expect(ended.statusCode).toBe(204);
    expect(String(ended.headers['set-cookie'])).toMatch(/^content_preview=; Path=\/; Max-Age=0; HttpOnly/);
  });

  it('audits every change', async () => {
    const entries = await database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'content'), like(auditEntries.action, 'content.%')));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'content.draft-saved',
      'content.published',
      'content.rolled-back',
    ]);
  });
});

describe('several processes on one PostgreSQL', () => {
  it.skipIf(inject('databaseTemplate').kind !== 'postgres')(
    'serve a publish made on one from every other within a second',
    async () => {
      const [first, second] = await buildTestAppsSharingDatabase(2);
      const [a, b] = [first!.app, second!.app];
      const staff = await signInAsStaff(a, 'owner');
      const draft = await draftOf(a, staff.headers);
      const colorOn = async (target: FastifyInstance) => (await target.inject({ url: THEME })).json().color;
      expect(await colorOn(b)).toBe(draft.theme.color);
      await admin(a, 'PUT', '/draft', staff.headers, edited(draft, '#0a0b0c', 'Deals'));
      const started = Date.now();
      expect((await admin(a, 'POST', '/draft/publish', staff.headers, { revision: 1 })).statusCode).toBe(200);
      await expect.poll(() => colorOn(b), { timeout: 1_000, interval: 10 }).toBe('#0a0b0c');
      console.info(`published theme served by the other process after ${Date.now() - started} ms`);
      expect((await mainMenuTitles(b))[0]).toBe('Deals');
    },
  );
});
