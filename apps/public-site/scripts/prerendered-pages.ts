// Plain TypeScript without workspace imports: Vite loads it with its config (Node runs no `.ts`
// from another package). A unit test keeps these lists equal to `@cabinet/i18n`'s.

/** The site's languages, French first (the default). */
export const PRERENDERED_LANGUAGES = ['fr', 'en', 'de'] as const;
export type Language = (typeof PRERENDERED_LANGUAGES)[number];

/** Where the build puts the pages rendered ahead of time, inside `dist/`. */
export const PRERENDERED_DIR = 'prerendered';

/** The pages rendered ahead of time, by path, with the name of their file. */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'home',
  '/services': 'services',
  '/team': 'team',
  '/contact': 'contact',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/legal-notice': 'legal-notice',
  '/accessibility': 'accessibility',
};
/**
 * Pages reached only from a mailed link, personal to its reader: served like the others (and
 * rendered ahead of time), but never listed in the sitemap and marked `noindex`.
 */
export const UNLISTED_PAGES: Record<string, string> = {
  '/appointment': 'appointment',
  '/appointment/cancel': 'appointment-cancel',
};

/** Every page the site serves, listed or not. */
export const SERVED_PAGES: Record<string, string> = { ...PRERENDERED_PAGES, ...UNLISTED_PAGES };

/** Any other address: the 404 page (also rendered ahead of time, served with status 404). */
export const NOT_FOUND_PAGE = 'not-found';
/** An address no page has, to render the 404 page. */
export const NOT_FOUND_SAMPLE_PATH = '/404';

/**
 * The file of a page in a language, relative to `dist/`. An address naming its language
 * (`?lng=de`) is its own canonical address, one without it points to the x-default: two files.
 */
export function prerenderedFile(page: string, language: Language, namedLanguage: boolean): string {
  return `${PRERENDERED_DIR}/${language}/${page}${namedLanguage ? '.lng' : ''}.html`;
}

/**
 * The address a prerendered file was made from (`prerendered/de/services.lng.html` →
 * `/services?lng=de`), or null for a file of another form.
 */
export function addressOfPrerenderedFile(file: string): string | null {
  const match = /^prerendered\/([a-z]{2})\/([a-z-]+?)(\.lng)?\.html$/.exec(file);
  if (!match) return null;
  const [, language, name, named] = match;
  const path =
    name === NOT_FOUND_PAGE
      ? NOT_FOUND_SAMPLE_PATH
      : Object.entries(SERVED_PAGES).find(([, page]) => page === name)?.[0];
  if (!path) return null;
  return named ? `${path}?lng=${language}` : path;
}
