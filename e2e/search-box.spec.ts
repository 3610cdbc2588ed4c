import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { ProductList } from '@storefront/contracts';
import { consoleErrors, openPage } from './support/browser.ts';
import { apiGet, suggestionPrefix } from './support/catalogue-data.ts';
import { searchBox, waitForSearchBox } from './support/search.ts';
import { LANGUAGES_AND_VIEWPORTS, uiText } from './support/translations.ts';

const SUGGEST_PATH = '/web-gw/products/suggest';

/** Every suggestion request the page sends, with its query text. */
function recordSuggestRequests(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === SUGGEST_PATH) queries.push(url.searchParams.get('query') ?? '');
  });
  return queries;
}

describe.each(LANGUAGES_AND_VIEWPORTS)('the search box in %s at %s width', (language, viewport) => {
  let prefix: string;
  beforeAll(async () => {
    prefix = await suggestionPrefix(language);
  });

  async function openHome() {
    const opened = await openPage({ language, viewport });
    await opened.page.goto('/', { waitUntil: 'networkidle' });
    await waitForSearchBox(opened.page, language);
    return opened;
  }

  it('suggests at most five products, each linking to its page', async () => {
    const { context, page } = await openHome();
    const { box, list, options } = searchBox(page, language);
    await box.fill(prefix);
    await list.waitFor();
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (let index = 0; index < count; index++) {
      expect(await options.nth(index).getAttribute('href')).toMatch(/^\/products\/\d+$/);
      expect((await options.nth(index).textContent())?.trim()).not.toBe('');
    }
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('suggests products by a later word of their name or by their brand, as the search page finds them', async () => {
    // "grill" is the last word of English names ("Saqr Active Portable Grill A1027"); in Arabic
    // names the brand sits in the middle ("شواية صقر …"), so a brand typed in Arabic starts no name.
    const sample = (await apiGet<ProductList>('/web-gw/products?keyword=grill&top=1', language)).data[0]!;
    const typed = language === 'en' ? 'grill' : sample.brand!.name;
    const { context, page } = await openHome();
    const { box, list, options } = searchBox(page, language);
    await box.fill(typed);
    await list.waitFor();
    const names = await options.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain(typed.toLowerCase());
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const { context, page } = await openHome();
    const { box, list, options } = searchBox(page, language);
    await box.fill(prefix);
    await list.waitFor();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    const href = await second.getAttribute('href');
    const productName = (await second.textContent())!.trim();
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await context.close();
  });

  it('goes to the search page with the typed keyword on Enter', async () => {
    const { context, page } = await openHome();
    const { box } = searchBox(page, language);
    await box.fill(prefix);
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search/filterSearch' && url.searchParams.get('keyword') === prefix,
    );
    await page
      .getByRole('heading', {
        level: 1,
        name: uiText(language, 'ui.prisma.page.search.titleWithKeyword', { keyword: prefix }),
      })
      .waitFor();
    await context.close();
  });

  it('warns "No results" on Enter with empty text and sends nothing', async () => {
    const { context, page } = await openHome();
    const queries = recordSuggestRequests(page);
    const { box } = searchBox(page, language);
    await box.fill('   ');
    await box.press('Enter');
    await page.getByText(uiText(language, 'ui.prisma.search.noResults')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForTimeout(400);
    expect(queries).toEqual([]);
    await context.close();
  });

  it('closes the suggestions about 300 ms after the box loses focus', async () => {
    const { context, page } = await openHome();
    const { box, list } = searchBox(page, language);
    await box.fill(prefix);
    await list.waitFor();
    await box.evaluate((element: HTMLElement) => element.blur());
    const blurredAt = Date.now();
    expect(await list.isVisible()).toBe(true);
    await list.waitFor({ state: 'hidden' });
    const closedAfter = Date.now() - blurredAt;
    expect(closedAfter).toBeGreaterThanOrEqual(250);
    expect(closedAfter).toBeLessThan(1500);
    await context.close();
  });

  it('never lets a slow, older answer replace the suggestions for newer text', async () => {
    const { context, page } = await openHome();
    const older = prefix.slice(0, 2);
    // The answer for the older text is held back until the newer one has been shown.
    await page.route(`**${SUGGEST_PATH}?*`, async (route) => {
      const query = new URL(route.request().url()).searchParams.get('query');
      if (query === older) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    const queries = recordSuggestRequests(page);
    const { box, list, options } = searchBox(page, language);
    await box.pressSequentially(older);
    await expect.poll(() => queries).toContain(older);
    await box.pressSequentially(prefix.slice(2));
    await list.waitFor();
    const newer = await options.allTextContents();
    await page.waitForTimeout(2_000);
    expect(await options.allTextContents()).toEqual(newer);
    expect(queries.at(-1)).toBe(prefix);
    await context.close();
  });
});
