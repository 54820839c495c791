import { appTheme } from '@cabinet/ui/theme';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

interface IslandProvidersProps {
  /** Where the island's styles go: the page's style cache on the server, the browser's in it. */
  styleCache: EmotionCache;
  i18n: I18n;
  children: ReactNode;
}

/**
 * What an island's components rely on, the same on the server and in the browser (hydration needs
 * the two trees equal): the site's theme (always light, as the pages are), the style cache and the
 * texts. None of them renders an element.
 */
export function IslandProviders({ styleCache, i18n, children }: IslandProvidersProps) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={appTheme('light')}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
