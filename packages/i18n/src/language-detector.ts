import type { LanguageDetectorModule } from 'i18next';
import { pickLanguage } from './detected-language.ts';
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
 * The visitor's language candidates in order, each read only when the ones before it named no
 * supported language: `?lng=` in the URL, the `i18next` cookie, the `i18nextLng` key of
 * localStorage then sessionStorage, the browser's languages, the `<html lang>` attribute. The
 * first read of the cookie or of a storage asks the browser's other processes and waits for the
 * answer (1–10 ms each on a phone, in the page's start-up): a page opened with `?lng=` needs none.
 */
function* languageCandidates(): Generator<string> {
  const sources: (() => string | null | readonly string[])[] = [
    () => new URLSearchParams(window.location.search).get(QUERY_PARAMETER),
    fromCookie,
    () => fromStorage(() => window.localStorage),
    () => fromStorage(() => window.sessionStorage),
    () => navigator.languages ?? [],
    () => navigator.language,
    () => document.documentElement.getAttribute('lang'),
  ];
  for (const read of sources) {
    const found = read();
    for (const code of typeof found === 'string' ? [found] : (found ?? [])) if (code) yield code;
  }
}

/**
 * The language a page shows before i18next starts: the first supported candidate, else French.
 * `pickLanguage` stops at the first match, so the candidates after it are never read.
 */
export function detectLanguage(): Language {
  return pickLanguage(languageCandidates());
}

/**
 * Remembers the visitor's language where the next page looks first: localStorage and a
 * first-party cookie, which the site's server reads to send the page already in that language.
 */
function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(STORED_LANGUAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; detection runs again on the next visit.
  }
  document.cookie = languageCookie(language);
}

/** Runs `task` when the browser is idle (within two seconds), or before the page is left. */
function whenIdle(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', run);
    task();
  };
  window.addEventListener('pagehide', run);
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else {
    setTimeout(run, 0);
  }
  return () => {
    done = true;
    window.removeEventListener('pagehide', run);
  };
}

/**
 * An i18next language detector for the sources above. The language a page opens in is remembered
 * once the browser is idle: it is usually remembered already, and writing it would hold the
 * start-up for the storage's first access. A language the visitor picks afterwards is remembered
 * at once.
 */
export function createLanguageDetector(): LanguageDetectorModule {
  let remembered: string | undefined;
  let cancelPending = () => {};
  return {
    type: 'languageDetector',
    detect: () => [detectLanguage()],
    cacheUserLanguage: (language) => {
      if (language === remembered) return;
      const first = remembered === undefined;
      remembered = language;
      cancelPending();
      if (first) cancelPending = whenIdle(() => rememberLanguage(language));
      else rememberLanguage(language);
    },
  };
}
