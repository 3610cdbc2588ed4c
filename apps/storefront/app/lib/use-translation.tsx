import { createContext, useContext, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';

/** What a component translates with: the page's i18next instance and its `t`. */
export interface Translation {
  t: TFunction;
  i18n: i18n;
}

const TranslationContext = createContext<Translation | null>(null);

/** One value per instance, so every reader keeps the same object across renders. */
const translations = new WeakMap<i18n, Translation>();

function translationOf(instance: i18n): Translation {
  let translation = translations.get(instance);
  if (!translation) {
    // i18next binds its methods to the instance in its constructor.
    translation = { t: instance.t, i18n: instance };
    translations.set(instance, translation);
  }
  return translation;
}

/**
 * Gives the page's i18next instance (`i18nForBundle`) to `useTranslation`. An instance holds one
 * language and never changes (a language change reloads the page, SPEC §4), so there is nothing
 * to subscribe to: a new bundle is a new instance, and a new value here renders its readers again.
 * react-i18next's hook is made for instances that change language in place; its work for that on
 * every component it renders was a fifth of a new page's server time (ADR 056).
 */
export function TranslationProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <TranslationContext value={translationOf(i18n)}>{children}</TranslationContext>;
}

/** The page's `t` and i18next instance; only inside a TranslationProvider. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation is used outside a TranslationProvider');
  return translation;
}
