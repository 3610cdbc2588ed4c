import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OrderItemSchema } from '@storefront/contracts';
import { apiAs, openSignedInPage, userIdOf } from './support/account.ts';
import { ADMIN_TEXT, fillText, signInToBackOffice } from './support/admin.ts';
import { consoleErrors, openPage } from './support/browser.ts';
import {
  TEST_CARDS,
  checkOutUpToTheCard,
  checkoutPanel,
  ordersThroughApi,
  payOnHostedPage,
} from './support/checkout.ts';
import { searchBox, waitForSearchBox } from './support/search.ts';
import { LANGUAGES_AND_VIEWPORTS, textIn } from './support/translations.ts';

// Issue 12, done means: a catalogue manager creates a product with an English and an Arabic name
// and two variations, uploads its picture and publishes it; a shopper finds it through the
// header's search suggestions typing English and then Arabic, and buys it by card. English and
// Arabic, phone and desktop.

/** A 48×48 PNG (a checkerboard), a real picture the browser draws. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAABUklEQVR42q3Vx1EYABBDURVBEb8mKgGMTTLJ5JwxmVa2LEqQDpp557+6rRZZsGYJq9VRFFrGanWyQStYrU426BdWq5MNWsVqdbJBv7FanWzQH6xWJxu0htXqZIPWsVqdbNAGVquTDdrEanWyQVtYrY7mL1Z0rNTRbGNFg0odzQ5WNKjU0exiRYNKHc0eVjSo1NHsY0WDSh3NP6xoUKmjOcCKBpU6mkOsaFCpoznCigaVOppjrGhQqaM5wYoGlTrZcz3FanWyQWdYrU426Byr1ckGXWC1OtmgS6xWJxt0hdXqZIOusVqdbNANVquTDbrFanWyQXdYrU426B6r1ckGPWC1OppHrOhYqaN5wooGlTqaZ6xoUKmj+Y8VDSp1NC9Y0aBSR/OKFQ0qdTRvWNGgUkfzjhUNKnU0H1jRoFJH84kVDSp1NF9Y0aBSR/ONFQ0qdX4AcOFhSCa+tlYAAAAASUVORK5CYII=',
  'base64',
);
const LATIN = 'bcdfghjkmnpqrstvwxz';
const ARABIC = 'بتثجحخدذرزسشصضطظعغفقكلمن';
/** A word no product has yet, so each run (and rerun) finds only its own product. */
const word = (letters: string, length: number) =>
  Array.from({ length }, () => letters[randomInt(letters.length)]).join('');

describe.each(LANGUAGES_AND_VIEWPORTS)('the product editor in %s on a %s', (language, viewport) => {
  it('creates and publishes a product that a shopper finds by its English or Arabic name and buys', async () => {
    const t = ADMIN_TEXT[language];
    const shop = textIn(language);
    const [latinKey, arabicKey] = [word(LATIN, 8), word(ARABIC, 6)];
    const nameEn = `Saffron candle ${latinKey}`;
    const nameAr = `شمعة ${arabicKey} بالزعفران`;
    const skus = [`CANDLE-${latinKey}-S`, `CANDLE-${latinKey}-L`];

    const { context, page } = await openPage({ language, viewport });
    await signInToBackOffice(page, language);
    await page
      .getByRole('navigation', { name: t['admin.nav.label'] })
      .getByRole('link', { name: t['admin.nav.products'] })
      .click();
    await page.getByRole('link', { name: t['admin.products.new'] }).click();
    await page.getByRole('heading', { level: 1, name: t['admin.product.new'] }).waitFor();

    await page.getByLabel(t['admin.names.en'], { exact: true }).fill(nameEn);
    await page.getByLabel(t['admin.names.ar'], { exact: true }).fill(nameAr);
    await page.getByLabel(t['admin.descriptions.en'], { exact: true }).fill('Hand-poured, with saffron.');
    await page.getByLabel(t['admin.descriptions.ar'], { exact: true }).fill('مصبوبة يدويًا، بالزعفران.');

    // The variations differ by the first attribute offered (size in the seed).
    const attributes = page.getByRole('group', { name: t['admin.product.attributes'] });
    const attribute = attributes.locator('label').first();
    const attributeName = (await attribute.innerText()).trim();
    await attribute.click();
    const variation = (position: number) =>
      page.getByRole('group', { name: fillText(t['admin.product.variation'], { position }), exact: true });
    async function fillVariation(position: number, fields: { sku: string; price: string; stock: string }) {
      const group = variation(position);
      await group.getByLabel(t['admin.product.sku'], { exact: true }).fill(fields.sku);
      await group.getByLabel(t['admin.product.price'], { exact: true }).fill(fields.price);
      await group.getByLabel(t['admin.product.stock'], { exact: true }).fill(fields.stock);
      await group.getByRole('button', { name: attributeName }).click();
      await page.getByRole('listbox').getByRole('option').nth(position).click();
    }
    await fillVariation(1, { sku: skus[0]!, price: '4.750', stock: '5' });
    await page.getByRole('button', { name: t['admin.product.variation.add'] }).click();
    // The same SKU twice: the server refuses it, and the editor says so under the second SKU, in the staff's language.
    await fillVariation(2, { sku: skus[0]!, price: '6.5', stock: '3' });

    // Two pictures at once; the second becomes the main one with the keyboard.
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'candle-side.png', mimeType: 'image/png', buffer: PICTURE },
      { name: 'candle.png', mimeType: 'image/png', buffer: PICTURE },
    ]);
    const altEn = (position: number) => page.getByLabel(fillText(t['admin.product.images.altEn'], { position }));
    const altAr = (position: number) => page.getByLabel(fillText(t['admin.product.images.altAr'], { position }));
    await altEn(1).fill('The candle from the side');
    await altAr(1).fill('الشمعة من الجانب');
    await altEn(2).fill('A saffron candle, lit');
    await altAr(2).fill('شمعة زعفران مضاءة');
    await expect
      .poll(() =>
        page
          .locator('.image-item img')
          .evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.naturalWidth)),
      )
      .toEqual([48, 48]);
    await page.getByRole('button', { name: fillText(t['admin.product.images.earlier'], { position: 2 }) }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => altEn(1).inputValue()).toBe('A saffron candle, lit');
    expect(await altAr(2).inputValue()).toBe('الشمعة من الجانب');
    // First now, it cannot move earlier: the focus stays on its other move button.
    expect(
      await page
        .getByRole('button', { name: fillText(t['admin.product.images.later'], { position: 1 }) })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await page.getByText(t['admin.product.status.published'], { exact: true }).click();
    // Eight units across the variations: in stock, so not listed last.
    const unitsForm = `admin.product.totalUnits_${new Intl.PluralRules(language).select(8)}` as keyof typeof t;
    await page.getByText(fillText(t[unitsForm], { count: 8 })).waitFor();

    const create = page.getByRole('button', { name: t['admin.product.create'] });
    await create.click();
    await variation(2).getByText(t['admin.product.invalid.variations.sku']).waitFor();
    await page.getByRole('alert').getByText(t['admin.error.VALIDATION_FAILED']).waitFor();
    await variation(2).getByLabel(t['admin.product.sku'], { exact: true }).fill(skus[1]!);
    await create.click();

    await page.getByRole('status').getByText(t['admin.product.notice.created']).waitFor();
    const productId = Number(/\/admin\/products\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: language === 'ar' ? nameAr : nameEn }).waitFor();
    expect(await variation(1).getByLabel(t['admin.product.price'], { exact: true }).inputValue()).toBe('4.750');
    expect(await variation(2).getByLabel(t['admin.product.price'], { exact: true }).inputValue()).toBe('6.500');
    // Chromium logs the refused save's 400 as a failed resource; nothing else may go wrong.
    expect(consoleErrors(page).filter((error) => !error.includes('status of 400'))).toEqual([]);

    // A shopper types the English word, then the Arabic one, in the header's search box.
    const shopper = await openSignedInPage({ language, viewport });
    const store = shopper.page;
    await store.goto('/', { waitUntil: 'networkidle' });
    await waitForSearchBox(store, language);
    const { box, list, options } = searchBox(store, language);
    const shownName = language === 'ar' ? nameAr : nameEn;
    const ours = options.filter({ hasText: shownName });
    for (const typed of [latinKey, arabicKey]) {
      await box.fill(typed);
      await list.waitFor();
      await ours.waitFor();
      expect(await ours.getAttribute('href')).toBe(`/products/${productId}`);
    }
    await ours.click();
    await store.waitForURL((url) => url.pathname === `/products/${productId}`);
    const main = store.getByRole('main');
    await main.getByRole('heading', { level: 1, name: shownName }).waitFor();
    const [added] = await Promise.all([
      store.waitForResponse(
        (answer) => answer.url().endsWith('/carts/cart-items') && answer.request().method() === 'POST',
      ),
      main.getByRole('button', { name: shop('ui.prisma.cart.addToCart'), exact: true }).click(),
    ]);
    expect(added.status()).toBe(201);

    await store.goto('/checkout', { waitUntil: 'networkidle' });
    await checkOutUpToTheCard(store, language, 'card');
    const card = checkoutPanel(store, language, 'ui.prisma.checkout.card.title');
    await card.getByRole('checkbox', { name: shop('ui.prisma.checkout.card.acceptTerms') }).check();
    await card.getByRole('button', { name: shop('ui.prisma.checkout.card.placeOrder'), exact: true }).click();
    await payOnHostedPage(store, language, TEST_CARDS.success);
    await store
      .getByRole('main')
      .getByRole('region', { name: shop('ui.prisma.checkout.result.paid.title') })
      .waitFor();

    const token = shopper.auth.accessToken;
    const [order] = (await ordersThroughApi(token)).data;
    expect(order).toMatchObject({ status: 'paid' });
    const lines = OrderItemSchema.array().parse(
      await (
        await apiAs(token, `/web-gw/orders/${order!.orderId}/items`, { headers: { userId: userIdOf(token) } })
      ).json(),
    );
    expect(lines.map(({ productId: id, sku, quantity }) => ({ id, sku, quantity }))).toEqual([
      { id: productId, sku: skus[0], quantity: 1 },
    ]);
    expect(consoleErrors(store)).toEqual([]);
    await shopper.context.close();

    // The editor, read again, shows the unit sold.
    await page.reload();
    await expect.poll(() => variation(1).getByLabel(t['admin.product.stock'], { exact: true }).inputValue()).toBe('4');
    expect(await altEn(1).inputValue()).toBe('A saffron candle, lit');

    // Duplicate: the copy opens in the editor as a draft with its own SKUs and no stock.
    await page.getByRole('button', { name: t['admin.product.duplicate'] }).click();
    await page.waitForURL(
      (url) => /\/admin\/products\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${productId}`),
    );
    await page.getByRole('status').getByText(t['admin.product.notice.duplicated']).waitFor();
    expect(await variation(1).getByLabel(t['admin.product.sku'], { exact: true }).inputValue()).toBe(`${skus[0]}-COPY`);
    expect(await variation(1).getByLabel(t['admin.product.stock'], { exact: true }).inputValue()).toBe('0');
    expect(await page.getByRole('radio', { name: t['admin.product.status.draft'] }).isChecked()).toBe(true);
    await context.close();
  });
});
