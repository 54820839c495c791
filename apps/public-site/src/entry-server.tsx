import { textsDifferingFromDefaults, type KnownServerTexts } from '@cabinet/i18n/create-i18n';
import { defaultTexts } from '@cabinet/i18n/defaults';
import type { Language } from '@cabinet/i18n/languages';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { pageStyleTags, unwornStyleNames } from './app/page-styles';
import { preloadPage } from './app/pages';
import { AppRoutes } from './app/router';
import { loadPageData } from './components/layout/load-page-data';
import { SiteRoot } from './app/site-root';
import { env } from './config/env';
import { APP_NAMESPACES, createBuildTimeI18n } from './lib/i18n';
import type { PublicOrganization } from './lib/known-organization';
import { trackSettled } from './lib/settled-promise';

/** The HTML of one page in one language, made at build time (`scripts/prerender.ts`). */
export interface PrerenderedPage {
  /**
   * What goes in `<head>`: the elements React puts there (title, description, canonical and
   * hreflang links), then the page's styles.
   */
  head: string;
  /** The content of `#root`: HTML only, its styles are in `head`. */
  body: string;
  /** The texts it was made with that differ from the bundled ones: the browser needs them too. */
  knownServerTexts: KnownServerTexts;
  /** The practice's identity it was made with (the site's server): the browser needs it too. */
  knownOrganization?: PublicOrganization;
}

/** The API this build calls: where the site's server reads the staff-edited texts. */
export const BUILD_API_URL = env.apiUrl;

/** The namespaces whose texts a page shows (the site's server reads these from the API). */
export const PAGE_NAMESPACES = APP_NAMESPACES;

/** The texts of a language by namespace, as the API answers `GET /site_content/{ns}/{lng}.json`. */
export type ServerTexts = Partial<Record<(typeof APP_NAMESPACES)[number], Record<string, string>>>;

/** The elements React 19 hoists to `<head>` come first in a prerendered fragment. */
const HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;

/**
 * Renders the page at `url` (path and query, e.g. `/services?lng=de`) in `language` with the
 * bundled texts — or, given the API's texts, with those over them — and the bundled demo identity
 * or the given organization's, waiting for every lazily loaded part, as the browser will hydrate it.
 */
export async function renderPage(
  url: string,
  language: Language,
  serverTexts: ServerTexts = {},
  organization?: PublicOrganization,
): Promise<PrerenderedPage> {
  const knownServerTexts = {
    language,
    texts: textsDifferingFromDefaults(defaultTexts[language], serverTexts),
  };
  const i18n = trackSettled(createBuildTimeI18n(language, knownServerTexts));
  // Everything loaded first, so nothing suspends: React then writes each part in place, in order
  // (a part that suspended would be written later and moved into place by an inline script).
  await Promise.all([i18n, preloadPage(new URL(url, 'http://site').pathname), loadPageData()]);
  const errors: unknown[] = [];
  // The page's styles are collected, not written beside each component: a browser that meets a
  // `<style>` element in the body works out the styles of the page again, about seventy times on a
  // page. The key is Emotion's default one, so the browser's cache (`createPageStyleCache`) takes
  // these styles as its own and inserts none of them again.
  const styleCache = createCache({ key: 'css' });
  const styleServer = createEmotionServer(styleCache);
  const { prelude } = await prerender(
    <CacheProvider value={styleCache}>
      <SiteRoot i18n={i18n} organization={organization}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </SiteRoot>
    </CacheProvider>,
    {
      onError: (error) => void errors.push(error),
      // React moves a large Suspense boundary's content after the rest by default; one document
      // written in order needs no script to reassemble it.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await new Response(prelude).text();
  // A failed part would be left to the browser behind an inline script, which the CSP forbids.
  if (errors.length > 0) {
    throw new Error(`${url} (${language}) could not be rendered ahead of time.`, {
      cause: errors[0],
    });
  }
  if (/<script(?![^>]*application\/ld\+json)/.test(html)) {
    throw new Error(`${url} (${language}) needs an inline script.`);
  }
  const head = HEAD_ELEMENTS.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);
  const collected = styleServer.extractCriticalToChunks(body).styles;
  const styles = pageStyleTags(collected, unwornStyleNames(styleCache.inserted, collected));
  return { head: head + styles, body, knownServerTexts, knownOrganization: organization };
}
