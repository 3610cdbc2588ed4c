import { describe, expect, it } from 'vitest';
import { consoleErrors, openPage } from './support/browser.ts';
import { LANGUAGES_AND_VIEWPORTS, uiText } from './support/translations.ts';
import { ADMIN_TEXT, CATALOGUE_MANAGER, fillText, signInToBackOffice } from './support/admin.ts';

// Issue 12: a catalogue manager adjusts a variation's stock with a reason and reads it in its
// history, and reorders two categories, which the storefront's category page then lists in the
// new order, in English and Arabic (right-to-left), on a phone and a desktop.
const TEXT = ADMIN_TEXT;
const MANAGER = CATALOGUE_MANAGER;
/** A seeded category with several subcategories. */
const PARENT_SLUG = 'phones';
const fill = fillText;

describe.each(LANGUAGES_AND_VIEWPORTS)('catalogue work in the back office in %s on a %s', (language, viewport) => {
  it("adjusts a variation's stock with a reason and shows it in the history", async () => {
    const t = TEXT[language];
    const { context, page } = await openPage({ language, viewport });
    await signInToBackOffice(page, language);
    await page
      .getByRole('navigation', { name: t['admin.nav.label'] })
      .getByRole('link', { name: t['admin.nav.stock'] })
      .click();
    await page.getByRole('heading', { level: 1, name: t['admin.stock.title'] }).waitFor();

    const lowStock = page.getByRole('grid', { name: t['admin.stock.low.title'] });
    const firstRow = lowStock.getByRole('row').nth(1);
    const sku = (await firstRow.getByRole('gridcell').first().innerText()).trim();
    await firstRow.getByRole('button', { name: fill(t['admin.stock.open'], { sku }) }).click();
    const panel = page.getByRole('region', { name: sku });
    const stockNow = async () => Number(await panel.locator('.stock-now strong').innerText());
    await panel.getByRole('heading', { name: sku }).waitFor();
    const before = await stockNow();

    await panel.getByRole('button', { name: t['admin.stock.adjust'] }).click();
    const dialog = page.getByRole('dialog', { name: t['admin.stock.adjust'] });
    await dialog.getByText(t['admin.stock.adjust.add'], { exact: true }).click();
    await dialog.getByLabel(t['admin.stock.adjust.units'], { exact: true }).fill('7');
    await dialog.getByRole('button', { name: t['admin.stock.adjust.reason'] }).click();
    await page.getByRole('option', { name: t['admin.stock.reason.received'] }).click();
    const note = `Delivery ${language}-${viewport}`;
    await dialog.getByLabel(t['admin.stock.adjust.note']).fill(note);
    await dialog.getByRole('button', { name: t['admin.stock.adjust.save'] }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(stockNow).toBe(before + 7);
    const history = panel.getByRole('grid', { name: t['admin.stock.history'] });
    const newest = history.getByRole('row').nth(1);
    await newest.getByText(note).waitFor();
    expect(await newest.getByRole('gridcell').nth(0).innerText()).toBe('+7');
    expect(Number(await newest.getByRole('gridcell').nth(1).innerText())).toBe(before + 7);
    expect(await newest.innerText()).toContain(t['admin.stock.reason.received']);
    expect(await newest.innerText()).toContain(MANAGER.name);

    // A count on the shelf sets the stock, and the history shows the difference.
    await panel.getByRole('button', { name: t['admin.stock.adjust'] }).click();
    await dialog.getByText(t['admin.stock.adjust.set'], { exact: true }).click();
    await dialog.getByLabel(t['admin.stock.adjust.count'], { exact: true }).fill(String(before + 2));
    await dialog.getByRole('button', { name: t['admin.stock.adjust.reason'] }).click();
    await page.getByRole('option', { name: t['admin.stock.reason.correction'] }).click();
    await dialog.getByRole('button', { name: t['admin.stock.adjust.save'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(stockNow).toBe(before + 2);
    expect(await history.getByRole('row').nth(1).getByRole('gridcell').nth(0).innerText()).toBe('-5');

    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('moves a category down and the storefront lists its siblings in the new order', async () => {
    const t = TEXT[language];
    const { context, page } = await openPage({ language, viewport });
    await signInToBackOffice(page, language);
    await page
      .getByRole('navigation', { name: t['admin.nav.label'] })
      .getByRole('link', { name: t['admin.nav.categories'] })
      .click();
    await page.getByRole('heading', { level: 1, name: t['admin.categories.title'] }).waitFor();

    const shop = await context.newPage();
    const storefrontOrder = async () => {
      await shop.goto(`/categories/${PARENT_SLUG}`);
      return shop
        .getByRole('navigation', { name: uiText(language, 'ui.prisma.category.subcategories') })
        .getByRole('link')
        .allInnerTexts();
    };
    const [first, second, ...rest] = await storefrontOrder();
    expect(first && second).toBeTruthy();

    await page.getByRole('button', { name: fill(t['admin.categories.moveDown'], { name: first! }) }).click();
    await page.getByRole('status').getByText(t['admin.categories.moved']).waitFor();
    // The first is now second, in the tree on screen and on the storefront at once.
    await expect
      .poll(async () =>
        page.getByRole('button', { name: fill(t['admin.categories.moveUp'], { name: first! }) }).isEnabled(),
      )
      .toBe(true);
    expect((await storefrontOrder()).map((name) => name.trim())).toEqual(
      [second, first, ...rest].map((name) => name!.trim()),
    );

    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});
