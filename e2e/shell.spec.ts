import { describe, expect, it } from 'vitest';
import { baseUrl, consoleErrors, openPage } from './support/browser.ts';

describe('the storefront shell', () => {
  it('renders the home page with the seeded header and footer', async () => {
    const { context, page } = await openPage({ language: 'en' });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const header = page.getByRole('banner');
    await expect
      .poll(() =>
        header
          .getByRole('link', { name: /home|logo|souq/i })
          .first()
          .getAttribute('href'),
      )
      .toBe('/');
    expect(await page.getByRole('navigation').first().textContent()).toMatch(/\w/);
    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toMatch(/©/);
    expect(await page.title()).not.toBe('');
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('serves Arabic right-to-left from the first byte', async () => {
    const html = await (await fetch(`${baseUrl()}/`, { headers: { cookie: 'language=ar' } })).text();
    expect(html.slice(0, 200)).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    const { context, page } = await openPage({ language: 'ar' });
    await page.goto('/');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('contentinfo').textContent()).toMatch(/[\u0600-\u06FF]/);
    await context.close();
  });

  it('renders the application shell at /_app with an empty main area', async () => {
    const { context, page } = await openPage();
    const response = await page.goto('/_app');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect((await page.getByRole('main').innerText()).trim()).toBe('');
    await context.close();
  });

  it('answers a malformed API request with a 400 JSON error', async () => {
    const { context, page } = await openPage();
    await page.goto('/_app');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/tenants/1/menus/not-a-number/items/visible');
      return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/application\/json/);
    expect(answer.body).toMatchObject({ message: expect.any(String), errors: [{ field: 'menuId' }] });
    await context.close();
  });

  it('shows a translated 404 page for an unknown page', async () => {
    const { context, page } = await openPage({ language: 'ar' });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('main').innerText()).toMatch(/[\u0600-\u06FF]/);
    await context.close();
  });
});
