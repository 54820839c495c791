import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_LANGUAGES,
  PRERENDERED_PAGES,
  prerenderedFile,
  type Language,
} from './prerendered-pages.ts';

/** The cookie the site writes when the visitor picks a language (`@cabinet/i18n`). */
const LANGUAGE_COOKIE = 'i18next';

/** Accept-Language's tags, most wanted first (`de-CH,de;q=0.9,en;q=0.8` → de-CH, de, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
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

export interface PageChoice {
  /** The page's file, relative to `dist/`. */
  file: string;
  language: Language;
  status: 200 | 404;
}

/**
 * The prerendered file for a request, choosing the language the page itself will detect: `?lng=`,
 * then the language cookie, then the browser's languages, else French (the page also reads
 * localStorage, which the site keeps equal to the cookie). Null for addresses it does not serve
 * (files, and the sign-in addresses the single-page shell handles).
 */
export function choosePage(
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
  passThrough: (path: string) => boolean,
): PageChoice | null {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (passThrough(path)) return null;
  const requested = searchParams.get('lng');
  const language = pickLanguage(
    [
      requested,
      cookieValue(headers.cookie, LANGUAGE_COOKIE),
      ...acceptedLanguages(headers['accept-language']),
    ].filter((code): code is string => Boolean(code)),
  );
  const page = PRERENDERED_PAGES[path];
  return {
    file: prerenderedFile(page ?? NOT_FOUND_PAGE, language, isLanguage(requested)),
    language,
    status: page ? 200 : 404,
  };
}

/** A request for a page (not a file, not an API call): a GET or HEAD for HTML without extension. */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  return !/\.[a-z0-9]+$/i.test(path) && (req.headers.accept ?? '').includes('text/html');
}

/**
 * `vite preview` (the site's server in `npm start`) sends each page's prerendered HTML in the
 * visitor's language, with status 404 for unknown addresses. It rewrites the request to the file,
 * so Vite serves it with its compression and security headers; without a build of the pages it
 * steps aside and the single-page shell answers, as on any static host.
 */
export function prerenderedPageServer(passThrough: (path: string) => boolean): Plugin {
  return {
    name: 'cabinet-prerendered-page-server',
    configurePreviewServer(server) {
      const distDir = server.config.build.outDir;
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (!isPageRequest(req)) return next();
        const choice = choosePage(req.url ?? '/', req.headers, passThrough);
        if (!choice || !existsSync(join(server.config.root, distDir, choice.file))) return next();
        req.url = `/${choice.file}`;
        res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
        res.setHeader('Content-Language', choice.language);
        res.setHeader('Cache-Control', 'no-cache');
        if (choice.status === 404) {
          // The static file server answers 200; the address is nonetheless unknown.
          const writeHead = res.writeHead.bind(res);
          res.writeHead = ((_status: number, ...rest: [OutgoingHttpHeaders?]) =>
            writeHead(404, ...rest)) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}
