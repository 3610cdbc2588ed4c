import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@storefront/contracts';
import { consoleErrors, openPage } from './support/browser.ts';
import { OUD_OIL, addToCartThroughApi, addToWishlistThroughApi, gotoAsShopper, oudAndAnother } from './support/cart.ts';
import { LANGUAGES_AND_VIEWPORTS } from './support/translations.ts';

/**
 * What a shopper reads next to one, two and five of something, written out here rather than
 * read from the seeds: English singular and plural, and Arabic's dual and plural forms.
 */
const EXPECTED = {
  en: {
    cart: ['Shopping cart, 1 item', 'Shopping cart, 2 items', 'Shopping cart, 5 items'],
    wishlist: ['Wishlist, 1 item', 'Wishlist, 2 items'],
    cartPageCount: ['1 item', '2 items', '5 items'],
  },
  ar: {
    cart: ['سلة التسوق، منتج واحد', 'سلة التسوق، منتجان', 'سلة التسوق، 5 منتجات'],
    wishlist: ['قائمة الأمنيات، منتج واحد', 'قائمة الأمنيات، منتجان'],
    cartPageCount: ['منتج واحد', 'منتجان', '5 منتجات'],
  },
} as const;

describe.each(LANGUAGES_AND_VIEWPORTS)('counts in %s at %s width', (language, viewport) => {
  const expected = EXPECTED[language];
  let other: ProductDetail;

  beforeAll(async () => {
    ({ other } = await oudAndAnother(language));
  });

  it('say "1 item", "2 items" (Arabic: one, two, few) in the header and on the cart page', async () => {
    const { context, page } = await openPage({ language, viewport });
    const token = await gotoAsShopper(page, '/');
    const banner = page.getByRole('banner');
    const headerCart = (name: string) =>
      banner.getByRole('button', { name, exact: true }).or(banner.getByRole('link', { name, exact: true }));

    for (const [index, quantity] of [1, 1, 3].entries()) {
      await addToCartThroughApi(token, { productId: OUD_OIL.productId, quantity });
      await page.goto('/cart', { waitUntil: 'networkidle' });
      await headerCart(expected.cart[index]!).waitFor();
      await page.getByRole('main').getByText(expected.cartPageCount[index]!, { exact: true }).waitFor();
    }

    await addToWishlistThroughApi(token, OUD_OIL.productId);
    await page.reload({ waitUntil: 'networkidle' });
    await banner.getByRole('link', { name: expected.wishlist[0], exact: true }).waitFor();
    await addToWishlistThroughApi(token, other.productId);
    await page.reload({ waitUntil: 'networkidle' });
    await banner.getByRole('link', { name: expected.wishlist[1], exact: true }).waitFor();
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});
