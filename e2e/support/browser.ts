import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

/** Debian's Chromium; no browser is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

let browser: Browser | undefined;

/** One browser per test file, closed after it. */
export async function getBrowser(): Promise<Browser> {
  if (browser) return browser;
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: run "apt-get install -y chromium" (npm test does this on its own).`,
    );
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
  return browser;
}

export const baseUrl = () => inject('baseUrl');

/**
 * A fresh context in the given language (the `language` cookie the server renders with) and
 * viewport, optionally starting from a saved storage state (a signed-in browser).
 */
export async function openPage(
  options: {
    language?: 'en' | 'ar';
    viewport?: ViewportName;
    storageState?: BrowserContextOptions['storageState'];
    /**
     * The shopper's answer to the analytics banner, as if given on an earlier visit; 'ask' shows the
     * banner. Declined unless a test is about analytics: the banner covers the bottom of the page.
     */
    analyticsConsent?: 'granted' | 'denied' | 'ask';
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await getBrowser()
  ).newContext({
    baseURL: baseUrl(),
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    locale: options.language === 'ar' ? 'ar-KW' : 'en-US',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const consent = options.analyticsConsent ?? 'denied';
  if (consent !== 'ask')
    await context.addInitScript((value) => {
      try {
        localStorage.setItem('analytics-consent', value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    }, consent);
  if (options.language) {
    await context.addCookies([{ name: 'language', value: options.language, url: baseUrl() }]);
  }
  return { context, page: trackConsoleErrors(await context.newPage()) };
}

/** Keeps the page's uncaught errors and console errors, for `consoleErrors`. */
export function trackConsoleErrors(page: Page): Page {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  (page as Page & { consoleErrors: string[] }).consoleErrors = errors;
  return page;
}

/** What `trackConsoleErrors` kept; a page it does not track is refused, so no check passes for want of listening. */
export function consoleErrors(page: Page): string[] {
  const errors = (page as Page & { consoleErrors?: string[] }).consoleErrors;
  if (!errors) throw new Error('consoleErrors: this page was not opened with trackConsoleErrors');
  return errors;
}
