import { textsDifferingFromDefaults } from '@cabinet/i18n/create-i18n';
import { defaultTexts } from '@cabinet/i18n/defaults';
import type { Language } from '@cabinet/i18n/languages';
import { appTheme } from '@cabinet/ui/theme';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { env } from './config/env';
import { APP_NAMESPACES, createBuildTimeI18n } from './lib/i18n';
import type { PublicOrganization } from './lib/known-organization';
import type { PublicPractitioner } from './lib/known-practitioners';
import { PageContext } from './page/page-context';
import { SiteLayout } from './page/site-layout';
import { NOT_FOUND, PAGES } from './pages/pages';

/** One page's HTML in one language: what its document's `<head>` and `<body>` receive. */
export interface RenderedPage {
  /** The title, description, canonical and hreflang links, then the page's styles. */
  head: string;
  body: string;
}

/** The API this build calls: where the site's server reads the staff-edited texts. */
export const BUILD_API_URL = env.apiUrl;

/** The back-office, where the server sends the sign-in addresses. */
export const BACKOFFICE_URL = env.backofficeUrl;

/** The namespaces whose texts a page shows (the site's server reads these from the API). */
export const PAGE_NAMESPACES = APP_NAMESPACES;

/** The texts of a language by namespace, as the API answers `GET /site_content/{ns}/{lng}.json`. */
export type ServerTexts = Partial<Record<(typeof APP_NAMESPACES)[number], Record<string, string>>>;

/** The elements React 19 hoists to the start of a fragment it renders: they go in `<head>`. */
const HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;

interface PageTreeOptions {
  path: string;
  namedLanguage: boolean;
  organization?: PublicOrganization;
  practitioners?: PublicPractitioner[];
  i18n: I18n;
  styleCache: EmotionCache;
}

/** The page at `path` in its frame, with what it relies on: theme, styles, texts, its address. */
export function pageTree({ path, i18n, styleCache, ...known }: PageTreeOptions) {
  const Page = PAGES[path] ?? NOT_FOUND;
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={appTheme('light')}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>
          <PageContext value={{ ...known, path: PAGES[path] ? path : null }}>
            <SiteLayout>
              <Page />
            </SiteLayout>
          </PageContext>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** What the site's server read of the practice: each part null when the API could not give it. */
export interface PracticeData {
  organization: PublicOrganization | null;
  practitioners: PublicPractitioner[] | null;
}

/**
 * Renders the page at `url` (path and query, e.g. `/services?lng=de`) in `language`, with the
 * staff's texts over the bundled ones and the practice's identity and team when given. Only HTML: the
 * islands in it carry their props and texts, and the page's one script starts them.
 */
export async function renderPage(
  url: string,
  language: Language,
  serverTexts: ServerTexts = {},
  practice?: PracticeData,
): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const i18n = await createBuildTimeI18n(language, {
    language,
    texts: textsDifferingFromDefaults(defaultTexts[language], serverTexts),
  });
  // Styles are collected, not written beside each component (Emotion's `compat`): the page's
  // `<head>` gets one style element with the rules of the classes its elements wear.
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const html = renderToString(
    pageTree({
      path,
      namedLanguage: searchParams.get('lng') === language,
      organization: practice?.organization ?? undefined,
      practitioners: practice?.practitioners ?? undefined,
      i18n,
      styleCache,
    }),
  );
  // The Content-Security-Policy runs no inline script: only JSON-LD data may sit in the page.
  if (/<script(?![^>]*application\/ld\+json)/.test(html)) {
    throw new Error(`${url} (${language}) has an inline script.`);
  }
  const head = HEAD_ELEMENTS.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);
  const { styles } = createEmotionServer(styleCache).extractCriticalToChunks(body);
  const styleTags = styles
    .filter(({ css }) => css)
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>`)
    .join('');
  return { head: head + styleTags, body };
}
