import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getBrowser, baseUrl, consoleErrors, trackConsoleErrors, VIEWPORTS } from './support/browser.ts';
import { textIn } from './support/translations.ts';

/** A browser with nothing stored and an English system language: a shopper who follows a link. */
async function freshVisitor(viewport: keyof typeof VIEWPORTS) {
  const context = await (
    await getBrowser()
  ).newContext({ baseURL: baseUrl(), viewport: VIEWPORTS[viewport], locale: 'en-US' });
  return { context, page: trackConsoleErrors(await context.newPage()) };
}

const htmlLang = async (page: Page) => [
  await page.locator('html').getAttribute('lang'),
  await page.locator('html').getAttribute('dir'),
];

describe.each(['phone', 'desktop'] as const)('a link that names its language, at %s width', (viewport) => {
  it('lands an English-speaking visitor in Arabic, stores the choice, and the plain address stays Arabic', async () => {
    const { context, page } = await freshVisitor(viewport);
    await page.goto('/categories/fashion?lang=ar', { waitUntil: 'networkidle' });
    expect(await htmlLang(page)).toEqual(['ar', 'rtl']);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('ar');
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await htmlLang(page)).toEqual(['ar', 'rtl']);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('switches such a page to English with the language selector: the address no longer names Arabic', async () => {
    const { context, page } = await freshVisitor(viewport);
    const ar = textIn('ar');
    await page.goto('/?lang=ar', { waitUntil: 'networkidle' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${ar('ui.prisma.header.language')}`) })
      .click();
    await Promise.all([page.waitForURL(`${baseUrl()}/`), page.getByRole('button', { name: 'English' }).click()]);
    await expect.poll(() => htmlLang(page)).toEqual(['en', 'ltr']);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await context.close();
  });
});
