import { parseStoredBundle, type TranslationBundle } from './translations.ts';

/** localStorage key of the browser's translation cache (SPEC §9: stored with its version). */
export const TRANSLATIONS_STORAGE_KEY = 'translations';

/**
 * Keeps the texts the page was rendered with, unless the same version is stored already.
 * Browser only; a full or blocked storage is not worth failing the page for.
 */
export function rememberTranslations(bundle: TranslationBundle): void {
  try {
    const stored = parseStoredBundle(localStorage.getItem(TRANSLATIONS_STORAGE_KEY));
    if (stored?.langId === bundle.langId && stored.version === bundle.version) return;
    localStorage.setItem(TRANSLATIONS_STORAGE_KEY, JSON.stringify(bundle));
  } catch {
    // Private browsing or quota: the page already has its texts; only the cache is skipped.
  }
}
