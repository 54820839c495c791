import { isLanguage } from './languages.ts';

/**
 * Turns a detected locale code into one i18next can match (spec §4: the hyphen of a locale code is
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
