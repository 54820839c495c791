import { defaultTexts, NAMESPACES } from '@cabinet/i18n/defaults';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@cabinet/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The stories' i18next instance: the bundled default texts, French first, keys with dots. */
export const storyI18n = i18next.createInstance();

void storyI18n.use(initReactI18next).init({
  resources: defaultTexts,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  ns: NAMESPACES,
  defaultNS: 'common',
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
