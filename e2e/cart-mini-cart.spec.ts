import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ProductDetail } from '@storefront/contracts';
import { baseUrl, consoleErrors, openPage } from './support/browser.ts';
import {
  OUD_OIL,
  oudAndAnother,
  addToCartFromProductPage,
  addToCartThroughApi,
  buyAsAnotherShopper,
  cartThroughApi,
  delayRemovals,
  expectCartCount,
  findLowStockProduct,
  gotoAsShopper,
  headerCart,
  openMiniCart,
  shownPrice,
} from './support/cart.ts';
import { apiGet } from './support/catalogue-data.ts';
import { LANGUAGES_AND_VIEWPORTS, textIn } from './support/translations.ts';

/** Resolves once the page has seen a cart-line removal answered and, after it, the cart loaded again. */
function removalThenRefresh(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let removed = false;
    page.on('response', (response) => {
      const method = response.request().method();
      if (method === 'DELETE' && response.url().includes('/carts/cart-items/')) removed = true;
      else if (removed && method === 'GET' && response.url().endsWith('/cart')) resolve();
    });
  });
}

describe.each(LANGUAGES_AND_VIEWPORTS)('the mini-cart in %s at %s width', (language, viewport) => {
  const narrow = viewport === 'phone';
  const t = textIn(language);
  let oud: ProductDetail;
  let other: ProductDetail;

  beforeAll(async () => {
    ({ oud, other } = await oudAndAnother(language));
  });

  /** A shopper whose cart holds one oud oil and one other product, put there through the API; the page shows them. */
  async function shopperWithTwoLines() {
    const opened = await openPage({ language, viewport });
    const token = await gotoAsShopper(opened.page, '/');
    await addToCartThroughApi(token, { productId: oud.productId, quantity: 1 });
    await addToCartThroughApi(token, { productId: other.productId, quantity: 1 });
    await opened.page.reload({ waitUntil: 'networkidle' });
    await expectCartCount(opened.page, language, 2);
    return { ...opened, token };
  }

  it.runIf(!narrow)('says the cart is empty, and closes on Escape with the focus back on the cart button', async () => {
    const { context, page } = await openPage({ language, viewport });
    await gotoAsShopper(page, '/');
    const panel = await openMiniCart(page, language);
    await panel.getByText(t('ui.prisma.cart.empty'), { exact: true }).waitFor();
    const button = headerCart(page, language, 0);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it.runIf(!narrow)(
    'lists each line with picture, name, quantity, unit price and remove, then the count, SUB-TOTAL and GO TO CART',
    async () => {
      const { context, page } = await openPage({ language, viewport });
      await addToCartFromProductPage(page, oud.productId, { language, quantity: 2 });
      const token = await gotoAsShopper(page, '/');
      await addToCartThroughApi(token, { productId: other.productId, quantity: 1 });
      // The other product's picture fails to load: the no-image picture stands in (SPEC §2).
      await page.route(`**${other.picturePath}`, (route) => route.fulfill({ status: 404 }));
      await page.reload({ waitUntil: 'networkidle' });
      await expectCartCount(page, language, 3);

      const panel = await openMiniCart(page, language);
      const oudLine = panel.getByRole('listitem').filter({ hasText: oud.productName });
      expect(await oudLine.getByRole('link', { name: oud.productName }).getAttribute('href')).toBe(
        `/products/${oud.productId}`,
      );
      await oudLine.getByText(t('ui.prisma.cart.quantityShort', { quantity: 2 }), { exact: true }).waitFor();
      expect(await oudLine.textContent()).toContain(await shownPrice(OUD_OIL.unitPrice, language));
      expect(await oudLine.locator('img').getAttribute('src')).toBe(oud.picturePath);
      await oudLine.getByRole('button', { name: t('ui.prisma.cart.removeItem', { name: oud.productName }) }).waitFor();
      await expect
        .poll(() =>
          panel
            .getByRole('listitem')
            .filter({ hasText: other.productName })
            .locator('img')
            .getAttribute('data-fallback'),
        )
        .toBe('true');

      await panel.getByText(t('ui.prisma.cart.itemCount', { count: 3 }), { exact: true }).waitFor();
      const subTotal = (await cartThroughApi(token)).subTotal;
      expect(
        await panel.getByText(t('ui.prisma.cart.subTotal'), { exact: true }).locator('..').textContent(),
      ).toContain(await shownPrice(subTotal, language));
      await panel.getByRole('link', { name: t('ui.prisma.cart.goToCart') }).click();
      await page.waitForURL(`${baseUrl()}/cart`);
      await panel.waitFor({ state: 'hidden' });
      await context.close();
    },
  );

  it.runIf(!narrow)('tags a line out of stock once another shopper bought units it holds', async () => {
    const lowStock = await findLowStockProduct();
    const lowStockName = (await apiGet<ProductDetail>(`/web-gw/products/${lowStock.productId}`, language)).productName;
    const { context, page } = await openPage({ language, viewport });
    const token = await gotoAsShopper(page, '/');
    await addToCartThroughApi(token, { productId: lowStock.productId, quantity: lowStock.activeQty });
    await addToCartThroughApi(token, { productId: oud.productId, quantity: 1 });
    await buyAsAnotherShopper(lowStock, 1);
    await page.reload({ waitUntil: 'networkidle' });

    const panel = await openMiniCart(page, language);
    const outOfStock = t('ui.prisma.cart.outOfStock');
    await panel
      .getByRole('listitem')
      .filter({ hasText: lowStockName })
      .getByText(outOfStock, { exact: true })
      .waitFor();
    expect(
      await panel
        .getByRole('listitem')
        .filter({ hasText: oud.productName })
        .getByText(outOfStock, { exact: true })
        .count(),
    ).toBe(0);
    await context.close();
  });

  it.runIf(!narrow)(
    'removes a line at once, before the server answers, then shows the cart as the server has it',
    async () => {
      const { context, page, token } = await shopperWithTwoLines();
      const removals = await delayRemovals(page, 1500);
      const refreshed = removalThenRefresh(page);
      const panel = await openMiniCart(page, language);
      const oudLine = panel.getByRole('listitem').filter({ hasText: oud.productName });
      await oudLine.getByRole('button', { name: t('ui.prisma.cart.removeItem', { name: oud.productName }) }).click();

      await oudLine.waitFor({ state: 'detached', timeout: 500 });
      await expectCartCount(page, language, 1);
      expect((await cartThroughApi(token)).items).toHaveLength(2);
      expect(removals.count()).toBe(1);

      await refreshed;
      expect((await cartThroughApi(token)).items.map((item) => item.productId)).toEqual([other.productId]);
      await panel.getByText(t('ui.prisma.cart.itemCount', { count: 1 }), { exact: true }).waitFor();
      await panel.getByRole('listitem').filter({ hasText: other.productName }).waitFor();
      await context.close();
    },
  );

  it.runIf(!narrow)('ignores a second remove while the first is in progress', async () => {
    const { context, page, token } = await shopperWithTwoLines();
    const removals = await delayRemovals(page, 1500);
    const refreshed = removalThenRefresh(page);
    const panel = await openMiniCart(page, language);
    await panel.getByRole('button', { name: t('ui.prisma.cart.removeItem', { name: oud.productName }) }).click();
    // Forced: Playwright would wait for the aria-disabled button to be enabled again; a shopper does not.
    await panel
      .getByRole('button', { name: t('ui.prisma.cart.removeItem', { name: other.productName }) })
      .click({ force: true });

    await refreshed;
    expect(removals.count()).toBe(1);
    expect((await cartThroughApi(token)).items.map((item) => item.productId)).toEqual([other.productId]);
    await panel.getByRole('listitem').filter({ hasText: other.productName }).waitFor();
    await expectCartCount(page, language, 1);
    await context.close();
  });

  it('keeps the badge right after an action in another tab', async () => {
    const { context, page } = await openPage({ language, viewport });
    await gotoAsShopper(page, '/');
    const otherTab = await context.newPage();
    await gotoAsShopper(otherTab, '/');
    await expectCartCount(otherTab, language, 0);

    await addToCartFromProductPage(page, oud.productId, { language, quantity: 3 });
    await expectCartCount(page, language, 3);
    await expectCartCount(otherTab, language, 3);

    await page.goto('/cart', { waitUntil: 'networkidle' });
    await page
      .getByRole('main')
      .getByRole('button', { name: t('ui.prisma.cart.removeItem', { name: oud.productName }) })
      .click();
    await expectCartCount(otherTab, language, 0);
    await context.close();
  });

  it.runIf(narrow)('goes straight to /cart from the cart icon on a phone', async () => {
    const { context, page } = await openPage({ language, viewport });
    await gotoAsShopper(page, '/');
    const cart = headerCart(page, language, 0);
    expect(await cart.getAttribute('aria-expanded')).toBeNull();
    await cart.click();
    await page.waitForURL(`${baseUrl()}/cart`);
    await page.getByRole('main').getByText(t('ui.prisma.cart.empty'), { exact: true }).waitFor();
    await context.close();
  });
});
