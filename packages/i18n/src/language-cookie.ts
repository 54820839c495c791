/** The cookie that carries the chosen language to the site's server (read before the storage). */
export const LANGUAGE_COOKIE = 'i18next';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language cookie as a `Set-Cookie` header or `document.cookie` writes it: one year, the whole
 * site, first-party. The page writes it when the visitor picks a language; the site's server when
 * an address names one (`?lng=`), so the next page comes in it even if the visitor leaves before
 * the page's scripts have run.
 */
export function languageCookie(language: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
