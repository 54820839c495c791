import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { normalizeDetectedLanguage } from './detected-language.ts';

/**
 * Where the visitor's language is looked up, first match wins (spec §4): `?lng=` in the URL, the
 * `i18next` cookie, then the `i18nextLng` key of localStorage and sessionStorage, the browser's
 * languages, the `<html lang>` attribute. The language chosen is remembered in localStorage.
 */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
  convertDetectedLanguage: normalizeDetectedLanguage,
};
