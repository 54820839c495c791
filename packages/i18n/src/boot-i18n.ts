import i18next, { type i18n as I18n } from 'i18next';
import { defaultTexts, type Namespace } from './defaults/index.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/** The language the visitor last chose (or the URL asks for), before detection has run. */
export function guessLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lng');
  if (isLanguage(fromQuery)) return fromQuery;
  const stored = window.localStorage.getItem('i18nextLng');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * A small synchronous instance with the bundled texts only, for the loading indicator shown while
 * the real instance (`createI18n`) starts. The first namespace is the default one.
 */
export function createBootI18n(namespaces: readonly Namespace[]): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: defaultTexts,
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
