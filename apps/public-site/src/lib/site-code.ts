import { readJsonDataBlock } from './json-data-block';

/** The id of the JSON data block of `index.html` listing the site's code (`scripts/site-code-list.ts`). */
export const SITE_CODE_BLOCK = 'site-code';

/**
 * The files of the site's code a page needs to come alive, beyond its entry, as addresses: those
 * every page needs, those of each page (by the name of its route module: `home`, `services`,
 * `not-found`…) and those of each language's texts.
 */
export interface SiteCode {
  common: string[];
  pages: Record<string, string[]>;
  languages: Record<string, string[]>;
}

/** The route module of an address by the site's rule: `/` is `home`, `/team` is `team`. */
function routeOf(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '') || 'home';
}

/** The files the page at `pathname` in `language` needs, from the list the build wrote. */
export function codeOfPage(code: SiteCode, pathname: string, language: string): string[] {
  const page = code.pages[routeOf(pathname)] ?? code.pages['not-found'] ?? [];
  return [...code.common, ...page, ...(code.languages[language] ?? [])];
}

function isSiteCode(value: unknown): value is SiteCode {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as SiteCode).common) &&
    typeof (value as SiteCode).pages === 'object' &&
    typeof (value as SiteCode).languages === 'object'
  );
}

/**
 * Has the browser fetch the code of this page into its cache, at its lowest priority, without
 * running any of it: when the visitor first uses the page, its code starts at once instead of
 * waiting for a chain of downloads. A worker fetches the files, in the order the page's start-up
 * needs them, off the page's main thread. Does nothing on a page without the list (the dev
 * server's).
 */
export function prefetchSiteCode(pathname: string, language: string): void {
  const code = readJsonDataBlock(SITE_CODE_BLOCK);
  if (!isSiteCode(code)) return;
  const worker = new Worker(new URL('./prefetch-worker.ts', import.meta.url), { type: 'module' });
  worker.postMessage(codeOfPage(code, pathname, language));
}
