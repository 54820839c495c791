import { appTheme } from '@cabinet/ui/theme';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { IslandModeContext } from '../islands/island-mode';
import { PageContext } from '../page/page-context';
import { SiteLayout } from '../page/site-layout';
import { NOT_FOUND, PAGES } from '../pages/pages';

/** A page of the site as the app renders it, whole, in the browser: the same tree as the server's. */
export function AppPage({ path, i18n }: { path: string; i18n: I18n }) {
  const Page = PAGES[path] ?? NOT_FOUND;
  return (
    <ThemeProvider theme={appTheme('light')}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <IslandModeContext value="app">
          <PageContext value={{ path: PAGES[path] ? path : null, namedLanguage: false }}>
            <SiteLayout>
              <Page key={path} />
            </SiteLayout>
          </PageContext>
        </IslandModeContext>
      </I18nextProvider>
    </ThemeProvider>
  );
}
