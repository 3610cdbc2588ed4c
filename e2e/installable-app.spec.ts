import { describe, expect, it } from 'vitest';
import { getBrowser, baseUrl, VIEWPORTS } from './support/browser.ts';
import { textIn } from './support/translations.ts';

/** A phone that opens the shop, then loses its connection. */
async function phoneVisitor(language: 'en' | 'ar') {
  const context = await (
    await getBrowser()
  ).newContext({ baseURL: baseUrl(), viewport: VIEWPORTS.phone, locale: language === 'ar' ? 'ar-KW' : 'en-US' });
  return { context, page: await context.newPage() };
}

describe.each(['en', 'ar'] as const)('the installable shop (%s)', (language) => {
  it('passes Chromium’s installability checks and opens its shell with no connection', async () => {
    const { context, page } = await phoneVisitor(language);
    await page.goto(language === 'ar' ? '/?lang=ar' : '/', { waitUntil: 'networkidle' });
    // The worker keeps the shell once installed; it controls the page once active.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test's browser context is a throw-away (incognito) profile, where Chromium never offers to
    // install anything; every other check (manifest, icons, service worker, secure origin) must pass.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
    const manifest = (await devtools.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).search).toBe(language === 'ar' ? '?lang=ar' : '');

    await context.setOffline(true);
    await page.goto('/wishlist');
    // The kept shell stands in, in the shopper's language, says so, and offers the page again.
    const text = textIn(language);
    await page.getByRole('heading', { name: text('ui.prisma.page.offline.title') }).waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe('/wishlist');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    await context.setOffline(false);
    await Promise.all([
      page.waitForURL(`${baseUrl()}/wishlist`),
      page.getByRole('link', { name: text('ui.prisma.page.offline.retry') }).click(),
    ]);
    await context.close();
  });
});
