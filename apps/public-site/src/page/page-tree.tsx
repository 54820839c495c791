import { appTheme } from '@cabinet/ui/theme';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { NOT_FOUND, PAGES } from '../pages/pages';
import { PageContext, type PageInfo } from './page-context';
import { SiteLayout } from './site-layout';

interface PageTreeOptions extends Omit<PageInfo, 'path'> {
  path: string;
  i18n: I18n;
  /** The server's style cache, which collects the page's styles; the app inserts them itself. */
  styleCache?: EmotionCache;
}

/**
 * The page at `path` (the 404 page for an unknown one) in its frame, with what it relies on: the
 * site's theme (always light), its texts and what the server knows of it. The server renders it to
 * HTML; the app renders it whole in the browser, with its islands in place.
 */
export function pageTree({ path, i18n, styleCache, ...known }: PageTreeOptions) {
  const Page = PAGES[path] ?? NOT_FOUND;
  const tree = (
    <ThemeProvider theme={appTheme('light')}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <PageContext value={{ ...known, path: PAGES[path] ? path : null, inApp: !styleCache }}>
          <SiteLayout>
            <Page key={path} />
          </SiteLayout>
        </PageContext>
      </I18nextProvider>
    </ThemeProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{tree}</CacheProvider> : tree;
}
