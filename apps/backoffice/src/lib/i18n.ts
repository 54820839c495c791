import { createI18n } from '@cabinet/i18n/create-i18n';
import { defaultTexts } from '@cabinet/i18n/defaults';
import { DEFAULT_LANGUAGE, isLanguage } from '@cabinet/i18n/languages';
import i18next, { type i18n as I18n } from 'i18next';
import { env } from '../config/env';

/** The back-office's texts: its own namespace first, plus the shared words and the UI kit's. */
export const APP_NAMESPACES = ['backoffice', 'common', 'ui'] as const;

/** The app's i18next instance: bundled texts at once, the staff-edited texts from the API. */
export function createAppI18n(): Promise<I18n> {
  return createI18n({
    apiUrl: env.apiUrl,
    namespaces: [...APP_NAMESPACES],
    defaultNamespace: 'backoffice',
  });
}

/** The language the visitor last chose (or the URL asks for), before detection has run. */
function guessLanguage(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('lng');
  if (isLanguage(fromQuery)) return fromQuery;
  const stored = window.localStorage.getItem('i18nextLng');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * A small synchronous instance with the bundled texts only, for the loading indicator shown while
 * the real instance starts.
 */
export function createBootI18n(): I18n {
  const lng = guessLanguage();
  const instance = i18next.createInstance();
  void instance.init({
    resources: defaultTexts,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...APP_NAMESPACES],
    defaultNS: 'backoffice',
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
