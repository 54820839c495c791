import i18next, { type i18n as I18n } from 'i18next';
import type { Namespace } from './defaults/namespaces.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/** The language the visitor last chose (or the URL asks for), before detection has run. */
export function guessLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lng');
  if (isLanguage(fromQuery)) return fromQuery;
  const stored = window.localStorage.getItem('i18nextLng');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * All the loading screen says, in every language: the UI kit's `loadingState.label` (a test keeps
 * them equal). Only these few words ship with the boot instance, so an app that loads its texts on
 * demand keeps every text file out of its first download.
 */
export const BOOT_TEXTS = {
  fr: { ui: { 'loadingState.label': 'Chargement…' } },
  en: { ui: { 'loadingState.label': 'Loading…' } },
  de: { ui: { 'loadingState.label': 'Wird geladen …' } },
} satisfies Record<Language, { ui: Record<string, string> }>;

/**
 * A small synchronous instance with the loading screen's words only, for the loading indicator
 * shown while the real instance (`createI18n`) starts. The first namespace is the default one.
 */
export function createBootI18n(namespaces: readonly Namespace[]): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: BOOT_TEXTS,
    lng: guessLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...namespaces],
    defaultNS: namespaces[0],
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
