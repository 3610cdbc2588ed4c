import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, openPage, type ViewportName } from './browser.ts';

// Page helpers for sign-in, the stored tokens and support sessions, as a shopper (or a support
// agent) would use them. Phone numbers are Kuwaiti mobiles; codes come from the dev outbox.

/** The demo shop's support agent (seed data), who may act as customers. */
export const SUPPORT_PHONE = '50000009';

/** SPEC §3 auth state as the storefront stores it, plus when its token expires. */
export interface StoredAuth {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  isGuest: boolean;
  continueAsGuest: boolean;
  expiresAt: number;
}

export type StorageKind = 'localStorage' | 'sessionStorage';

/**
 * A Kuwaiti mobile number nobody has used yet (every 66xxxxxx number is a valid mobile). Random:
 * a run signs in a score of numbers, so a clash among a million is as good as impossible.
 */
export function newPhone(): string {
  return `66${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export const international = (kuwaitiPhone: string) => `+965${kuwaitiPhone}`;

/** The `nameid` claim of a token: the user id (SPEC §3). */
export function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { nameid: string };
  return payload.nameid;
}

export async function readStoredAuth(page: Page, kind: StorageKind): Promise<StoredAuth | null> {
  const raw = await page.evaluate((storage) => window[storage as StorageKind].getItem('auth'), kind);
  return raw ? (JSON.parse(raw) as StoredAuth) : null;
}

/** Waits until the storefront has stored a login in `kind` that satisfies `accept`. */
export async function waitForStoredAuth(
  page: Page,
  kind: StorageKind,
  accept: (auth: StoredAuth) => boolean = () => true,
): Promise<StoredAuth> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const auth = await readStoredAuth(page, kind);
    if (auth && accept(auth)) return auth;
    if (Date.now() > deadline) throw new Error(`No matching login in ${kind}; found ${JSON.stringify(auth)}`);
    await page.waitForTimeout(100);
  }
}

/** Replaces the stored login, as another tab or an old visit could have left it. */
export async function storeAuth(page: Page, kind: StorageKind, auth: StoredAuth): Promise<void> {
  await page.evaluate(
    ([storage, value]) => window[storage as StorageKind].setItem('auth', value!),
    [kind, JSON.stringify(auth)],
  );
}

/** The newest sign-in code texted to a phone (DEV_OUTBOX). */
export async function latestCode(kuwaitiPhone: string): Promise<string> {
  const response = await fetch(
    `${baseUrl()}/api/dev/outbox?recipient=${encodeURIComponent(international(kuwaitiPhone))}&channel=sms`,
  );
  const [newest] = (await response.json()) as { body: string }[];
  const code = newest && /\b\d{6}\b/.exec(newest.body)?.[0];
  if (!code) throw new Error(`No code was texted to ${kuwaitiPhone}`);
  return code;
}

/** Labels of the login page in each language, as a shopper reads them. */
const LOGIN_TEXT = {
  en: {
    country: 'Country code',
    phone: 'Mobile number',
    send: 'SEND CODE',
    code: 'Verification code',
    remember: 'Remember me on this device',
    logIn: 'LOG IN',
  },
  ar: {
    country: 'رمز الدولة',
    phone: 'رقم الجوال',
    send: 'إرسال الرمز',
    code: 'رمز التحقق',
    remember: 'تذكرني على هذا الجهاز',
    logIn: 'تسجيل الدخول',
  },
} as const;

/**
 * Signs in on /login with a Kuwaiti mobile number and the texted code, and waits until the
 * storefront stored the customer's tokens. Resolves the stored login.
 */
export async function signInWithPhone(
  page: Page,
  phone: string,
  { rememberMe = false, language = 'en' }: { rememberMe?: boolean; language?: 'en' | 'ar' } = {},
): Promise<StoredAuth> {
  const text = LOGIN_TEXT[language];
  await page.goto('/login');
  await page.getByLabel(text.country).selectOption('kw');
  await page.getByLabel(text.phone).fill(phone);
  await page.getByRole('button', { name: text.send }).click();
  const codeInput = page.getByLabel(text.code);
  await codeInput.waitFor();
  await codeInput.fill(await latestCode(phone));
  if (rememberMe) await page.getByLabel(text.remember).check();
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
  await page.waitForURL(`${baseUrl()}/`);
  return waitForStoredAuth(page, rememberMe ? 'localStorage' : 'sessionStorage', (auth) => !auth.isGuest);
}

/**
 * A new browser already signed in as a new customer (remembered, so its tokens are in local
 * storage): one code per customer, however many pages a test opens with it.
 */
export async function openSignedInPage(
  options: { language?: 'en' | 'ar'; viewport?: ViewportName } = {},
): Promise<{ context: BrowserContext; page: Page; phone: string; auth: StoredAuth }> {
  const { context, page } = await openPage(options);
  const phone = newPhone();
  const auth = await signInWithPhone(page, phone, { rememberMe: true, language: options.language ?? 'en' });
  return { context, page, phone, auth };
}

/** Opens the header's user menu (SPEC §2). */
export async function openUserMenu(page: Page): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
  // A click that lands before hydration opens nothing: click again until the menu says it is open.
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await button.getAttribute('aria-expanded')) === 'true') return;
    await button.click();
    await page.waitForTimeout(250);
  }
}

/** Waits for a toast with this text (SPEC §8). */
export async function waitForToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** Calls the API as the given token would, outside the page. */
export function apiAs(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
}

/** The impersonation session the storefront keeps in this tab. */
export async function readImpersonation(
  page: Page,
): Promise<{ sessionId: string; displayName: string; impersonationToken: string } | null> {
  const raw = await page.evaluate(() => sessionStorage.getItem('impersonation'));
  return raw ? JSON.parse(raw) : null;
}
