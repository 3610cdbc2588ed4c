import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@storefront/contracts';
import { waitForToast } from './support/account.ts';
import { baseUrl, consoleErrors, openPage } from './support/browser.ts';
import {
  oudAndAnother,
  addToWishlistThroughApi,
  cartThroughApi,
  expectCartCount,
  expectWishlistCount,
  gotoAsShopper,
  shownPrice,
  wishlistThroughApi,
} from './support/cart.ts';
import { LANGUAGES_AND_VIEWPORTS, textIn } from './support/translations.ts';
import { CART_MESSAGES } from '../apps/server/src/modules/cart/cart-messages.ts';
import { WISHLIST_MESSAGES } from '../apps/server/src/modules/wishlist/wishlist-messages.ts';

describe.each(LANGUAGES_AND_VIEWPORTS)('the wishlist in %s at %s width', (language, viewport) => {
  const t = textIn(language);
  let oud: ProductDetail;
  let other: ProductDetail;

  beforeAll(async () => {
    ({ oud, other } = await oudAndAnother(language));
  });

  /** A shopper on /wishlist whose list holds the oud oil and one other product. */
  async function wishlistWithTwoItems() {
    const opened = await openPage({ language, viewport });
    const token = await gotoAsShopper(opened.page, '/');
    await addToWishlistThroughApi(token, other.productId);
    await addToWishlistThroughApi(token, oud.productId);
    await opened.page.goto('/wishlist', { waitUntil: 'networkidle' });
    await expectWishlistCount(opened.page, language, 2);
    return { ...opened, token, main: opened.page.getByRole('main') };
  }

  it('toggles a product from its page and from a product card, and counts it in the header', async () => {
    const { context, page } = await openPage({ language, viewport });
    await gotoAsShopper(page, `/products/${oud.productId}`);
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: t('ui.prisma.wishlist.toggle', { name: oud.productName }) });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expectWishlistCount(page, language, 1);

    await page.goto('/categories/fashion', { waitUntil: 'networkidle' });
    const card = page.getByRole('main').getByRole('article').first();
    const cardHeart = card.getByRole('button', {
      name: t('ui.prisma.wishlist.toggle', { name: (await card.getByRole('heading').textContent())! }),
    });
    await cardHeart.click();
    await expectWishlistCount(page, language, 2);
    await cardHeart.click();
    await expectWishlistCount(page, language, 1);
    expect(await cardHeart.getAttribute('aria-pressed')).toBe('false');

    await page.goto(`/products/${oud.productId}`, { waitUntil: 'networkidle' });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('shows each item with its price and stock, moves one to the cart and removes another', async () => {
    const { context, page, token, main } = await wishlistWithTwoItems();
    const oudItem = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: oud.productName }) });
    expect(await oudItem.textContent()).toContain(await shownPrice(oud.price, language));
    await oudItem.getByText(t('ui.prisma.wishlist.inStock'), { exact: true }).waitFor();

    await oudItem.getByRole('button', { name: t('ui.prisma.wishlist.moveToCart') }).click();
    await waitForToast(page, CART_MESSAGES.added[language]);
    await expectCartCount(page, language, 1);
    await oudItem.waitFor({ state: 'detached' });
    await expectWishlistCount(page, language, 1);
    expect((await cartThroughApi(token)).items.map((item) => item.productId)).toEqual([oud.productId]);

    await main.getByRole('button', { name: t('ui.prisma.wishlist.removeItem', { name: other.productName }) }).click();
    await main.getByText(t('ui.prisma.wishlist.empty'), { exact: true }).waitFor();
    await expectWishlistCount(page, language, 0);
    expect((await wishlistThroughApi(token)).items).toEqual([]);
    await context.close();
  });

  it('goes public, copies its share link, shows the list read-only in another browser, and answers 404 once private', async () => {
    const { context, page, token, main } = await wishlistWithTwoItems();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const publicSwitch = main.getByRole('switch', { name: t('ui.prisma.wishlist.sharing.public') });
    expect(await publicSwitch.isChecked()).toBe(false);
    await publicSwitch.check();
    await waitForToast(page, WISHLIST_MESSAGES.madePublic[language]);
    await expect.poll(async () => (await wishlistThroughApi(token)).isPublic).toBe(true);

    await main.getByRole('button', { name: t('ui.prisma.wishlist.sharing.share') }).click();
    await waitForToast(page, t('ui.prisma.wishlist.sharing.copied'));
    const link = await main.getByLabel(t('ui.prisma.wishlist.sharing.link')).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/wishlist/shared/[0-9a-f-]{36}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const visitor = await openPage({ language, viewport });
    expect((await visitor.page.goto(link, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    const shared = visitor.page.getByRole('main');
    await shared.getByRole('heading', { level: 1, name: t('ui.prisma.page.sharedWishlist.title') }).waitFor();
    await shared.getByRole('heading', { name: oud.productName }).waitFor();
    await shared.getByRole('heading', { name: other.productName }).waitFor();
    // The list stays its owner's: nothing to move or remove, but the visitor may put an item in their own cart.
    expect(await shared.getByRole('button', { name: t('ui.prisma.wishlist.moveToCart') }).count()).toBe(0);
    expect(await shared.getByRole('button', { name: t('ui.prisma.wishlist.remove') }).count()).toBe(0);
    await shared
      .getByRole('listitem')
      .filter({ has: visitor.page.getByRole('heading', { name: oud.productName }) })
      .getByRole('button', { name: t('ui.prisma.cart.addToCart') })
      .click();
    await waitForToast(visitor.page, CART_MESSAGES.added[language]);
    await expectCartCount(visitor.page, language, 1);
    expect((await cartThroughApi(token)).items).toEqual([]);
    expect((await wishlistThroughApi(token)).items).toHaveLength(2);

    await publicSwitch.uncheck();
    await waitForToast(page, WISHLIST_MESSAGES.madePrivate[language]);
    await expect.poll(async () => (await wishlistThroughApi(token)).isPublic).toBe(false);
    expect((await visitor.page.reload({ waitUntil: 'networkidle' }))?.status()).toBe(404);
    await shared.getByRole('heading', { level: 1, name: t('ui.prisma.page.notFound.title') }).waitFor();
    await visitor.context.close();
    await context.close();
  });
});
