import { pickLanguage } from '@cabinet/i18n/detected-language';
import { LANGUAGE_COOKIE, languageCookie } from '@cabinet/i18n/language-cookie';
import { isLanguage, type Language } from '@cabinet/i18n/languages';
import type { SitePage } from '@cabinet/static-server';
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import { env } from '../src/config/env';
import {
  renderPage,
  type PracticeData,
  type RenderedPage,
  type ServerTexts,
} from '../src/entry-server';
import { SIGN_IN_PATHS } from '../src/features/sign-in/sign-in-paths';
import { PAGES } from '../src/pages/pages';

/** The page an address asks for, before it is made. */
export interface PageChoice {
  /** The address it is made from: its path (`/404` for any unknown one), `?lng=` if it names one. */
  url: string;
  language: Language;
  status: 200 | 404;
  /** Sent with the page: the language its address names, remembered for the next pages. */
  cookie?: string;
}

/**
 * The page for an address, in the language its `?lng=` names, else the language cookie's, else the
 * first of the browser's languages the site has, else French (`pickLanguage`, as the pages pick).
 */
export function choosePage(url: string, headers: IncomingHttpHeaders): PageChoice {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const path = pathname.replace(/(.)\/+$/, '$1');
  const named = searchParams.get('lng');
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(headers.cookie ?? '');
  const browser = new Negotiator({ headers }).languages();
  const language = pickLanguage([named ?? '', cookie?.[1] ?? '', ...browser]);
  const known = Object.hasOwn(PAGES, path);
  return {
    url: `${known ? path : '/404'}${isLanguage(named) ? `?lng=${named}` : ''}`,
    language,
    status: known ? 200 : 404,
    ...(isLanguage(named) && { cookie: languageCookie(named) }),
  };
}

/** Where a sign-in address goes: the back-office, where staff sign in (null for any other). */
export function signInRedirect(url: string): string | null {
  const { pathname, search } = new URL(url, 'http://site');
  const signIn = SIGN_IN_PATHS.some((path) =>
    new URLPattern({ pathname: path }).test({ pathname }),
  );
  return signIn ? `${env.backofficeUrl}${pathname}${search}` : null;
}

/**
 * A page's document: the client build's `index.html` with the page's language, head and body. A
 * page without an island ships no script at all: the entry's tag is left out.
 */
export function fillTemplate(template: string, page: RenderedPage, language: string): string {
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => page.body);
  if (!html.includes(page.body) || !html.includes(page.head)) {
    throw new Error('index.html lacks the <title> or the empty #root a page fills.');
  }
  if (page.body.includes('data-island=')) return html;
  return html.replace(/<script type="module"[^>]*><\/script>/, '');
}

interface PagesOptions {
  /** The client build's `index.html`, which each page fills. */
  template: string;
  /** A language's staff-edited texts and their version; throws when they cannot be read. */
  readTexts?: (language: Language) => Promise<{ version: string; texts: ServerTexts }>;
  /** The practice's identity and team, each null when it cannot be read. */
  readPractice?: () => Promise<PracticeData>;
  render?: typeof renderPage;
  /** Told when a page cannot be made with what was read (never with the texts). */
  onRenderError?: (choice: PageChoice) => void;
}

const BUNDLED = { version: 'bundled', texts: {} };
const UNKNOWN: PracticeData = { organization: null, practitioners: null };

/**
 * The site's pages, made with the texts, the identity and the team staff set in the back-office,
 * so an edit shows on the next page load with no rebuild. Each page is made once per version of
 * what it was made with, and kept. When the API cannot be read, or a page cannot be made with what
 * was read, it is made with the bundled texts and the browser asks for the team itself.
 */
export function createPages({
  template,
  readTexts = () => Promise.resolve(BUNDLED),
  readPractice = () => Promise.resolve(UNKNOWN),
  render = renderPage,
  onRenderError,
}: PagesOptions) {
  const made = new Map<string, { version: string; html: Promise<string> }>();
  const make = async (choice: PageChoice, texts: ServerTexts, practice: PracticeData) => {
    const { url, language } = choice;
    try {
      return fillTemplate(template, await render(url, language, texts, practice), language);
    } catch {
      onRenderError?.(choice);
      return fillTemplate(template, await render(url, language), language);
    }
  };
  return async (url: string, headers: IncomingHttpHeaders): Promise<SitePage> => {
    const choice = choosePage(url, headers);
    const [current, practice] = await Promise.all([
      readTexts(choice.language).catch(() => BUNDLED),
      readPractice(),
    ]);
    const version = `${current.version} ${JSON.stringify(practice)}`;
    const key = `${choice.language} ${choice.url}`;
    let page = made.get(key);
    if (page?.version !== version) {
      page = { version, html: make(choice, current.texts, practice) };
      made.set(key, page);
    }
    return { ...choice, html: await page.html };
  };
}
