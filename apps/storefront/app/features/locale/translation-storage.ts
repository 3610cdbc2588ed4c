import { readStorage, writeStorage } from '../../lib/browser-storage.ts';
import { parseStoredBundle, type TranslationBundle } from './translations.ts';

/** localStorage key of the browser's translation cache (SPEC §9: stored with its version). */
const TRANSLATIONS_STORAGE_KEY = 'translations';

/** Keeps the texts the page was rendered with, unless the same version is stored already. */
export function rememberTranslations(bundle: TranslationBundle): void {
  const stored = parseStoredBundle(readStorage('localStorage', TRANSLATIONS_STORAGE_KEY));
  if (stored?.langId === bundle.langId && stored.version === bundle.version) return;
  writeStorage('localStorage', TRANSLATIONS_STORAGE_KEY, JSON.stringify(bundle));
}
