import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, consoleErrors, openPage } from './support/browser.ts';
import { openSignedInPage } from './support/account.ts';
import { gotoAsShopper } from './support/cart.ts';
import { textIn } from './support/translations.ts';

describe.each([
  ['en', 'desktop'],
  ['ar', 'phone'],
] as const)('empty pages in %s at %s width', (language, viewport) => {
  const t = textIn(language);

  /** The page says `message` and offers "Start shopping", which leads to the home page. */
  async function expectStartShopping(page: Page, message: string) {
    const main = page.getByRole('main');
    await main.getByText(message, { exact: true }).waitFor();
    await main.getByRole('link', { name: t('ui.prisma.common.startShopping'), exact: true }).click();
    await page.waitForURL(`${baseUrl()}/`);
  }

  it('offer "Start shopping" on an empty cart, wishlist and search', async () => {
    const { context, page } = await openPage({ language, viewport });
    await gotoAsShopper(page, '/cart');
    await expectStartShopping(page, t('ui.prisma.cart.empty'));
    await page.goto('/wishlist', { waitUntil: 'networkidle' });
    await expectStartShopping(page, t('ui.prisma.wishlist.empty'));
    const keyword = 'qzxjvw';
    await page.goto(`/search?keyword=${keyword}`, { waitUntil: 'networkidle' });
    await expectStartShopping(page, t('ui.prisma.search.nothingFound', { keyword }));
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('lead from the account page to "My orders", and from no orders to shopping', async () => {
    const { context, page } = await openSignedInPage({ language, viewport });
    await page.goto('/account/info', { waitUntil: 'networkidle' });
    await page
      .getByRole('main')
      .getByRole('link', { name: t('ui.prisma.account.myOrders'), exact: true })
      .click();
    await page.waitForURL(/\/account\/orders$/);
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: t('ui.prisma.page.orders.title') })
      .waitFor();
    await expectStartShopping(page, t('ui.prisma.orders.none'));
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});
