import type { Language } from '@cabinet/i18n/languages';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createBuildTimeI18n, type APP_NAMESPACES } from './lib/i18n';
import type { PublicOrganization } from './lib/known-organization';
import type { PublicPractitioner } from './lib/known-practitioners';
import { pageTree } from './page/page-tree';

/** One page's HTML in one language: what its document's `<head>` and `<body>` receive. */
export interface RenderedPage {
  /** The title, description, canonical and hreflang links, then the page's styles. */
  head: string;
  body: string;
}

/** The texts of a language by namespace, as the API answers `GET /site_content/{ns}/{lng}.json`. */
export type ServerTexts = Partial<Record<(typeof APP_NAMESPACES)[number], Record<string, string>>>;

/** What the site's server read of the practice: each part null when the API could not give it. */
export interface PracticeData {
  organization: PublicOrganization | null;
  practitioners: PublicPractitioner[] | null;
}

/** The elements React 19 hoists to the start of a fragment it renders: they go in `<head>`. */
const HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;

/**
 * Renders the page at `url` (path and query, e.g. `/services?lng=de`) in `language`, with the
 * staff's texts over the bundled ones and the practice's identity and team when known. Only HTML:
 * the islands in it carry their props and texts, and the page's one script starts them.
 */
export async function renderPage(
  url: string,
  language: Language,
  serverTexts: ServerTexts = {},
  practice?: PracticeData,
): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://site');
  // Styles are collected, not written beside each component (Emotion's `compat`): the page's
  // `<head>` gets one style element with the rules of the classes its elements wear.
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const html = renderToString(
    pageTree({
      path: pathname.replace(/(.)\/+$/, '$1'),
      namedLanguage: searchParams.get('lng') === language,
      organization: practice?.organization ?? undefined,
      practitioners: practice?.practitioners ?? undefined,
      i18n: await createBuildTimeI18n(language, { language, texts: serverTexts }),
      styleCache,
    }),
  );
  const head = HEAD_ELEMENTS.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);
  const { styles } = createEmotionServer(styleCache).extractCriticalToChunks(body);
  const styleTags = styles
    .filter(({ css }) => css)
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>`);
  return { head: head + styleTags.join(''), body };
}
