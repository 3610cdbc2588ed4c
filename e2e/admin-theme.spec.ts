import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MenuItem } from '@storefront/contracts';
import { SECONDARY_DARKEN_AMOUNT, darken } from '@storefront/contracts/color';
import { baseUrl, consoleErrors, getBrowser, trackConsoleErrors, VIEWPORTS } from './support/browser.ts';
import { ADMIN_TEXT, fillText, signInToBackOffice } from './support/admin.ts';
import { startTestServer } from './support/test-server.ts';
import { uiText, type Language } from './support/translations.ts';
import { asPostgresAdmin, withDatabase } from '../apps/server/test/database-template.ts';

// Issue 13: an owner changes the theme colour and a main-menu item, previews the storefront with
// the draft (a shopper's page does not show it yet), publishes, and a second server process's
// storefront shows both. Two processes need one PostgreSQL (TEST_DATABASE_URL); without it the
// shared test server plays both parts.

const OWNER = { email: 'owner@example.com', password: 'demo-owner-1', name: 'Fatima Al-Sabah' };
const postgresUrl = process.env.TEST_DATABASE_URL;
let servers: { first: string; second: string } = { first: '', second: '' };
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  if (!postgresUrl) {
    servers = { first: baseUrl(), second: baseUrl() };
    return;
  }
  const name = `storefront_e2e_${randomUUID().replaceAll('-', '')}`;
  await asPostgresAdmin(postgresUrl, `create database ${name}`);
  const env = { DATABASE_URL: withDatabase(postgresUrl, name), JWT_SECRET: randomUUID().repeat(2) };
  // The first one migrates and seeds; the second starts on the seeded database.
  const first = await startTestServer(env);
  const second = await startTestServer(env);
  stops.push(
    () => first.stop(),
    () => second.stop(),
    () => asPostgresAdmin(postgresUrl, `drop database if exists ${name} with (force)`),
  );
  servers = { first: first.baseUrl, second: second.baseUrl };
}, 300_000);
afterAll(async () => {
  for (const stop of stops) await stop();
});

async function pageOn(server: string, language: Language) {
  const context = await (
    await getBrowser()
  ).newContext({ baseURL: server, viewport: VIEWPORTS.desktop, locale: language === 'ar' ? 'ar-KW' : 'en-US' });
  await context.addCookies([{ name: 'language', value: language, url: server }]);
  return { context, page: trackConsoleErrors(await context.newPage()) };
}

const primaryColorOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

/** The main menu's first top-level item a guest sees, in `language`. */
async function firstGuestItem(server: string, language: Language): Promise<MenuItem> {
  const theme = (await (await fetch(`${server}/api/tenants/1/web-apps/1/theme`)).json()) as { main_menu: number };
  const response = await fetch(`${server}/api/tenants/1/menus/${theme.main_menu}/items/visible`, {
    headers: { language },
  });
  return ((await response.json()) as MenuItem[]).find((item) => item.parentItemId === null)!;
}

describe.each(['en', 'ar'] as Language[])('the theme and menus in the back office in %s', (language) => {
  const t = ADMIN_TEXT[language];
  const color = language === 'en' ? '#8a2be2' : '#b8336a';
  const title = language === 'en' ? `Offers ${randomUUID().slice(0, 6)}` : `عروض ${randomUUID().slice(0, 6)}`;

  it('an owner edits, previews, publishes, and the second process shows it', { timeout: 180_000 }, async () => {
    const item = await firstGuestItem(servers.first, language);
    const { context, page } = await pageOn(servers.first, language);
    await signInToBackOffice(page, language, OWNER);
    await page.getByRole('link', { name: t['admin.nav.theme'] }).click();

    // The colour, with the derived secondary one drawn as it is typed.
    const colorField = page.getByRole('textbox', { name: t['admin.content.color'], exact: true });
    await colorField.fill(color);
    await expect
      .poll(() => page.getByTestId('secondary-swatch').textContent())
      .toContain(darken(color, SECONDARY_DARKEN_AMOUNT));

    // The main menu's first item, renamed in the shop's language.
    await page.getByRole('tab', { name: t['admin.content.tab.menus'] }).click();
    await page
      .getByRole('button', { name: fillText(t['admin.content.item.editNamed'], { name: item.title }), exact: true })
      .click();
    const titleLabel = language === 'ar' ? t['admin.content.item.titleAr'] : t['admin.content.item.titleEn'];
    await page.getByRole('dialog').getByLabel(titleLabel).fill(title);
    await page.getByRole('button', { name: t['admin.content.item.done'], exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Preview: this browser's storefront shows the draft, a shopper's does not.
    const [preview] = await Promise.all([
      context.waitForEvent('page').then(trackConsoleErrors),
      page.getByRole('button', { name: t['admin.content.preview'], exact: true }).first().click(),
    ]);
    await preview.waitForLoadState('domcontentloaded');
    expect(await primaryColorOf(preview)).toBe(color);
    await expect.poll(() => preview.getByText(title).count()).toBeGreaterThan(0);
    // Every page of the previewing browser says so, in its language.
    const previewBanner = preview.getByRole('region', { name: uiText(language, 'ui.prisma.preview.region') });
    await expect.poll(() => previewBanner.textContent()).toContain(uiText(language, 'ui.prisma.preview.draft'));
    const shopper = await pageOn(servers.second, language);
    await shopper.page.goto('/');
    expect(await primaryColorOf(shopper.page)).not.toBe(color);
    expect(await shopper.page.content()).not.toContain(title);
    expect(await shopper.page.getByRole('region', { name: uiText(language, 'ui.prisma.preview.region') }).count()).toBe(
      0,
    );

    const versionsBefore = await page.locator('.version-row').count();
    await page.getByRole('button', { name: t['admin.content.publish'], exact: true }).click();
    await expect.poll(() => page.locator('.version-row').count()).toBe(versionsBefore + 1);
    const published = Date.now();
    // The second process's storefront, reloaded: the published colour and menu item.
    await expect
      .poll(
        async () => {
          await shopper.page.reload();
          return primaryColorOf(shopper.page);
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(color);
    console.info(
      `second process's storefront showed the publish after ${Date.now() - published} ms (page loads included)`,
    );
    expect(await shopper.page.getByText(title).count()).toBeGreaterThan(0);

    // The banner ends the preview: the page comes back as shoppers see it, without the banner.
    await previewBanner.getByRole('button', { name: uiText(language, 'ui.prisma.preview.end'), exact: true }).click();
    await previewBanner.waitFor({ state: 'detached' });
    await preview.waitForLoadState('domcontentloaded');
    await preview.reload();
    expect(await preview.getByRole('region', { name: uiText(language, 'ui.prisma.preview.region') }).count()).toBe(0);
    expect(consoleErrors(page)).toEqual([]);
    expect(consoleErrors(preview)).toEqual([]);
    await shopper.context.close();
    await context.close();
  });
});
