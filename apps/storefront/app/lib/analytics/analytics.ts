import type { AnalyticsEventName, AnalyticsItem, AnalyticsParams } from '@storefront/contracts';
import { readStorage, writeStorage } from '../browser-storage.ts';
import { buildApiUrl } from '../api/api-url.ts';
import { createEventBatcher, type EventBatcher } from './event-batcher.ts';

/** The shopper's answer to the banner: `granted`, `denied`, or not asked yet (`pending`). */
export type AnalyticsConsent = 'granted' | 'denied' | 'pending';
const CONSENT_KEY = 'analytics-consent';
const SESSION_KEY = 'analytics-session';
/** Events of a page opened before the shopper answered the banner, kept (never sent) until they do. */
const MAX_HELD = 50;

let consent: AnalyticsConsent = 'pending';
let batcher: EventBatcher | null = null;
let held: { name: AnalyticsEventName; params: AnalyticsParams; at: number }[] = [];
const listeners = new Set<() => void>();

// The two functions below use globals only: their source is also inlined in the server's page
// (`hideAnsweredBannerScript`), so the page and `startAnalytics` decide alike.

/** Do Not Track, or Global Privacy Control: the browser asks not to be followed, and nothing is sent. */
export function browserAsksNotToTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** The answer kept from an earlier visit; storage that is blocked keeps none. */
function storedConsent(key: string): AnalyticsConsent {
  try {
    const stored = localStorage.getItem(key);
    return stored === 'granted' || stored === 'denied' ? stored : 'pending';
  } catch {
    return 'pending';
  }
}

/**
 * An inline script for the server's page, run where the banner ends: it hides the banner before the
 * first paint in a browser whose shopper answered on an earlier visit, or that asks not to be
 * tracked, so only those not yet asked ever see it.
 */
export function hideAnsweredBannerScript(bannerId: string): string {
  const answered = `(${browserAsksNotToTrack})()||(${storedConsent})(${JSON.stringify(CONSENT_KEY)})!=="pending"`;
  return `if(${answered})document.getElementById(${JSON.stringify(bannerId)}).hidden=true;`;
}

function sessionId(): string {
  const stored = readStorage('sessionStorage', SESSION_KEY);
  if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  writeStorage('sessionStorage', SESSION_KEY, id);
  return id;
}

function release() {
  if (consent === 'granted' && batcher) for (const event of held) batcher.add(event.name, event.params, event.at);
  if (consent !== 'pending') held = [];
}

/**
 * Starts sending (once per page load): batches go to the shop's collector with sendBeacon, when
 * the page is hidden or left, or after 60 s. Does nothing more when the browser asks not to be
 * tracked or the shopper declined.
 */
export function startAnalytics(options: { apiHost: string | null; language: string }) {
  if (batcher) return;
  consent = browserAsksNotToTrack() ? 'denied' : storedConsent(CONSENT_KEY);
  const url = buildApiUrl('/api/analytics/events', { apiHost: options.apiHost });
  batcher = createEventBatcher({
    sessionId: sessionId(),
    language: options.language,
    send: (body) => {
      // A string goes as text/plain: no CORS preflight when the API is on another origin.
      if (!navigator.sendBeacon?.(url, body))
        void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    },
  });
  const flush = () => batcher?.flush();
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
  release();
  listeners.forEach((listener) => listener());
}

/** Records a GA4 event; before consent it waits in memory, without it it is dropped. */
export function track(name: AnalyticsEventName, params: AnalyticsParams = {}) {
  if (typeof window === 'undefined' || consent === 'denied') return;
  if (consent === 'granted' && batcher) batcher.add(name, params);
  else if (held.length < MAX_HELD) held.push({ name, params, at: Date.now() });
}

export function analyticsConsent(): AnalyticsConsent {
  return consent;
}

export function setAnalyticsConsent(granted: boolean) {
  consent = granted ? 'granted' : 'denied';
  writeStorage('localStorage', CONSENT_KEY, consent);
  release();
  listeners.forEach((listener) => listener());
}

export function onAnalyticsConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A product as a GA4 item: prices in KD, as GA4 expects currency units. */
export const analyticsItem = (
  product: { productId: number; productName: string; price?: number },
  extra: Partial<AnalyticsItem> = {},
): AnalyticsItem => ({
  item_id: String(product.productId),
  item_name: product.productName.slice(0, 200),
  ...(product.price === undefined ? {} : { price: product.price / 1000 }),
  ...extra,
});

/** A cart's lines as GA4's `items`, its total as `value` (KD). */
export const cartParams = (cart: {
  total: number;
  items: { productId: number; productName: string; unitPrice: number; productQuantity: number }[];
}): AnalyticsParams => ({
  currency: 'KWD',
  value: cart.total / 1000,
  items: cart.items
    .slice(0, 50)
    .map((line) => analyticsItem({ ...line, price: line.unitPrice }, { quantity: line.productQuantity })),
});

/** A list of products as shown (GA4's `view_item_list`): the first 50, in order. */
export const listParams = (
  listId: string,
  listName: string,
  products: readonly { productId: number; productName: string; price: number }[],
): AnalyticsParams => ({
  item_list_id: listId.slice(0, 100),
  item_list_name: listName.slice(0, 100),
  items: products.slice(0, 50).map((product, index) => analyticsItem(product, { index })),
});
