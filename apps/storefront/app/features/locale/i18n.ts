import { createInstance, type i18n } from 'i18next';
import type { TranslationBundle } from './translations.ts';

/**
 * One i18next instance per rendered page (and per server request, so requests in different
 * languages never share one). Keys are flat and full (`ui.prisma.header.cart`), so i18next's
 * key and namespace separators are off. Changing language reloads the page (SPEC §4), so an
 * instance holds a single language.
 */
export function createI18n(bundle: TranslationBundle): i18n {
  const instance = createInstance({
    lng: bundle.langId,
    fallbackLng: false,
    resources: { [bundle.langId]: { translation: bundle.values } },
    keySeparator: false,
    nsSeparator: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
    // No console advertisement on every server start and page load.
    showSupportNotice: false,
  });
  void instance.init();
  return instance;
}
