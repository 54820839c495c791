import type { LanguageDetectorModule } from 'i18next';
import { normalizeDetectedLanguage, pickLanguage } from './detected-language.ts';
import { LANGUAGE_COOKIE, languageCookie } from './language-cookie.ts';
import type { Language } from './languages.ts';

/** Where the chosen language is remembered (the key i18next's own detector uses). */
export const STORED_LANGUAGE_KEY = 'i18nextLng';
const QUERY_PARAMETER = 'lng';

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null; // storage blocked (privacy settings): go on with the next source
  }
}

function fromCookie(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) : null;
}

/**
 * The visitor's language candidates, first match wins: `?lng=` in the URL, the `i18next`
 * cookie, the `i18nextLng` key of localStorage then sessionStorage, the browser's languages, the
 * `<html lang>` attribute; each code normalised (`de-CH` → `de`).
 */
export function detectLanguages(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get(QUERY_PARAMETER),
    fromCookie(),
    fromStorage(() => window.localStorage),
    fromStorage(() => window.sessionStorage),
    ...(navigator.languages ?? []),
    navigator.language,
    document.documentElement.getAttribute('lang'),
  ];
  return candidates.filter((code): code is string => Boolean(code)).map(normalizeDetectedLanguage);
}

/** The language a page shows before i18next starts: the first supported candidate, else French. */
export function detectLanguage(): Language {
  return pickLanguage(detectLanguages());
}

/**
 * i18next's language detector for the sources above. The language chosen goes to localStorage
 * and to a first-party cookie, so the site's server sends the page already in that language.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage: (language) => {
    try {
      window.localStorage.setItem(STORED_LANGUAGE_KEY, language);
    } catch {
      // Not remembered when storage is blocked; detection runs again on the next visit.
    }
    document.cookie = languageCookie(language);
  },
};
