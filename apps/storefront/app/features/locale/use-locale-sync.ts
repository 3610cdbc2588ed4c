import { useEffect } from 'react';
import { LANGUAGE_STORAGE_KEY, readCookie } from '@storefront/contracts';
import { findUnappliedLanguageChoice, languageOfUrl, storeLanguageChoice } from './language-preference.ts';
import { rememberTranslations } from './translation-storage.ts';
import type { TranslationBundle } from './translations.ts';

/**
 * Browser start-up for the language: keeps the rendered texts in the translation cache, and
 * when the stored choice (SPEC §4) was not what the server rendered (its cookie was lost),
 * restores the cookie and reloads, but only if the cookie really stuck, so it cannot loop. A page
 * whose address names its language (`?lang=ar`, followed from a link or a search result) was
 * rendered in it: that becomes the stored choice.
 */
export function useLocaleSync(translations: TranslationBundle, configured: readonly string[]) {
  useEffect(() => {
    rememberTranslations(translations);
    if (languageOfUrl(window.location.href, configured) === translations.langId) {
      storeLanguageChoice(translations.langId);
      return;
    }
    const choice = findUnappliedLanguageChoice(translations.langId, configured);
    if (!choice) return;
    storeLanguageChoice(choice);
    if (readCookie(document.cookie, LANGUAGE_STORAGE_KEY) === choice) window.location.reload();
  }, [translations, configured]);
}
