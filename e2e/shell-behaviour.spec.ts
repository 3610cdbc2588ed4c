import { describe, expect, it } from 'vitest';
import { consoleErrors, openPage } from './support/browser.ts';
import type { MenuItem } from '@storefront/contracts';
import { apiGet } from './support/catalogue-data.ts';
import { LANGUAGES_AND_VIEWPORTS, textIn, type Language } from './support/translations.ts';

const otherLanguage = (language: Language): Language => (language === 'en' ? 'ar' : 'en');

describe.each(LANGUAGES_AND_VIEWPORTS)('the shell in %s at %s width', (language, viewport) => {
  const narrow = viewport === 'phone';
  const t = textIn(language);

  async function open(path = '/') {
    const opened = await openPage({ language, viewport });
    await opened.page.goto(path, { waitUntil: 'networkidle' });
    return opened;
  }

  it.runIf(!narrow)('keeps the main menu on one row and opens nested submenus', async () => {
    const { context, page } = await open();
    const menu = page.getByRole('navigation', { name: t('ui.prisma.nav.main') });
    const tops = await menu
      .locator('ul[data-level="0"] > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    // Thirteen top-level items do not fit 1280 px: the rest wait under "More".
    const more = menu.getByRole('button', { name: t('ui.prisma.nav.more') });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await menu
      .locator(`#${await more.getAttribute('aria-controls')}`)
      .getByRole('link')
      .first()
      .waitFor();
    await more.click();

    const items = await apiGet<MenuItem[]>('/api/tenants/1/menus/53/items/visible', language);
    const parent = items.find(
      (item) => item.parentItemId === null && items.some((child) => child.parentItemId === item.menuItemId),
    )!;
    const toggle = menu.getByRole('button', { name: t('ui.prisma.nav.toggleSubmenu', { title: parent.title }) });
    await toggle.click();
    const submenu = menu.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await submenu.waitFor();
    const nested = submenu.getByRole('button').first();
    await nested.click();
    await menu
      .locator(`#${await nested.getAttribute('aria-controls')}`)
      .getByRole('link')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await nested.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it.runIf(narrow)('slides the menu in from the side on a phone', async () => {
    const { context, page } = await open();
    await page.getByRole('button', { name: t('ui.prisma.nav.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('ui.prisma.nav.title') });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    // It enters from the side the page starts at: left in English, right in Arabic.
    if (language === 'en') expect(box.x).toBeLessThan(5);
    else expect(box.x + box.width).toBeGreaterThan(385);
    await dialog.getByRole('link').first().waitFor();
    await dialog.getByRole('button', { name: t('ui.prisma.nav.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('links the cart icon straight to /cart on a phone and opens the mini-cart on a desktop', async () => {
    const { context, page } = await open();
    const label = t('ui.prisma.header.cart', { count: 0 });
    const header = page.getByRole('banner');
    if (narrow) {
      expect(await header.getByRole('link', { name: label }).getAttribute('href')).toBe('/cart');
    } else {
      await header.getByRole('button', { name: label }).click();
      await page.getByText(t('ui.prisma.cart.empty')).waitFor();
    }
    await context.close();
  });

  it('switches the language and reloads in its direction', async () => {
    const { context, page } = await open();
    const target = otherLanguage(language);
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${t('ui.prisma.header.language')}`) })
      .click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: target === 'ar' ? 'العربية' : 'English' }).click(),
    ]);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(target === 'ar' ? 'rtl' : 'ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe(target);
    await context.close();
  });

  it('shows the footer blocks and a scroll-to-top button once scrolled more than 300 px', async () => {
    const { context, page } = await open();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: t('ui.prisma.footer.followUs') }).waitFor();
    await footer.getByRole('heading', { name: t('ui.prisma.footer.contactUs') }).waitFor();
    expect(
      await footer.getByRole('link', { name: t('ui.prisma.footer.social.instagram') }).getAttribute('href'),
    ).toMatch(/^https:/);
    const toTop = page.getByRole('button', { name: t('ui.prisma.footer.scrollToTop') });
    // An instant scroll back up, so the test need not wait for the animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(200);
    expect(await toTop.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 700));
    await toTop.waitFor();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await toTop.waitFor({ state: 'hidden' });
    await context.close();
  });

  it.each(['click', 'Enter'] as const)(
    'scrolls smoothly all the way to the top on a %s and leaves the focus on the skip link',
    async (how) => {
      const { context, page } = await open();
      const toTop = page.getByRole('button', { name: t('ui.prisma.footer.scrollToTop') });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await toTop.waitFor();
      if (how === 'click') await toTop.click();
      else {
        await toTop.focus();
        await page.keyboard.press('Enter');
      }
      // The smooth scroll takes a moment; it must not stop on its way up.
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const focused = page.locator(':focus');
      expect(await focused.textContent()).toBe(t('ui.prisma.a11y.skipToContent'));
      // The next Tab goes on from the top of the page.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
      await context.close();
    },
  );

  it('shows the no-image picture when a product picture fails', async () => {
    const { context, page } = await openPage({ language, viewport });
    // Every stored picture fails: the first product may be a seeded one or one a back-office test
    // uploaded or imported (their pictures live under other folders).
    await page.route('**/api/download/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/search/filterSearch?keyword=', { waitUntil: 'networkidle' });
    const picture = page.getByRole('main').getByRole('article').first().locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.getAttribute('data-fallback')).toBe('true');
    // The bundled picture (inlined by the build) shows instead, fully loaded.
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  it('shows toasts at the bottom right', async () => {
    const { context, page } = await open();
    const box = page.getByRole('banner').getByRole('combobox', { name: t('ui.prisma.search.label') });
    await box.press('Enter');
    const toast = page.getByText(t('ui.prisma.search.noResults'));
    await toast.waitFor();
    const { x, y, width, height } = (await toast.boundingBox())!;
    const viewportSize = page.viewportSize()!;
    expect(y + height).toBeGreaterThan(viewportSize.height * 0.75);
    expect(x + width / 2).toBeGreaterThan(viewportSize.width * (narrow ? 0.4 : 0.5));
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});
