import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedInPage } from './support/account.ts';
import { openPage } from './support/browser.ts';
import { OUD_OIL, addToCartThroughApi, gotoAsShopper, shownPrice } from './support/cart.ts';
import { STANDARD_FEE, checkOutUpToTheCard, checkoutPanel, ordersThroughApi } from './support/checkout.ts';
import { ADMIN_TEXT, fillText, signInToBackOffice } from './support/admin.ts';
import { textIn, type Language } from './support/translations.ts';
import { promoMessage } from '../apps/server/src/modules/promotions/promo-messages.ts';

// Issue 13: a promo code created in the back office works at checkout with its limits. A catalogue
// manager creates a code good for one use in all; a shopper applies it, sees the discount and
// orders; the next shopper is refused with the limit's reason; the code's uses list the order.
// In English and Arabic (right-to-left).

const DISCOUNT = 1_500;

/** Applies a code on the cart page; answers the page's cart region. */
async function applyOnCartPage(page: Page, language: Language, code: string) {
  const t = textIn(language);
  await page.goto('/cart', { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByLabel(t('ui.prisma.cart.promo.label')).fill(code);
  await main.getByRole('button', { name: t('ui.prisma.cart.promo.apply') }).click();
  return main;
}

describe.each(['en', 'ar'] as Language[])('promo codes from the back office in %s', (language) => {
  const t = ADMIN_TEXT[language];
  const shopperText = textIn(language);

  it(
    'a code with one use in all: created by a catalogue manager, used by one order, refused to the next',
    { timeout: 180_000 },
    async () => {
      const code = `ONCE-${language}-${Date.now().toString(36)}`.toUpperCase();

      // The catalogue manager creates it: 1.500 KD off, one use in all.
      const staff = await openPage({ language });
      await signInToBackOffice(staff.page, language);
      await staff.page
        .getByRole('navigation', { name: t['admin.nav.label'] })
        .getByRole('link', { name: t['admin.nav.promotions'] })
        .click();
      await staff.page.getByRole('heading', { level: 1, name: t['admin.promos.title'] }).waitFor();
      await staff.page.getByRole('link', { name: t['admin.promos.new'] }).click();
      await staff.page.getByRole('textbox', { name: t['admin.promo.code'] }).fill(code.toLowerCase());
      await staff.page.getByText(t['admin.promo.kind.amount'], { exact: true }).click();
      expect(await staff.page.getByRole('radio', { name: t['admin.promo.kind.amount'] }).isChecked()).toBe(true);
      await staff.page.getByLabel(t['admin.promo.value.amount']).fill('1.5');
      await staff.page.getByLabel(t['admin.promo.maxUses']).fill('1');
      await staff.page.getByRole('button', { name: t['admin.promo.create'] }).click();
      await staff.page.getByRole('status').filter({ hasText: t['admin.promo.saved'] }).waitFor();
      await staff.page.getByRole('heading', { level: 1, name: fillText(t['admin.promo.edit'], { code }) }).waitFor();

      // A shopper applies it in any case, sees the discount, and orders.
      const first = await openSignedInPage({ language });
      const token = first.auth.accessToken;
      await addToCartThroughApi(token, { productId: OUD_OIL.productId, quantity: 1 });
      const main = await applyOnCartPage(first.page, language, code.toLowerCase());
      const discount = main.getByText(shopperText('ui.prisma.cart.summary.discount', { code }));
      await discount.waitFor();
      expect(await discount.locator('..').textContent()).toContain(await shownPrice(-DISCOUNT, language));
      await main.getByRole('link', { name: shopperText('ui.prisma.cart.checkout'), exact: true }).click();
      await first.page.waitForURL(/\/checkout$/);
      await checkOutUpToTheCard(first.page, language, 'cod');
      const card = checkoutPanel(first.page, language, 'ui.prisma.checkout.card.title');
      const total = OUD_OIL.unitPrice - DISCOUNT + STANDARD_FEE;
      expect(await card.textContent()).toContain(await shownPrice(total, language));
      await card.getByRole('checkbox', { name: shopperText('ui.prisma.checkout.card.acceptTerms') }).check();
      await card.getByRole('button', { name: shopperText('ui.prisma.checkout.card.placeOrder'), exact: true }).click();
      await first.page
        .getByRole('main')
        .getByRole('region', { name: shopperText('ui.prisma.checkout.confirmation.title') })
        .waitFor();
      const [order] = (await ordersThroughApi(token)).data;
      expect(order).toMatchObject({ total });

      // The next shopper is refused: the code is used up.
      const second = await openPage({ language });
      const guestToken = await gotoAsShopper(second.page, '/');
      await addToCartThroughApi(guestToken, { productId: OUD_OIL.productId, quantity: 1 });
      const refused = await applyOnCartPage(second.page, language, code);
      await refused
        .getByRole('alert')
        .filter({ hasText: promoMessage('PROMO_USED_UP', { code, minSubtotal: 0 }, language) })
        .waitFor();

      // The code's uses list that order.
      await staff.page.getByRole('link', { name: new RegExp(`^${t['admin.promos.uses']}`) }).click();
      await staff.page
        .getByRole('heading', { level: 1, name: fillText(t['admin.promos.usesNamed'], { code }) })
        .waitFor();
      const row = staff.page.getByRole('row').filter({ hasText: order!.orderNumber });
      await row.waitFor();
      expect(await row.textContent()).toContain('1.500');

      for (const opened of [staff, first, second]) await opened.context.close();
    },
  );
});
