import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AnalyticsBatch, ProductList } from '@storefront/contracts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { apiGet } from './support/catalogue-data.ts';
import { ADMIN_TEXT, signInToBackOffice } from './support/admin.ts';
import { gotoAsShopper } from './support/cart.ts';
import { textIn, type Language } from './support/translations.ts';

// Issue 13: the storefront's events reach the shop's collector from a real browsing session (batched,
// sent when the page is hidden or after 60 s), none when the browser asks not to be tracked or the
// shopper declines; the owner's dashboard shows them, in English and Arabic.

const OWNER = { email: 'owner@example.com', password: 'demo-owner-1', name: '' };
const COLLECTOR = '/api/analytics/events';

/** Every batch the context's pages post to the collector. */
function batchesOf(context: BrowserContext): AnalyticsBatch[] {
  const batches: AnalyticsBatch[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === COLLECTOR && request.method() === 'POST')
      batches.push(JSON.parse(request.postData() ?? '{}') as AnalyticsBatch);
  });
  return batches;
}
const eventNames = (batches: AnalyticsBatch[]) => batches.flatMap((batch) => batch.events.map((event) => event.name));

/** Searches from the results page's address, views a product and adds it to the cart. */
async function browse(page: Page, term: string) {
  await page.goto(`/search/filterSearch?keyword=${encodeURIComponent(term)}`, { waitUntil: 'networkidle' });
  const [product] = (await apiGet<ProductList>('/web-gw/products?top=24&inStock=true')).data.filter(
    (item) => item.inStock,
  );
  await page.goto(`/products/${product!.productId}`, { waitUntil: 'networkidle' });
}

/** The shopper switches to another tab: the page is hidden, which sends what is pending. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Leaves the shop: the page is hidden, which sends what is pending. */
async function leave(page: Page) {
  await page.goto('about:blank');
  await page.waitForTimeout(500);
}

/** The searches with no results the dashboard lists now (the staff member is signed in). */
async function noResultSearches(page: Page, language: Language): Promise<string> {
  await page.goto('/admin/dashboard');
  const table = page.getByRole('grid', { name: ADMIN_TEXT[language]['admin.dashboard.noResultSearches'] });
  await table.waitFor();
  return (await table.getByRole('row').allInnerTexts()).join('\n');
}

describe.each(['en', 'ar'] as Language[])('analytics in %s', (language) => {
  const t = textIn(language);
  const admin = ADMIN_TEXT[language];

  it(
    'a shopper who accepts sends batched GA4 events when the page is hidden or left, and the owner sees their searches',
    { timeout: 120_000 },
    async () => {
      const stem = language === 'ar' ? 'عطرزز' : 'zzqx';
      const [hidden, left] = [`${stem}${randomUUID().slice(0, 6)}`, `${stem}${randomUUID().slice(0, 6)}`];
      const { context, page } = await openPage({ language, analyticsConsent: 'ask' });
      const batches = batchesOf(context);
      // Hydrated: the server's page shows the banner before its buttons work.
      await gotoAsShopper(page, '/');
      const banner = page.getByRole('region', { name: t('ui.prisma.analytics.consent.text') });
      await page.getByRole('button', { name: t('ui.prisma.analytics.consent.accept') }).click();
      await expect.poll(() => banner.count()).toBe(0);
      await page.goto(`/search/filterSearch?keyword=${encodeURIComponent(hidden)}`, { waitUntil: 'networkidle' });
      // Not yet: the search page's batch waits for the page to be hidden or for 60 s.
      expect(eventNames(batches)).not.toContain('search');
      await hide(page);
      await expect
        .poll(() => eventNames(batches))
        .toEqual(expect.arrayContaining(['page_view', 'search', 'view_item_list']));
      const search = batches.flatMap((batch) => batch.events).find((event) => event.name === 'search');
      expect(search?.params).toEqual({ search_term: hidden, result_count: 0 });
      expect(batches.every((batch) => batch.language === language)).toBe(true);
      // Closing the tab sends what the page holds (pagehide), as the browser unloads it: the server has it.
      await page.goto(`/search/filterSearch?keyword=${encodeURIComponent(left)}`, { waitUntil: 'networkidle' });
      await page.close({ runBeforeUnload: true });

      const dashboard = await context.newPage();
      await signInToBackOffice(dashboard, language, OWNER);
      await expect.poll(() => noResultSearches(dashboard, language), { timeout: 20_000 }).toContain(left);
      expect(await noResultSearches(dashboard, language)).toContain(hidden);
      await expect
        .poll(() => dashboard.getByRole('img', { name: admin['admin.dashboard.salesByDay.description'] }).count())
        .toBe(1);
      // React Aria's radio input is hidden under its label, which takes the click.
      await dashboard.getByText(admin['admin.dashboard.period.30d'], { exact: true }).click();
      await expect
        .poll(() => dashboard.getByRole('radio', { name: admin['admin.dashboard.period.30d'] }).isChecked())
        .toBe(true);
      await expect
        .poll(() => dashboard.getByRole('grid', { name: admin['admin.dashboard.salesByDay'] }).getByRole('row').count())
        .toBe(31);
      await dashboard.screenshot({ path: `test-results/admin-dashboard-${language}-desktop.png`, fullPage: true });
      await dashboard.setViewportSize(VIEWPORTS.phone);
      await dashboard.screenshot({ path: `test-results/admin-dashboard-${language}-phone.png`, fullPage: true });
      await context.close();
    },
  );

  it('shows the banner with the first paint to a shopper not yet asked, and never to one who answered', async () => {
    for (const consent of ['ask', 'denied', 'granted'] as const) {
      const { context, page } = await openPage({ language, analyticsConsent: consent, viewport: 'phone' });
      // The app's scripts never arrive: what shows is the server's page and its inline scripts.
      await page.route('**/assets/**', (route) => route.abort());
      await page.goto('/', { waitUntil: 'load' });
      const banner = page.getByRole('region', { name: t('ui.prisma.analytics.consent.text') });
      expect(await banner.isVisible(), consent).toBe(consent === 'ask');
      await context.close();
    }
  });

  it('sends a pending batch after 60 s without a page hide', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage({ language, analyticsConsent: 'granted' });
    await page.clock.install();
    const batches = batchesOf(context);
    // Hydrated (its guest session stored), so the page_view's 60-s timer has started: a busy
    // machine can go network-idle before the scripts have run.
    await gotoAsShopper(page, '/');
    // Well before 60 s nothing has gone, just after it has.
    await page.clock.fastForward(50_000);
    expect(batches).toEqual([]);
    await page.clock.fastForward(12_000);
    await expect.poll(() => eventNames(batches)).toContain('page_view');
    await context.close();
  });

  it(
    'sends nothing when the shopper declines, or when the browser asks not to be tracked',
    { timeout: 120_000 },
    async () => {
      const term = `${language === 'ar' ? 'رفضزز' : 'declined'}${randomUUID().slice(0, 6)}`;
      const declined = await openPage({ language, analyticsConsent: 'ask' });
      const declinedBatches = batchesOf(declined.context);
      await gotoAsShopper(declined.page, '/');
      await declined.page.getByRole('button', { name: t('ui.prisma.analytics.consent.decline') }).click();
      await browse(declined.page, term);
      await leave(declined.page);

      const dnt = await openPage({ language, analyticsConsent: 'ask' });
      await dnt.context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
      );
      const dntBatches = batchesOf(dnt.context);
      await dnt.page.goto('/', { waitUntil: 'networkidle' });
      // Not even asked: the browser has answered.
      expect(await dnt.page.getByRole('button', { name: t('ui.prisma.analytics.consent.accept') }).count()).toBe(0);
      await browse(dnt.page, term);
      await leave(dnt.page);

      expect(declinedBatches).toEqual([]);
      expect(dntBatches).toEqual([]);
      await signInToBackOffice(dnt.page, language, OWNER);
      expect(await noResultSearches(dnt.page, language)).not.toContain(term);
      await declined.context.close();
      await dnt.context.close();
    },
  );
});
