import {
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_URL_PARAM,
  pickInitialLanguage,
  parseAcceptLanguage,
  preferenceCookie,
  readCookie,
} from '@storefront/contracts';
import { readStorage, writeStorage } from '../../lib/browser-storage.ts';

/** The configured language an address names (`?lang=ar`, ADR 025), or null. */
export function languageOfUrl(url: string | URL, configured: readonly string[]): string | null {
  const named = new URL(url).searchParams.get(LANGUAGE_URL_PARAM);
  return named && configured.includes(named) ? named : null;
}

/**
 * The language a page is rendered in: the one its address names, else SPEC §4 on the server
 * (the cookie when configured, else Accept-Language, else the first configured).
 */
export function pickRequestLanguage(configured: readonly string[], request: Request): string {
  const named = languageOfUrl(request.url, configured);
  if (named) return named;
  const stored = readCookie(request.headers.get('cookie'), LANGUAGE_STORAGE_KEY);
  return pickInitialLanguage(configured, stored, parseAcceptLanguage(request.headers.get('accept-language')));
}

/** Remembers a language choice in the browser; the caller reloads to render in it. */
export function storeLanguageChoice(langId: string): void {
  writeStorage('localStorage', LANGUAGE_STORAGE_KEY, langId);
  document.cookie = preferenceCookie(LANGUAGE_STORAGE_KEY, langId, { secure: location.protocol === 'https:' });
}

/**
 * The choice stored in localStorage when it differs from the rendered language and is still
 * configured: the cookie was lost (cleared, expired), so the page must be rendered again.
 */
export function findUnappliedLanguageChoice(renderedLangId: string, configured: readonly string[]): string | null {
  const stored = readStorage('localStorage', LANGUAGE_STORAGE_KEY);
  return stored && stored !== renderedLangId && configured.includes(stored) ? stored : null;
}
