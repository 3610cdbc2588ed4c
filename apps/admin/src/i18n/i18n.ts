import { createInstance, type i18n } from 'i18next';
import { ar, en, type MessageKey } from './messages.ts';

export type AdminLanguage = 'en' | 'ar';
export const ADMIN_LANGUAGES: readonly AdminLanguage[] = ['en', 'ar'];
const STORAGE_KEY = 'admin-language';

/** The staff member's last choice on this device, else the browser's, else English. */
export function initialLanguage(): AdminLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'ar') return stored;
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** Keeps the choice and turns the whole document the language's way (`lang`, `dir`). */
export function applyLanguage(language: AdminLanguage) {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

/** Flat, full keys as the storefront's instance (key and namespace separators off); both languages bundled. */
export function createAdminI18n(language: AdminLanguage): i18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, ar: { translation: ar } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  void instance.init();
  return instance;
}

export type { MessageKey };
