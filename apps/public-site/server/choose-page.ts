import Negotiator from 'negotiator';
import { SIGN_IN_PATHS } from '../src/features/sign-in/sign-in-paths.ts';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_LANGUAGES,
  SERVED_PAGES,
  prerenderedFile,
  type Language,
} from '../scripts/prerendered-pages.ts';

/**
 * The language cookie, as the site writes it (`languageCookie` of `@cabinet/i18n`; a test holds
 * them equal). Kept here as this module also runs in Vite's config, which loads no TypeScript
 * from packages.
 */
const LANGUAGE_COOKIE = 'i18next';
const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;

/** Accept-Language's tags, most wanted first (`de-CH,de;q=0.9,en;q=0.8` → de-CH, de, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  const negotiator = new Negotiator({ headers: { 'accept-language': header } });
  return negotiator.languages().filter((tag) => tag !== '*');
}

function cookieValue(header: string | undefined, name: string): string | null {
  const entry = header?.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return null;
  }
}

const isLanguage = (code: unknown): code is Language =>
  (PRERENDERED_LANGUAGES as readonly unknown[]).includes(code);

/**
 * The first candidate whose language part is one of the site's (`de-CH` → de), else French: the
 * rule of `pickLanguage` in `@cabinet/i18n`, which the pages apply (a unit test holds them equal).
 */
export function pickLanguage(candidates: readonly string[]): Language {
  for (const code of candidates) {
    const base = code.trim().replaceAll('_', '-').split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return PRERENDERED_LANGUAGES[0];
}

/** The sign-in addresses, which the server sends on to the back-office. */
export const isSignInPath = (path: string) =>
  SIGN_IN_PATHS.some((pattern) => {
    const [fixed = pattern] = pattern.split('/:');
    return pattern.includes('/:') ? path.startsWith(`${fixed}/`) : path === fixed;
  });

export interface PageChoice {
  /** The page's file, relative to `dist/`. */
  file: string;
  language: Language;
  status: 200 | 404;
  /** Sent with the page (`Set-Cookie`): the language its address names, remembered. */
  cookie?: string;
}

/**
 * The page for an address and its language: `?lng=`, then the language cookie, then the
 * browser's languages, else French. Unknown addresses get the 404 page. Null for addresses that are no page (a file name).
 */
export function choosePage(
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): PageChoice | null {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  const requested = searchParams.get('lng');
  const language = pickLanguage(
    [
      requested,
      cookieValue(headers.cookie, LANGUAGE_COOKIE),
      ...acceptedLanguages(headers['accept-language']),
    ].filter((code): code is string => Boolean(code)),
  );
  const page = SERVED_PAGES[path];
  const named = isLanguage(requested);
  return {
    file: prerenderedFile(page ?? NOT_FOUND_PAGE, language, named),
    language,
    status: page ? 200 : 404,
    // The language an address names is kept for the next pages, which name none.
    ...(named && { cookie: languageCookie(language) }),
  };
}
