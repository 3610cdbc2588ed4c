import { describe, expect, it } from 'vitest';
import { baseUrl, consoleErrors, openPage } from './support/browser.ts';
import {
  newPhone,
  openUserMenu,
  readStoredAuth,
  signInWithPhone,
  userIdOf,
  waitForStoredAuth,
} from './support/account.ts';

describe('guests and phone sign-in (SPEC §3/§4/§6)', () => {
  it('makes the first visit a guest, stored in local storage with isGuest true', async () => {
    const { context, page } = await openPage({ language: 'en' });
    await page.goto('/');
    const guest = await waitForStoredAuth(page, 'localStorage');
    expect(guest).toMatchObject({ isGuest: true, continueAsGuest: false, expiresIn: 900 });
    expect(guest.expiresAt).toBeGreaterThan(Date.now());
    expect(userIdOf(guest.accessToken)).toMatch(/^[0-9a-f-]{36}$/);

    await openUserMenu(page);
    expect(await page.getByRole('link', { name: 'LOG IN', exact: true }).isVisible()).toBe(true);
    // Registration is off in the demo configuration (SPEC §2).
    expect(await page.getByRole('link', { name: 'REGISTER', exact: true }).count()).toBe(0);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('signs in with a texted code, keeping the guest’s identity, in session storage without "remember me"', async () => {
    const { context, page } = await openPage({ language: 'en' });
    await page.goto('/');
    const guest = await waitForStoredAuth(page, 'localStorage');

    const customer = await signInWithPhone(page, newPhone());
    expect(customer).toMatchObject({ isGuest: false, continueAsGuest: false });
    // A new phone turns the guest into the customer: same id, so its cart follows.
    expect(userIdOf(customer.accessToken)).toBe(userIdOf(guest.accessToken));
    expect(await readStoredAuth(page, 'localStorage')).toBeNull();

    const header = page.getByRole('banner');
    await openUserMenu(page);
    expect(await header.getByRole('link', { name: 'MY ACCOUNT', exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'LOG OUT', exact: true }).isVisible()).toBe(true);
    // Member-only menu items show once signed in.
    await page.getByRole('banner').locator('a[href="/account/info"]').first().waitFor({ state: 'attached' });
    await context.close();
  });

  it('keeps a remembered login in local storage, which a new tab shares', async () => {
    const { context, page } = await openPage({ language: 'en' });
    const customer = await signInWithPhone(page, newPhone(), { rememberMe: true });
    expect(await readStoredAuth(page, 'sessionStorage')).toBeNull();

    const secondTab = await context.newPage();
    await secondTab.goto('/');
    const shared = await waitForStoredAuth(secondTab, 'localStorage');
    expect(userIdOf(shared.accessToken)).toBe(userIdOf(customer.accessToken));
    await openUserMenu(secondTab);
    await secondTab.getByRole('link', { name: 'MY ACCOUNT', exact: true }).waitFor();
    await context.close();
  });

  it('logs out: the refresh token is revoked, the tokens cleared, and the shop reloads at / as a new guest', async () => {
    const { context, page } = await openPage({ language: 'en' });
    const customer = await signInWithPhone(page, newPhone(), { rememberMe: true });
    await page.goto('/account/info');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await openUserMenu(page);
    await page.getByRole('button', { name: 'LOG OUT', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/`);

    const guest = await waitForStoredAuth(page, 'localStorage', (auth) => auth.isGuest);
    expect(userIdOf(guest.accessToken)).not.toBe(userIdOf(customer.accessToken));
    const refresh = await fetch(`${baseUrl()}/api/account/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: customer.refreshToken }),
    });
    expect(refresh.status).toBe(401);
    await context.close();
  });

  it('lets a visitor continue as a guest', async () => {
    const { context, page } = await openPage({ language: 'en' });
    await page.goto('/login?redirectTo=/cart');
    await waitForStoredAuth(page, 'localStorage');
    await page.getByRole('button', { name: 'CONTINUE AS GUEST' }).click();
    await page.waitForURL(`${baseUrl()}/cart`);
    expect(await readStoredAuth(page, 'localStorage')).toMatchObject({ isGuest: true, continueAsGuest: true });
    await context.close();
  });

  it('explains a wrong phone or code in Arabic, right to left', async () => {
    const { context, page } = await openPage({ language: 'ar', viewport: 'phone' });
    await page.goto('/login');
    await waitForStoredAuth(page, 'localStorage');
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await page.getByText('هذا الحقل مطلوب.').waitFor();
    await page.getByLabel('رقم الجوال').fill('12ab');
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await page.getByText('أدخل رقم جوال صحيحًا.').waitFor();

    await page.getByLabel('رمز الدولة').selectOption('kw');
    await page.getByLabel('رقم الجوال').fill(newPhone());
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await page.getByLabel('رمز التحقق').fill('123');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.getByText('أدخل الرمز المكون من 6 أرقام.').waitFor();
    // The resend timer counts down from 60 seconds.
    expect(await page.getByRole('button', { name: /إعادة إرسال الرمز بعد \d+ ث/ }).isDisabled()).toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });

  it('says registration is closed and offers LOG IN', async () => {
    const { context, page } = await openPage({ language: 'en' });
    await page.goto('/register');
    await page.getByText('Registration is closed').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'LOG IN', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await context.close();
  });

  it('says when a password reset link is unknown or used, and offers LOG IN', async () => {
    const { context, page } = await openPage({ language: 'en' });
    await page.goto('/account/reset-password?token=not-a-real-token');
    await page.getByText('This password reset link has expired or was already used.').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'LOG IN', exact: true }).getAttribute('href')).toBe(
      '/login',
    );
    await context.close();
  });
});
