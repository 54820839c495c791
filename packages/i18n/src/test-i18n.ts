import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultTexts, type Namespace } from './defaults/index.ts';
import type { Language } from './languages.ts';

/**
 * For tests: an i18next instance with the bundled texts, set up like `createI18n`'s but without the
 * network, ready at once. The first namespace is the default one.
 */
export function createTestI18n(namespaces: readonly Namespace[], lng: Language = 'fr'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: defaultTexts,
    lng,
    fallbackLng: 'fr',
    ns: [...namespaces],
    defaultNS: namespaces[0],
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnEmptyString: true,
    initAsync: false,
  });
  return instance;
}
