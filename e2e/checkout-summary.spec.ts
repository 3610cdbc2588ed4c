import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DeliverySlot } from '@storefront/contracts';
import { openSignedInPage } from './support/account.ts';
import { consoleErrors } from './support/browser.ts';
import { apiGet } from './support/catalogue-data.ts';
import { OUD_OIL, addToCartThroughApi, cartThroughApi, shownPrice } from './support/cart.ts';
import { checkoutPanel, saveAddressThroughApi } from './support/checkout.ts';
import { textIn, type Language } from './support/translations.ts';

/** The standard delivery fee below its free threshold, as seeded. */
const STANDARD_FEE = 1000;

/** A signed-in shopper with a default address and two oud oils, on the checkout's address step. */
async function openCheckout(language: Language, viewport: 'phone' | 'desktop') {
  const { context, page, auth } = await openSignedInPage({ language, viewport });
  await saveAddressThroughApi(auth.accessToken, { firstName: 'Home', isDefault: true });
  await addToCartThroughApi(auth.accessToken, { productId: OUD_OIL.productId, quantity: 2 });
  await page.goto('/checkout', { waitUntil: 'networkidle' });
  const summary = page
    .getByRole('main')
    .getByRole('complementary', { name: textIn(language)('ui.prisma.checkout.summary.title') });
  await summary.waitFor({ state: 'attached' });
  // The default address is chosen by itself: Continue leads on.
  await expect.poll(() => page.getByRole('main').getByRole('radio', { name: /Home/ }).isChecked()).toBe(true);
  return { context, page, auth, summary };
}

async function continueTo(page: Page, language: Language, titleKey: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: textIn(language)('ui.prisma.checkout.continue'), exact: true })
    .click();
  await checkoutPanel(page, language, titleKey).waitFor();
}

describe.each([
  ['en', 'desktop'],
  ['ar', 'desktop'],
] as const)('the order summary in %s at %s width', (language, viewport) => {
  const t = textIn(language);

  it('stays beside every step with the lines, subtotal, shipping and total', async () => {
    const { context, page, summary } = await openCheckout(language, viewport);
    const steps = checkoutPanel(page, language, 'ui.prisma.checkout.address.title');
    await steps.waitFor();
    const subtotal = 2 * OUD_OIL.unitPrice;
    for (const text of [
      t('ui.prisma.checkout.totals.subtotal'),
      t('ui.prisma.checkout.totals.total'),
      await shownPrice(subtotal, language),
    ])
      expect(await summary.textContent()).toContain(text);
    expect(await summary.getByRole('listitem').count()).toBe(1);
    expect(await summary.getByRole('listitem').textContent()).toContain(
      t('ui.prisma.checkout.card.quantity', { quantity: 2 }),
    );
    // Beside the steps: after them in English, before them (on the left) in Arabic; sticky while they scroll.
    const [summaryBox, stepsBox] = [await summary.boundingBox(), await steps.boundingBox()];
    if (language === 'en') expect(summaryBox!.x).toBeGreaterThan(stepsBox!.x + stepsBox!.width);
    else expect(summaryBox!.x + summaryBox!.width).toBeLessThan(stepsBox!.x);
    expect(await summary.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');

    await continueTo(page, language, 'ui.prisma.checkout.shipping.title');
    // The standard delivery is saved with Continue: its fee joins the total beside the payment step.
    await continueTo(page, language, 'ui.prisma.checkout.payment.title');
    expect(await summary.isVisible()).toBe(true);
    await expect.poll(() => summary.textContent()).toContain(await shownPrice(subtotal + STANDARD_FEE, language));
    expect(await summary.textContent()).toContain(await shownPrice(STANDARD_FEE, language));
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['en', 'phone'],
  ['ar', 'phone'],
] as const)('the order summary in %s on a phone', (language, viewport) => {
  const t = textIn(language);

  it('is folded into a bar with the total, and opens on demand', async () => {
    const { context, page, summary } = await openCheckout(language, viewport);
    const toggle = summary.getByRole('button', { name: t('ui.prisma.checkout.summary.title') });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.textContent()).toContain(await shownPrice(2 * OUD_OIL.unitPrice, language));
    expect(await summary.getByRole('listitem').isVisible()).toBe(false);
    // Above the steps, so the total is the first thing a phone shows.
    const steps = checkoutPanel(page, language, 'ui.prisma.checkout.address.title');
    expect((await summary.boundingBox())!.y).toBeLessThan((await steps.boundingBox())!.y);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await summary.getByRole('listitem').waitFor();
    expect(await summary.textContent()).toContain(t('ui.prisma.checkout.totals.subtotal'));
    await toggle.click();
    await summary.getByRole('listitem').waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe.each([
  ['en', 'desktop', 'ArrowRight'],
  ['ar', 'phone', 'ArrowLeft'],
] as const)('the delivery slot picker in %s at %s width', (language, viewport, nextKey) => {
  const t = textIn(language);

  it(`shows one day at a time and is used with the keyboard alone (${nextKey} is the next day)`, async () => {
    const { context, page, auth } = await openCheckout(language, viewport);
    await continueTo(page, language, 'ui.prisma.checkout.shipping.title');
    const slots = checkoutPanel(page, language, 'ui.prisma.checkout.shipping.title').getByRole('group', {
      name: t('ui.prisma.checkout.slot.title'),
    });
    const days = slots.getByRole('group', { name: t('ui.prisma.checkout.slot.days') }).getByRole('radio');
    const times = slots.getByRole('group', { name: t('ui.prisma.checkout.slot.times') }).getByRole('radio');
    await days.first().waitFor();

    // A day's windows only, not the whole week's.
    const all = await apiGet<DeliverySlot[]>('/web-gw/delivery-slot', language);
    const dates = [...new Set(all.map((slot) => slot.date))];
    expect(await days.count()).toBe(dates.length);
    expect(await times.count()).toBe(all.filter((slot) => slot.date === dates[0]).length);
    expect(await days.first().isChecked()).toBe(true);

    // Tab lands on the chosen day; the arrow towards the reading direction's end opens the next one.
    await days.first().focus();
    await page.keyboard.press(nextKey);
    await expect.poll(() => days.nth(1).isChecked()).toBe(true);
    expect(await days.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
    const secondDay = all.filter((slot) => slot.date === dates[1]);
    await expect.poll(() => times.count()).toBe(secondDay.length);

    // Tab moves to the day's windows (one stop for the group); Space chooses, the arrows move on.
    await page.keyboard.press('Tab');
    expect(await times.first().evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await page.keyboard.press(nextKey);
    const chosen = secondDay.filter((slot) => !slot.isFull)[1]!;
    await expect.poll(async () => (await cartThroughApi(auth.accessToken)).deliverySlotId).toBe(chosen.deliverySlotId);
    expect(await times.nth(secondDay.indexOf(chosen)).isChecked()).toBe(true);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});
