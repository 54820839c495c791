import type { i18n as I18n } from 'i18next';
import { use, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

interface Version {
  value: number;
  listeners: Set<() => void>;
}

const versions = new WeakMap<I18n, Version>();

/** Counts the changes of the instance's texts: a language switch, texts added (staff's). */
function versionOf(i18n: I18n): Version {
  let version = versions.get(i18n);
  if (!version) {
    const counted: Version = { value: 0, listeners: new Set() };
    const bump = () => {
      counted.value += 1;
      for (const listener of counted.listeners) listener();
    };
    i18n.on('languageChanged', bump);
    i18n.store.on('added', bump);
    versions.set(i18n, counted);
    version = counted;
  }
  return version;
}

/**
 * A number that changes whenever the texts the page shows may have: another language, or texts
 * added to the current one (staff's, read after the page came alive). Counted from the first call.
 */
export function useTextsVersion(): number {
  // The provider's instance, else the one `initReactI18next` registered: where `useTranslation`
  // looks too. Not `useTranslation().i18n`, a new wrapper on each language switch, which a
  // WeakMap would count from zero again.
  const i18n = use(I18nContext)?.i18n ?? getI18n();
  const version = versionOf(i18n);
  return useSyncExternalStore(
    (listener) => {
      version.listeners.add(listener);
      return () => version.listeners.delete(listener);
    },
    () => version.value,
    () => version.value,
  );
}
