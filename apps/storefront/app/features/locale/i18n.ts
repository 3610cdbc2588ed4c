import { createInstance, type i18n } from 'i18next';
import type { TranslationBundle } from './translations.ts';

/** Pages rendered from the same bundle share its instance: the server keeps a language's bundle for a while. */
const instances = new WeakMap<TranslationBundle, i18n>();

/**
 * The i18next instance of a translation bundle: one per rendered page in the browser, one per
 * kept bundle on the server (requests in different languages never share one). Keys are flat and
 * full (`ui.prisma.header.cart`), so i18next's key and namespace separators are off. Changing
 * language reloads the page (SPEC §4), so an instance holds a single language and is never
 * changed once made.
 */
export function i18nForBundle(bundle: TranslationBundle): i18n {
  const kept = instances.get(bundle);
  if (kept) return kept;
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
  instances.set(bundle, instance);
  return instance;
}
