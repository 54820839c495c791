import { pickLanguage } from '@cabinet/i18n/detected-language';
import { LANGUAGE_COOKIE, languageCookie } from '@cabinet/i18n/language-cookie';
import { isLanguage } from '@cabinet/i18n/languages';
import type { SitePage } from '@cabinet/static-server';
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import { env } from '../src/config/env';
import { renderPage, type RenderedPage } from '../src/entry-server';
import { SIGN_IN_PATHS } from '../src/features/sign-in/sign-in-paths';
import { PAGES } from '../src/pages/pages';
import { createApiReader, type PageData } from './api-reader';

/**
 * The page for an address, in the language its `?lng=` names, else the language cookie's, else the
 * first of the browser's languages the site has, else French (`pickLanguage`, as the pages pick).
 * Its `url` is the address it is made from: its path (`/404` for any unknown one), and `?lng=`
 * when the address names it, then also remembered for the next pages (`cookie`).
 */
export function choosePage(url: string, headers: IncomingHttpHeaders) {
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
  } as const;
}

/** Where a sign-in address goes: the back-office, where staff sign in (null for any other). */
export function signInRedirect(url: string): string | null {
  const { pathname, search } = new URL(url, 'http://site');
  const signIn = SIGN_IN_PATHS.some((path) =>
    new URLPattern({ pathname: path }).test({ pathname }),
  );
  return signIn ? `${env.backofficeUrl}${pathname}${search}` : null;
}

/** A page's document: the client build's `index.html` with the page's language, head and body. */
export function fillTemplate(template: string, page: RenderedPage, language: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => page.body);
}

type PageChoice = ReturnType<typeof choosePage>;

/**
 * The site's pages, each filling `template` (the client build's `index.html`) and made with what
 * the API at `apiUrl` gives for its language (`createApiReader`): the texts, the identity and the
 * team staff set in the back-office, so an edit shows on the next page load with no rebuild. Each
 * page is made once per version of what it is made with, and kept. A page that cannot be made with
 * what the API gave is made with the bundled texts.
 */
export function createPages(template: string, apiUrl: string) {
  const read = createApiReader(apiUrl);
  const made = new Map<string, { version: string; html: Promise<string> }>();
  const make = async ({ url, language }: PageChoice, { texts, practice }: PageData) => {
    try {
      return fillTemplate(template, await renderPage(url, language, texts, practice), language);
    } catch {
      // Never with the texts: only the page's address.
      console.error(`${url} (${language}) failed with what the API gave: made as bundled.`);
      return fillTemplate(template, await renderPage(url, language), language);
    }
  };
  return async (url: string, headers: IncomingHttpHeaders): Promise<SitePage> => {
    const choice = choosePage(url, headers);
    const data = await read(choice.language);
    const key = `${choice.language} ${choice.url}`;
    let page = made.get(key);
    if (page?.version !== data.version) {
      page = { version: data.version, html: make(choice, data) };
      made.set(key, page);
    }
    return { ...choice, html: await page.html };
  };
}
