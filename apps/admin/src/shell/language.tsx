import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { applyLanguage, createAdminI18n, initialLanguage, type AdminLanguage } from '../i18n/i18n.ts';

const LanguageContext = createContext<{ language: AdminLanguage; setLanguage(language: AdminLanguage): void } | null>(
  null,
);

/** i18next for the texts and React Aria's locale for widgets (dates, numbers, direction). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState(() => {
    const initial = initialLanguage();
    applyLanguage(initial);
    return initial;
  });
  const i18n = useMemo(() => createAdminI18n(language), [language]);
  const value = useMemo(
    () => ({
      language,
      setLanguage(next: AdminLanguage) {
        applyLanguage(next);
        setLanguageState(next);
      },
    }),
    [language],
  );
  return (
    <LanguageContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={language === 'ar' ? 'ar-KW' : 'en-GB'}>{children}</I18nProvider>
      </I18nextProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage() {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage outside LanguageProvider');
  return context;
}
