import { defaultTexts } from '@cabinet/i18n/defaults';
import type { Language } from '@cabinet/i18n/languages';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_NAMESPACES } from '../lib/i18n';

/** An i18next instance with the bundled texts, set up like the app's but without the network. */
export function createTestI18n(lng: Language = 'fr'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: defaultTexts,
    lng,
    fallbackLng: 'fr',
    ns: [...APP_NAMESPACES],
    defaultNS: 'public',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
