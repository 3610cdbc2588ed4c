import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, openPage } from './support/browser.ts';
import {
  apiAs,
  openUserMenu,
  readImpersonation,
  signInWithPhone,
  SUPPORT_PHONE,
  userIdOf,
  waitForStoredAuth,
  waitForToast,
} from './support/account.ts';

/** The support agent's remembered login, made once: each test opens a browser that has it. */
let supportState: BrowserContextOptions['storageState'];

beforeAll(async () => {
  const { context, page } = await openPage({ language: 'en' });
  await signInWithPhone(page, SUPPORT_PHONE, { rememberMe: true });
  supportState = await context.storageState();
  await context.close();
});

/** On /support, finds a seeded customer and acts as her; resolves once the banner shows. */
async function actAs(page: Page, name: string) {
  await page.goto('/support');
  await page.getByLabel('Find a customer').fill(name.split(' ')[0]!);
  await page.getByRole('button', { name: `Act as ${name}` }).click();
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('region', { name: 'Support session' }).getByText(`impersonated as ${name}`).waitFor();
}

describe('impersonation (SPEC §2/§4/§5/§6)', () => {
  it('lets the support agent act as a customer, with the banner on every page, until "finish session"', async () => {
    const { context, page } = await openPage({ language: 'en', storageState: supportState });
    await actAs(page, 'Sarah Thomas');
    const session = await readImpersonation(page);
    expect(session).toMatchObject({
      displayName: 'Sarah Thomas',
      sessionId: expect.any(String),
      impersonationToken: expect.any(String),
    });

    // Calls act for the customer: her account page, her addresses.
    await openUserMenu(page);
    await page.getByRole('link', { name: 'MY ACCOUNT', exact: true }).click();
    await page.getByRole('main').getByLabel('Display name', { exact: true }).waitFor();
    expect(await page.getByRole('main').getByLabel('Display name', { exact: true }).inputValue()).toBe('Sarah Thomas');
    await page.locator('.address-card').filter({ hasText: 'Mangaf' }).waitFor();
    expect(await page.getByText('impersonated as Sarah Thomas').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'finish session' }).click();
    await waitForToast(page, 'session finished');
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.getByText('impersonated as Sarah Thomas').count()).toBe(0);
    expect(await readImpersonation(page)).toBeNull();
    const refused = await apiAs(
      session!.impersonationToken,
      `/api/users/customers/${userIdOf(session!.impersonationToken)}`,
    );
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('INVALID_IMPERSONATION_TOKEN');
    await context.close();
  });

  it('keeps the session across a reload and ends it when the hidden page is closed', async () => {
    const { context, page } = await openPage({ language: 'en', storageState: supportState });
    await actAs(page, 'Yousef Al-Mutairi');
    const session = (await readImpersonation(page))!;
    const customerPath = `/api/users/customers/${userIdOf(session.impersonationToken)}`;

    await page.reload();
    await page.getByText('impersonated as Yousef Al-Mutairi').waitFor();
    expect((await apiAs(session.impersonationToken, customerPath)).status).toBe(200);

    // Closing a tab hides it first; then pagehide sends the keepalive DELETE.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.close({ runBeforeUnload: true });
    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await apiAs(session.impersonationToken, customerPath)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
    await context.close();
  });

  it('says "Invalid impersonated token. Ending impersonation." when the session was ended elsewhere', async () => {
    const { context, page } = await openPage({ language: 'en', storageState: supportState });
    await actAs(page, 'Demo Customer');
    const session = (await readImpersonation(page))!;
    const ended = await apiAs(session.impersonationToken, `/api/tenants/self/sessions/${session.sessionId}`, {
      method: 'DELETE',
    });
    expect(ended.status).toBe(204);

    await page.goto('/account/info');
    await waitForToast(page, 'Invalid impersonated token. Ending impersonation.');
    await page.getByText('impersonated as Demo Customer').waitFor({ state: 'detached' });
    expect(await readImpersonation(page)).toBeNull();
    // The support agent's own login is untouched.
    expect(await waitForStoredAuth(page, 'localStorage')).toMatchObject({ isGuest: false });
    await context.close();
  });

  it('keeps the support page for support staff', async () => {
    const { context, page } = await openPage({ language: 'ar', viewport: 'phone' });
    await page.goto('/support');
    await page.getByText('هذه الصفحة لفريق الدعم.', { exact: false }).waitFor();
    await context.close();
  });
});
