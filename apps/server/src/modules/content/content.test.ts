import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  materialOutlineIcon,
  MenuItemSchema,
  MenuSchema,
  ThemeConfigSchema,
  FALLBACK_MAIN_MENU_ID,
} from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';

const { app } = await buildTestApp();

const customerToken = () => app.accessTokens.sign({ userId: '00000000-0000-4000-8000-000000000001', role: 'customer' });

function depth(nodes: ReturnType<typeof buildMenuTree>): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
}

describe('theme configuration', () => {
  it('serves every SPEC §3 field, text resolved for the language header', async () => {
    const en = ThemeConfigSchema.parse(
      (await app.inject({ url: '/api/tenants/1/web-apps/1/theme', headers: { language: 'en' } })).json(),
    );
    const ar = ThemeConfigSchema.parse(
      (await app.inject({ url: '/api/tenants/1/web-apps/1/theme', headers: { language: 'ar' } })).json(),
    );
    expect(en.main_menu).toBe(FALLBACK_MAIN_MENU_ID);
    expect(en.languages).toEqual(['en', 'ar']);
    expect(en.color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const field of [
      'twitter_url',
      'facebook_url',
      'instagram_url',
      'whatsapp_url',
      'tiktok_url',
      'youtube_url',
      'phone',
      'mobile',
      'email',
      'address',
      'copy_right',
      'metadata_icon',
      'metadata_description',
      'logo',
    ] as const) {
      expect(en[field], field).toBeTruthy();
    }
    expect(en.metadata_title).not.toBe(ar.metadata_title);
    expect(ar.address).toMatch(/[\u0600-\u06FF]/);
    // The demo shop is Kuwaiti: its addresses start in Kuwait, whatever the phone picker's default.
    expect(en).toMatchObject({ default_address_country: 'kw', checkout_terms_page: 'terms' });
  });

  it('knows only tenant 1 and web-app 1', async () => {
    const response = await app.inject('/api/tenants/2/web-apps/1/theme');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('tenantId');
  });
});

describe('menus', () => {
  it('returns the main menu with all its items, three levels deep', async () => {
    const response = await app.inject(`/api/tenants/1/menus/${FALLBACK_MAIN_MENU_ID}`);
    expect(response.statusCode).toBe(200);
    const menu = MenuSchema.parse(response.json());
    expect(depth(buildMenuTree(menu.items))).toBe(3);
    expect(menu.items.some((item) => !item.allowGuestUser)).toBe(true);
  });

  it('hides items without allowGuestUser from guests, and their children', async () => {
    const guest = MenuItemSchema.array().parse((await app.inject('/api/tenants/1/menus/53/items/visible')).json());
    const customer = MenuItemSchema.array().parse(
      (
        await app.inject({
          url: '/api/tenants/1/menus/53/items/visible',
          headers: { authorization: `Bearer ${await customerToken()}` },
        })
      ).json(),
    );
    expect(guest.every((item) => item.allowGuestUser)).toBe(true);
    expect(customer.length).toBeGreaterThan(guest.length);
    const ids = new Set(guest.map((item) => item.menuItemId));
    expect(guest.every((item) => item.parentItemId === null || ids.has(item.parentItemId))).toBe(true);
  });

  it('names only material-outline icons the server can serve (other groups are left to the UI to ignore)', async () => {
    const menus = await Promise.all(
      [53, 54, 55, 56].map(async (id) => MenuSchema.parse((await app.inject(`/api/tenants/1/menus/${id}`)).json())),
    );
    const names = menus
      .flatMap((menu) => menu.items)
      .map((item) => materialOutlineIcon(item.icon))
      .filter((name) => name !== null);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const icon = await app.inject(`/icons/material-outline/${name}.svg`);
      expect(icon.statusCode, name).toBe(200);
      expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
  });

  it('translates titles by the language header', async () => {
    const ar = MenuSchema.parse(
      (await app.inject({ url: '/api/tenants/1/menus/53', headers: { language: 'ar' } })).json(),
    );
    expect(ar.items[0]!.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 JSON for a menu that does not exist and 400 for a malformed id', async () => {
    const missing = await app.inject('/api/tenants/1/menus/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: expect.any(String), code: 'MENU_NOT_FOUND' });
    const malformed = await app.inject('/api/tenants/1/menus/abc/items/visible');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('menuId');
  });

  it('refuses a forged token with "Invalid access token."', async () => {
    const forged = (await customerToken()).slice(0, -4) + 'AAAA';
    const response = await app.inject({
      url: '/api/tenants/1/menus/53/items/visible',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid access token.');
  });
});

describe('caching of anonymous content', () => {
  it('sends an ETag to revalidate on every use (a publish shows at once, ADR 043), and 304 when nothing changed', async () => {
    const first = await app.inject('/api/tenants/1/menus/53/items/visible');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({
      url: '/api/tenants/1/menus/53/items/visible',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes the ETag when the answer changes (another language) and never shares a signed-in answer', async () => {
    const en = await app.inject('/api/tenants/1/menus/53');
    const ar = await app.inject({ url: '/api/tenants/1/menus/53', headers: { language: 'ar' } });
    expect(ar.headers.etag).not.toBe(en.headers.etag);
    const signedIn = await app.inject({
      url: '/api/tenants/1/menus/53',
      headers: { authorization: `Bearer ${await customerToken()}` },
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });
});
