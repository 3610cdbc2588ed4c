import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { ADMIN_TEXT, signInToBackOffice } from './support/admin.ts';
import type { Language } from './support/translations.ts';

// Issue 13: a catalogue manager edits a static page (hostile markup is stripped), a storefront
// text and a home page banner, and the storefront shows each change. In English and Arabic.

const HOSTILE =
  'We wrap **every gift**.\n\n<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">' +
  '<a href="javascript:window.pwned = 3" onclick="window.pwned = 4">here</a>';
const SOON = { timeout: 20_000, interval: 500 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (template: string) => new RegExp(`^${escape(template.split('{{')[0]!)}`);

/** Reloads the storefront page until `count` answers `expected` (kept pages follow at commit, texts within 10 s). */
async function pollAfterReload(page: Page, count: () => Promise<number>, expected: number) {
  await expect
    .poll(async () => {
      await page.reload();
      return count();
    }, SOON)
    .toBe(expected);
}

describe.each(['en', 'ar'] as Language[])('storefront content in the back office in %s', (language) => {
  const t = ADMIN_TEXT[language];

  it(
    'a catalogue manager edits a page, a text and a banner; the storefront shows them',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await openPage({ language });
      const shopper = await openPage({ language });
      await signInToBackOffice(page, language);
      const nav = page.getByRole('navigation', { name: t['admin.nav.label'] });

      // A static page with hostile markup: the storefront shows the text, nothing runs.
      await nav.getByRole('link', { name: t['admin.nav.pages'] }).click();
      await page.getByRole('link', { name: t['admin.pages.new'] }).click();
      const slug = `gift-wrapping-${language}-${Date.now()}`;
      const title = language === 'ar' ? 'تغليف الهدايا' : 'Gift wrapping';
      await page.getByRole('textbox', { name: t['admin.pages.titleEn'] }).fill('Gift wrapping');
      await page.getByRole('textbox', { name: t['admin.pages.titleAr'] }).fill('تغليف الهدايا');
      await page.getByRole('textbox', { name: t['admin.slug'] }).fill(slug);
      await page.getByRole('textbox', { name: t['admin.pages.bodyEn'] }).fill(HOSTILE);
      await page.getByRole('textbox', { name: t['admin.pages.bodyAr'] }).fill(HOSTILE.replace('every gift', 'كل هدية'));
      await page.getByRole('button', { name: t['admin.save'] }).click();
      await page.getByRole('status').filter({ hasText: t['admin.pages.created'] }).waitFor();
      expect(await page.locator('.page-preview strong').first().textContent()).toBe('every gift');

      await shopper.page.goto(`/pages/${slug}`);
      await shopper.page.getByRole('heading', { level: 1, name: title }).waitFor();
      const prose = shopper.page.locator('.prose');
      expect(await prose.locator('strong').textContent()).toBe(language === 'ar' ? 'كل هدية' : 'every gift');
      expect(await prose.locator('script, img, [onclick], [onerror], a[href^="javascript"]').count()).toBe(0);
      expect(await shopper.page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

      // A storefront text: the skip link every page has.
      await nav.getByRole('link', { name: t['admin.nav.translations'] }).click();
      await page.getByRole('searchbox', { name: t['admin.translations.search'] }).fill('a11y.skipToContent');
      await page.keyboard.press('Enter');
      const key = 'ui.prisma.a11y.skipToContent';
      const input = page.locator(`input[name="${language}:${key}"]`);
      await input.waitFor();
      const original = await input.inputValue();
      const edited = language === 'ar' ? 'انتقل إلى المتجر' : 'Go to the shop';
      const saveText = async (value: string) => {
        await input.fill(value);
        await page.getByRole('button', { name: t['admin.translations.edit'].replace('{{key}}', key) }).click();
        await page
          .getByRole('status')
          .filter({ hasText: startingWith(t['admin.translations.saved']) })
          .waitFor();
      };
      await saveText(edited);
      await shopper.page.goto('/');
      await pollAfterReload(shopper.page, () => shopper.page.getByRole('link', { name: edited }).count(), 1);
      await saveText(original);
      // Put back before other files read it (the renderer keeps texts for 10 s).
      await pollAfterReload(shopper.page, () => shopper.page.getByRole('link', { name: original }).count(), 1);

      // A home banner switched off leaves the home page, switched on comes back.
      await nav.getByRole('link', { name: t['admin.nav.homeLists'] }).click();
      await page.locator('li', { hasText: t['admin.lists.kind.images'] }).getByRole('link').click();
      const first = page.getByRole('list', { name: t['admin.lists.itemsTitle'] }).getByRole('listitem').first();
      const picture = await first.locator('img').getAttribute('src');
      const onHome = () => shopper.page.locator(`img.carousel__image[src="${picture}"]`).count();
      await shopper.page.goto('/');
      expect(await onHome()).toBe(1);
      await first.getByRole('button', { name: startingWith(t['admin.lists.hide']) }).click();
      await page.getByRole('status').filter({ hasText: t['admin.lists.itemSaved'] }).waitFor();
      await pollAfterReload(shopper.page, onHome, 0);
      await first.getByRole('button', { name: startingWith(t['admin.lists.show']) }).click();
      await pollAfterReload(shopper.page, onHome, 1);

      // Its text (the picture's alternative text on the home page) is edited, then put back.
      const bannerText = async (value: string) => {
        await first.getByRole('button', { name: startingWith(t['admin.lists.editBanner']) }).click();
        const field = page.getByRole('dialog').getByRole('textbox', {
          name: language === 'ar' ? t['admin.lists.bannerTitleAr'] : t['admin.lists.bannerTitleEn'],
        });
        const before = await field.inputValue();
        await field.fill(value);
        await page.getByRole('dialog').getByRole('button', { name: t['admin.save'] }).click();
        await page.getByRole('status').filter({ hasText: t['admin.lists.itemSaved'] }).waitFor();
        return before;
      };
      const newText = language === 'ar' ? 'عروض نهاية الأسبوع' : 'Weekend offers';
      const oldText = await bannerText(newText);
      const altOnHome = () => shopper.page.locator(`img.carousel__image[alt="${newText}"]`).count();
      await pollAfterReload(shopper.page, altOnHome, 1);
      await bannerText(oldText);
      await pollAfterReload(shopper.page, altOnHome, 0);

      await context.close();
      await shopper.context.close();
    },
  );
});
