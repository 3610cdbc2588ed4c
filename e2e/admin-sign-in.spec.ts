import { describe, expect, it } from 'vitest';
import { baseUrl, consoleErrors, openPage } from './support/browser.ts';
import { LANGUAGES_AND_VIEWPORTS } from './support/translations.ts';
import { international, latestCode, newPhone } from './support/account.ts';
import { ar, en } from '../apps/admin/src/i18n/messages.ts';

// Issue 12: the owner signs in to the back office at /admin/login and reads the audit trail, in
// English and Arabic (right-to-left), on a phone and a desktop; a shopper's token opens nothing there.
const TEXT = { en, ar };
const OWNER = { email: 'owner@example.com', password: 'demo-owner-1' };

describe.each(LANGUAGES_AND_VIEWPORTS)('the back office in %s on a %s', (language, viewport) => {
  it('signs the owner in and shows the audit trail with its filters', async () => {
    const t = TEXT[language];
    const { context, page } = await openPage({ language, viewport });
    await page.goto('/admin/login');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('heading', { name: t['admin.login.title'] }).waitFor();

    await page.getByLabel(t['admin.login.email']).fill(OWNER.email);
    await page.getByLabel(t['admin.login.password']).fill('not-the-password');
    await page.getByRole('button', { name: t['admin.login.submit'] }).click();
    await page.getByRole('alert').getByText(t['admin.error.INVALID_CREDENTIALS']).waitFor();
    // The refused sign-in is the one failed request the browser may report.
    expect(consoleErrors(page).splice(0)).toEqual([expect.stringContaining('401')]);

    await page.getByLabel(t['admin.login.password']).fill(OWNER.password);
    await page.getByRole('button', { name: t['admin.login.submit'] }).click();
    await page.waitForURL(`${baseUrl()}/admin/audit`);
    await page.getByRole('heading', { level: 1, name: t['admin.audit.title'] }).waitFor();
    const navigation = page.getByRole('navigation', { name: t['admin.nav.label'] });
    expect(await navigation.getByRole('link', { name: t['admin.nav.audit'] }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('grid', { name: t['admin.audit.title'] }).waitFor();
    await page.getByLabel(t['admin.audit.entityType']).fill('customer');
    await page.getByRole('button', { name: t['admin.audit.apply'] }).click();
    await page.waitForURL(/entityType=customer/);
    await page.getByText(t['admin.audit.empty']).or(page.getByRole('row').nth(1)).first().waitFor();

    await page.getByRole('button', { name: t['admin.signOut'] }).click();
    await page.waitForURL(`${baseUrl()}/admin/login`);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('the admin API and a shopper', () => {
  it("refuses a signed-in customer's token on the admin API", async () => {
    const phone = newPhone();
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('/api/phone/verify/request', { phone: international(phone), name: '' });
    const login = await post('/api/account/login', { phone: international(phone), code: await latestCode(phone) });
    const { accessToken, isGuest } = (await login.json()) as { accessToken: string; isGuest: boolean };
    expect(isGuest).toBe(false);
    for (const path of ['/admin-api/me', '/admin-api/audit-entries', '/admin-api/staff']) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_ACCESS_TOKEN');
    }
  });

  it("serves the back office's own scripts, which no storefront page names", async () => {
    const adminPage = await (await fetch(`${baseUrl()}/admin/login`)).text();
    const [script] = /\/admin\/assets\/[\w-]+\.js/.exec(adminPage) ?? [];
    expect(script).toBeDefined();
    expect((await fetch(`${baseUrl()}${script}`)).headers.get('cache-control')).toContain('immutable');
    const productPage = await (await fetch(`${baseUrl()}/`)).text();
    expect(productPage).not.toContain('/admin/');
  });
});
