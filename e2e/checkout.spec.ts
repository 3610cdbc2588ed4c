import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DeliverySlot, PaymentProvider } from '@storefront/contracts';
import { apiAs, openSignedInPage, userIdOf, waitForToast } from './support/account.ts';
import { consoleErrors, openPage } from './support/browser.ts';
import { apiGet } from './support/catalogue-data.ts';
import {
  OUD_OIL,
  addToCartThroughApi,
  buyAsAnotherShopper,
  cartThroughApi,
  expectCartCount,
  gotoAsShopper,
  shownPrice,
  variationWithStock,
} from './support/cart.ts';
import {
  STANDARD_FEE,
  TEST_CARDS,
  checkOutUpToTheCard,
  checkoutPanel,
  orderHistoryThroughApi,
  ordersThroughApi,
  payOnHostedPage,
  saveKuwaitiAddress,
  stepButton,
} from './support/checkout.ts';
import { textIn } from './support/translations.ts';

describe.each([
  ['en', 'desktop'],
  ['ar', 'phone'],
] as const)('checkout in %s at %s width', (language, viewport) => {
  const t = textIn(language);
  const price = (thousandths: number) => shownPrice(thousandths, language);

  it('takes a guest from the cart to a cash-on-delivery order, once however often the button is pressed', async () => {
    const { context, page } = await openPage({ language, viewport });
    const token = await gotoAsShopper(page, '/');
    await addToCartThroughApi(token, { productId: OUD_OIL.productId, quantity: 2 });
    await page.goto('/cart', { waitUntil: 'networkidle' });
    await page
      .getByRole('main')
      .getByRole('link', { name: t('ui.prisma.cart.checkout'), exact: true })
      .click();
    await page.waitForURL(/\/checkout$/);

    await checkOutUpToTheCard(page, language, 'cod');
    const card = checkoutPanel(page, language, 'ui.prisma.checkout.card.title');
    const subtotal = 2 * OUD_OIL.unitPrice;
    for (const amount of [subtotal, STANDARD_FEE, subtotal + STANDARD_FEE])
      expect(await card.textContent()).toContain(await price(amount));

    // The shop enforces its terms: ordering waits for them.
    const place = card.getByRole('button', { name: t('ui.prisma.checkout.card.placeOrder'), exact: true });
    expect(await place.isDisabled()).toBe(true);
    await card.getByRole('checkbox', { name: t('ui.prisma.checkout.card.acceptTerms') }).check();
    // The terms open in a new tab; the order in progress stays as it was.
    const termsLink = card.getByRole('link', { name: t('ui.prisma.checkout.card.readTerms') });
    expect(await termsLink.getAttribute('target')).toBe('_blank');
    const [terms] = await Promise.all([context.waitForEvent('page'), termsLink.click()]);
    await terms.waitForLoadState();
    expect(new URL(terms.url()).pathname).toBe('/pages/terms');
    const termsPage = await apiGet<{ title: string }>('/web-gw/static-pages/terms', language);
    await terms.getByRole('heading', { level: 1, name: termsPage.title }).waitFor();
    await terms.close();
    expect(await card.getByRole('checkbox', { name: t('ui.prisma.checkout.card.acceptTerms') }).isChecked()).toBe(true);
    await place.dblclick();

    const confirmation = page
      .getByRole('main')
      .getByRole('region', { name: t('ui.prisma.checkout.confirmation.title') });
    await confirmation.waitFor();
    await expectCartCount(page, language, 0);
    const orders = await ordersThroughApi(token);
    expect(orders.count).toBe(1);
    const [order] = orders.data;
    expect(order).toMatchObject({ total: subtotal + STANDARD_FEE, status: 'processing' });
    expect(await confirmation.textContent()).toContain(order!.orderNumber);
    expect(await confirmation.textContent()).toContain(await price(order!.total));
    expect((await cartThroughApi(token)).items).toEqual([]);

    // The order page follows it: its lines, totals and where it stands.
    await confirmation.getByRole('link', { name: t('ui.prisma.checkout.confirmation.viewOrder') }).click();
    await page.waitForURL(new RegExp(`/account/orders/${order!.orderId}$`));
    const main = page.getByRole('main');
    await main.getByText(order!.orderNumber).waitFor();
    const tracking = main.getByRole('region', { name: t('ui.prisma.orders.tracking') });
    await tracking.waitFor();
    expect(await tracking.locator('[aria-current="step"]').textContent()).toContain(
      t('ui.prisma.orders.status.processing'),
    );
    expect(await main.getByRole('region', { name: t('ui.prisma.orders.lines') }).textContent()).toContain(
      await price(subtotal + STANDARD_FEE),
    );
    // …and where it goes, when, and how it is paid, as the order kept them.
    const facts = await main.getByRole('region', { name: t('ui.prisma.orders.delivery') }).textContent();
    const cod = (await apiGet<PaymentProvider[]>('/web-gw/payment-providers', language)).find(
      (provider) => provider.code === 'cod',
    )!;
    for (const text of ['Sara Al-Ahmad', '50001234', cod.name]) expect(facts).toContain(text);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('lets a customer pay by card after a declined card, with one order and one paid transition', async () => {
    const { context, page, auth } = await openSignedInPage({ language, viewport });
    await addToCartThroughApi(auth.accessToken, { productId: OUD_OIL.productId, quantity: 1 });
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await checkOutUpToTheCard(page, language, 'card');
    const card = checkoutPanel(page, language, 'ui.prisma.checkout.card.title');
    await card.getByRole('checkbox', { name: t('ui.prisma.checkout.card.acceptTerms') }).check();
    await card.getByRole('button', { name: t('ui.prisma.checkout.card.placeOrder'), exact: true }).click();

    await payOnHostedPage(page, language, TEST_CARDS.decline);
    const failed = page.getByRole('main').getByRole('region', { name: t('ui.prisma.checkout.result.failed.title') });
    await failed.waitFor();
    await failed.getByRole('button', { name: t('ui.prisma.checkout.result.tryAgain'), exact: true }).click();

    await payOnHostedPage(page, language, TEST_CARDS.success);
    const paid = page.getByRole('main').getByRole('region', { name: t('ui.prisma.checkout.result.paid.title') });
    await paid.waitFor();

    const orders = await ordersThroughApi(auth.accessToken);
    expect(orders.count).toBe(1);
    const [order] = orders.data;
    expect(order).toMatchObject({ status: 'paid', total: OUD_OIL.unitPrice + STANDARD_FEE });
    expect(await paid.textContent()).toContain(order!.orderNumber);
    const history = await orderHistoryThroughApi(auth.accessToken, order!.orderId);
    expect(history.filter((entry) => entry.toStatus === 'paid')).toHaveLength(1);
    expect((await cartThroughApi(auth.accessToken)).items).toEqual([]);

    // The account page leads to the order list, and that to the order, whose line shows the
    // product's picture and links to it; reorder puts the line back in the cart.
    await page.goto('/account/info', { waitUntil: 'networkidle' });
    await page
      .getByRole('main')
      .getByRole('link', { name: t('ui.prisma.account.myOrders') })
      .click();
    await page.waitForURL(/\/account\/orders$/);
    await page.getByRole('main').getByRole('link', { name: order!.orderNumber }).click();
    await page.waitForURL(new RegExp(`/account/orders/${order!.orderId}$`));
    const main = page.getByRole('main');
    const line = main.getByRole('listitem').filter({ has: page.locator(`a[href="/products/${OUD_OIL.productId}"]`) });
    await line.getByRole('link').waitFor();
    await expect
      .poll(() => line.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: t('ui.prisma.orders.invoice') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${order!.orderNumber}.pdf`);
    await main.getByRole('button', { name: t('ui.prisma.orders.reorder'), exact: true }).click();
    await main
      .getByRole('status')
      .filter({ hasText: t('ui.prisma.orders.reorderAdded', { count: 1 }) })
      .waitFor();
    await expectCartCount(page, language, 1);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('checkout by keyboard alone', () => {
  const language = 'en';
  const t = textIn(language);

  /** Presses Tab until `target` has the focus (at most 80 times), as a keyboard user moves. */
  async function tabTo(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
    for (let presses = 0; presses < 80; presses++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  it('places a cash-on-delivery order with the keyboard only', async () => {
    const { context, page } = await openPage({ language, viewport: 'desktop' });
    const token = await gotoAsShopper(page, '/');
    await addToCartThroughApi(token, { productId: OUD_OIL.productId, quantity: 1 });
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    const label = (key: string) => main.getByLabel(t(key), { exact: false });

    for (const [key, text] of [
      ['ui.prisma.account.firstName', 'Huda'],
      ['ui.prisma.account.lastName', 'Al-Kandari'],
      ['ui.prisma.account.phone', '50004321'],
    ] as const) {
      await tabTo(page, label(key));
      await page.keyboard.type(text);
    }
    await tabTo(page, label('ui.prisma.account.address.country'));
    await page.keyboard.type('Kuwait');
    for (const key of ['ui.prisma.account.address.state', 'ui.prisma.account.address.area']) {
      await expect.poll(() => label(key).locator('option').count()).toBeGreaterThan(1);
      await tabTo(page, label(key));
      await page.keyboard.press('ArrowDown');
    }
    for (const key of [
      'ui.prisma.account.address.block',
      'ui.prisma.account.address.street',
      'ui.prisma.account.address.building',
    ]) {
      await tabTo(page, label(key));
      await page.keyboard.type('3');
    }
    await tabTo(page, main.getByRole('button', { name: t('ui.prisma.account.address.save'), exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => stepButton(page, language, 'shipping').isEnabled()).toBe(true);

    const cont = main.getByRole('button', { name: t('ui.prisma.checkout.continue'), exact: true });
    await tabTo(page, cont);
    await page.keyboard.press('Enter');
    // Focus moved to the shipping step's heading; the standard method is already chosen.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-shipping-title');
    await tabTo(page, cont);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-payment-title');

    // Radios: Tab enters the group, the arrow keys choose.
    const providers = await apiGet<PaymentProvider[]>('/web-gw/payment-providers', language);
    const cod = main.getByRole('radio', { name: providers.find((provider) => provider.code === 'cod')!.name });
    await tabTo(page, main.getByRole('radio').first());
    for (let presses = 0; presses < 6 && !(await cod.isChecked()); presses++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
    }
    expect(await cod.isChecked()).toBe(true);
    await expect.poll(() => stepButton(page, language, 'review').isEnabled()).toBe(true);
    await tabTo(page, cont);
    await page.keyboard.press('Enter');

    const terms = main.getByRole('checkbox', { name: t('ui.prisma.checkout.card.acceptTerms') });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await tabTo(page, main.getByRole('button', { name: t('ui.prisma.checkout.card.placeOrder'), exact: true }));
    await page.keyboard.press('Enter');
    await main.getByRole('region', { name: t('ui.prisma.checkout.confirmation.title') }).waitFor();
    expect((await ordersThroughApi(token)).count).toBe(1);
    await context.close();
  });
});

describe('a full delivery slot', () => {
  it('is shown as full and cannot be chosen (in Arabic, on a phone)', async () => {
    const language = 'ar';
    const t = textIn(language);
    // The last slot of the week, filled by other shoppers' orders (not of the oud oil, which the other tests count on).
    const last = (await apiGet<DeliverySlot[]>('/web-gw/delivery-slot')).at(-1)!;
    const other = await variationWithStock(last.remaining);
    for (let place = 0; place < last.remaining; place++) await buyAsAnotherShopper(other, 1, last.deliverySlotId);
    expect((await apiGet<DeliverySlot[]>('/web-gw/delivery-slot')).at(-1)).toMatchObject({
      deliverySlotId: last.deliverySlotId,
      isFull: true,
    });

    const { context, page } = await openPage({ language, viewport: 'phone' });
    const token = await gotoAsShopper(page, '/');
    await addToCartThroughApi(token, { productId: OUD_OIL.productId, quantity: 1 });
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await saveKuwaitiAddress(checkoutPanel(page, language, 'ui.prisma.checkout.address.title'), language);
    await expect.poll(() => stepButton(page, language, 'shipping').isEnabled()).toBe(true);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('ui.prisma.checkout.continue'), exact: true })
      .click();
    const slots = checkoutPanel(page, language, 'ui.prisma.checkout.shipping.title').getByRole('group', {
      name: t('ui.prisma.checkout.slot.title'),
    });
    const days = slots.getByRole('group', { name: t('ui.prisma.checkout.slot.days') }).getByRole('radio');
    const times = slots.getByRole('group', { name: t('ui.prisma.checkout.slot.times') });
    // The first day opens with a free window; the last day holds the full one.
    await times.getByRole('radio').first().waitFor();
    expect(await times.getByRole('radio').first().isDisabled()).toBe(false);
    await days.last().check();
    await expect.poll(() => days.last().isChecked()).toBe(true);
    const full = times.locator('label').last();
    await expect.poll(() => full.textContent()).toContain(t('ui.prisma.checkout.slot.full'));
    expect(await full.getByRole('radio').isDisabled()).toBe(true);
    expect(await times.getByRole('radio').first().isDisabled()).toBe(false);
    await context.close();
  });
});

describe('checkout of an empty cart', () => {
  it('says so and leads back to shopping', async () => {
    const t = textIn('en');
    const { context, page } = await openPage({ language: 'en', viewport: 'desktop' });
    await gotoAsShopper(page, '/checkout');
    const main = page.getByRole('main');
    await main.getByText(t('ui.prisma.checkout.emptyCart')).waitFor();
    expect(await main.getByRole('link', { name: t('ui.prisma.checkout.continueShopping') }).getAttribute('href')).toBe(
      '/',
    );
    await context.close();
  });
});

// A refused choice is told with the server's message (SPEC §8).
describe('a refused checkout choice', () => {
  it('shows the server message when the cart is emptied in another tab before ordering', async () => {
    const t = textIn('en');
    const { context, page } = await openPage({ language: 'en', viewport: 'desktop' });
    const token = await gotoAsShopper(page, '/');
    await addToCartThroughApi(token, { productId: OUD_OIL.productId, quantity: 1 });
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    await checkOutUpToTheCard(page, 'en', 'cod');
    const card = checkoutPanel(page, 'en', 'ui.prisma.checkout.card.title');
    await card.getByRole('checkbox', { name: t('ui.prisma.checkout.card.acceptTerms') }).check();
    // Another tab empties the cart meanwhile: the server refuses an order of nothing.
    expect((await apiAs(token, `/web-gw/users/${userIdOf(token)}/carts/clear-cart`, { method: 'DELETE' })).ok).toBe(
      true,
    );
    await card.getByRole('button', { name: t('ui.prisma.checkout.card.placeOrder'), exact: true }).click();
    await waitForToast(page, 'Your cart is empty.');
    expect((await ordersThroughApi(token)).count).toBe(0);
    await context.close();
  });
});
