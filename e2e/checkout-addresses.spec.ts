import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openSignedInPage } from './support/account.ts';
import { OUD_OIL, addToCartThroughApi, cartThroughApi } from './support/cart.ts';
import { checkoutPanel, saveAddressThroughApi, stepButton } from './support/checkout.ts';
import { textIn } from './support/translations.ts';

/** Kuwait as each language names it in the country list. */
const KUWAIT = { en: 'Kuwait', ar: 'الكويت' } as const;

/** The text of the option a select shows. */
const shownOption = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text);

describe.each([
  ['en', 'desktop'],
  ['ar', 'phone'],
] as const)('addresses at checkout in %s at %s width', (language, viewport) => {
  const t = textIn(language);

  it('start a new address in the shop’s country (Kuwait), in the address book and at checkout', async () => {
    const { context, page, auth } = await openSignedInPage({ language, viewport });
    await page.goto('/account/info', { waitUntil: 'networkidle' });
    const book = page.getByRole('main').getByRole('region', { name: t('ui.prisma.account.addressesTitle') });
    await book.getByRole('button', { name: t('ui.prisma.account.address.add'), exact: true }).click();
    const bookCountry = book.getByLabel(t('ui.prisma.account.address.country'), { exact: false });
    await expect.poll(() => shownOption(bookCountry)).toBe(KUWAIT[language]);

    await addToCartThroughApi(auth.accessToken, { productId: OUD_OIL.productId, quantity: 1 });
    await page.goto('/checkout', { waitUntil: 'networkidle' });
    const address = checkoutPanel(page, language, 'ui.prisma.checkout.address.title');
    const checkoutCountry = address.getByLabel(t('ui.prisma.account.address.country'), { exact: false });
    await expect.poll(() => shownOption(checkoutCountry)).toBe(KUWAIT[language]);
    // The country's states are offered straight away.
    await expect
      .poll(() => address.getByLabel(t('ui.prisma.account.address.state')).locator('option').count())
      .toBeGreaterThan(1);
    await context.close();
  });

  it('preselects the default address for billing and shipping, so a repeat purchase is address → continue', async () => {
    const { context, page, auth } = await openSignedInPage({ language, viewport });
    await saveAddressThroughApi(auth.accessToken, { firstName: 'Office' });
    const home = await saveAddressThroughApi(auth.accessToken, { firstName: 'Home', isDefault: true });
    await addToCartThroughApi(auth.accessToken, { productId: OUD_OIL.productId, quantity: 1 });

    await page.goto('/checkout', { waitUntil: 'networkidle' });
    const address = checkoutPanel(page, language, 'ui.prisma.checkout.address.title');
    const billing = address.getByRole('group', { name: t('ui.prisma.checkout.address.billing') });
    await expect.poll(() => billing.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true);
    expect(await billing.getByRole('radio', { name: /Office/ }).isChecked()).toBe(false);
    expect(await address.getByRole('checkbox', { name: t('ui.prisma.checkout.address.shipToSame') }).isChecked()).toBe(
      true,
    );
    await expect
      .poll(async () => {
        const cart = await cartThroughApi(auth.accessToken);
        return [cart.billingAddressId, cart.shippingAddressId];
      })
      .toEqual([home.addressId, home.addressId]);

    await page
      .getByRole('main')
      .getByRole('button', { name: t('ui.prisma.checkout.continue'), exact: true })
      .click();
    await checkoutPanel(page, language, 'ui.prisma.checkout.shipping.title').waitFor();
    expect(await stepButton(page, language, 'shipping').getAttribute('aria-current')).toBe('step');
    await context.close();
  });
});
