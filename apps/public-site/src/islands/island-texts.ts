import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The texts an island shows, named by namespace and key prefix (`ui:contactForm.`): the page sends
 * these along with the island, already in its language and with the staff's edits, so the browser
 * loads no texts of its own.
 */
export type TextsPrefix = `${'public' | 'ui' | 'common'}:${string}`;

/** Texts by namespace, then by key (the keys are flat). */
export type IslandTexts = Record<string, Record<string, string>>;

/** The texts of the page's i18next instance that `prefixes` name. */
export function pickTexts(i18n: I18n, prefixes: readonly TextsPrefix[]): IslandTexts {
  const picked: IslandTexts = {};
  for (const entry of prefixes) {
    const [ns = '', prefix = ''] = entry.split(':');
    const bundle = (i18n.getResourceBundle(i18n.language, ns) ?? {}) as Record<string, string>;
    for (const [key, text] of Object.entries(bundle))
      if (key.startsWith(prefix)) (picked[ns] ??= {})[key] = text;
  }
  return picked;
}

/** An i18next instance with only the texts an island was sent, ready at once. */
export function islandI18n(language: string, texts: IslandTexts): I18n {
  const instance = i18next.createInstance({
    lng: language,
    resources: { [language]: texts },
    defaultNS: 'public',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void instance.use(initReactI18next).init();
  return instance;
}
