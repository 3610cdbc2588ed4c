import { describe, expect, it } from 'vitest';
import { consoleErrors, openPage } from './support/browser.ts';
import { LANGUAGES_AND_VIEWPORTS } from './support/translations.ts';
import { ar, en } from '../apps/admin/src/i18n/messages.ts';

// Issue 12: a catalogue manager imports a 1,000-row product CSV on the Import / export page, sees
// the progress bar advance to the end, and the products are on the storefront, in English and
// Arabic (right-to-left), on a phone and a desktop.
const TEXT = { en, ar };
const MANAGER = { email: 'catalogue@example.com', password: 'demo-catalogue-1' };
const ROWS = 1000;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** 500 products of two sizes each, in a category of their own (`Type`), named in both languages. */
function productCsv(tag: string): string {
  const lines = [
    'Handle,Title,Title (ar),Body (HTML),Vendor,Type,Type (ar),Published,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty',
  ];
  for (let n = 0; n < ROWS; n++) {
    const product = Math.floor(n / 2);
    const handle = `${tag}-${product}`;
    lines.push(
      n % 2 === 0
        ? `${handle},Imported ${tag} ${product},منتج مستورد ${tag} ${product},<p>Cotton</p>,Importer ${tag},Imports ${tag},واردات ${tag},TRUE,Size,S,${handle.toUpperCase()}-S,${product + 1}.250,5`
        : `${handle},,,,,,,,,M,${handle.toUpperCase()}-M,${product + 2}.000,3`,
    );
  }
  return `${lines.join('\n')}\n`;
}

describe.each(LANGUAGES_AND_VIEWPORTS)('product import in the back office in %s on a %s', (language, viewport) => {
  it('imports a 1,000-row CSV with a live progress bar, and the products are on the storefront', async () => {
    const t = TEXT[language];
    const tag = `e2e${language}${viewport}${Date.now().toString(36)}`.toLowerCase();
    const { context, page } = await openPage({ language, viewport });
    await page.goto('/admin/login');
    await page.getByLabel(t['admin.login.email']).fill(MANAGER.email);
    await page.getByLabel(t['admin.login.password']).fill(MANAGER.password);
    await page.getByRole('button', { name: t['admin.login.submit'] }).click();
    const navigation = page.getByRole('navigation', { name: t['admin.nav.label'] });
    await navigation.waitFor();
    await navigation.getByRole('link', { name: t['admin.nav.import'] }).click();
    await page.getByRole('heading', { level: 1, name: t['admin.import.title'] }).waitFor();

    // The file is chosen through the page's file button (its input), as a person picks one.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t['admin.import.choose'] }).click();
    await (
      await chooser
    ).setFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(productCsv(tag)) });
    await page.getByText(fill(t['admin.import.chosen'], { name: 'products.csv' })).waitFor();

    await page.getByRole('button', { name: t['admin.import.check'] }).click();
    await page.getByText(t['admin.import.noErrors']).waitFor();

    await page.getByRole('button', { name: t['admin.import.start'] }).click();
    const bar = page.getByRole('progressbar', { name: fill(t['admin.import.progress'], { file: 'products.csv' }) });
    await bar.waitFor();
    // Read the bar as a screen reader does (aria-valuenow) until the import says it is done.
    const seen: number[] = [];
    const done = page.getByText(fill(t['admin.import.done'], { file: 'products.csv' }));
    await expect
      .poll(
        async () => {
          seen.push(Number(await bar.getAttribute('aria-valuenow')));
          return done.isVisible();
        },
        { timeout: 120_000, interval: 100 },
      )
      .toBe(true);
    seen.push(Number(await bar.getAttribute('aria-valuenow')));
    expect(seen[0]).toBeLessThan(ROWS);
    expect(seen.at(-1)).toBe(ROWS);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await bar.getAttribute('aria-valuemax')).toBe(String(ROWS));
    await page.getByText(fill(t['admin.import.progressValue_other'], { done: ROWS, count: ROWS })).waitFor();

    // The storefront lists them in their new category, named in the shopper's language.
    const shop = await context.newPage();
    await shop.goto(`/categories/imports-${tag}`);
    const name = new RegExp(`${language === 'ar' ? 'منتج مستورد' : 'Imported'} ${tag} \\d+`);
    await shop.getByRole('link', { name }).first().waitFor();

    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});
