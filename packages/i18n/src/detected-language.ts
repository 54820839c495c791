import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/**
 * Turns a detected locale code into one i18next can match (the hyphen of a locale code is
 * replaced by an underscore when matched). A code whose language part is supported is reduced to
 * that language (`de-CH`, `de_CH`, `DE` → `de`); any other keeps its underscore form (`it-CH` →
 * `it_CH`) so i18next skips it and tries the next detected code, then falls back to French.
 */
export function normalizeDetectedLanguage(code: string): string {
  const underscored = code.trim().replaceAll('-', '_');
  const [language = '', ...region] = underscored.split('_');
  const base = language.toLowerCase();
  if (isLanguage(base)) return base;
  return [base, ...region].join('_');
}

/**
 * The language shown for a list of candidates in order of preference: the first one whose
 * normalised code is supported, else French (what i18next resolves with `supportedLngs` and the
 * French fallback). The site's server and its pages use it alike, so both pick the same language.
 */
export function pickLanguage(candidates: Iterable<string>): Language {
  for (const code of candidates) {
    const normalized = normalizeDetectedLanguage(code);
    if (isLanguage(normalized)) return normalized;
  }
  return DEFAULT_LANGUAGE;
}
