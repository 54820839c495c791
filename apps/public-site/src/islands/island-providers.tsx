import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

interface IslandProvidersProps {
  /** Where the island's styles go: the page's style cache on the server, the browser's in it. */
  styleCache: EmotionCache;
  i18n: I18n;
  /** The page's theme: the site's (always light); a story's in Storybook. */
  theme: Theme;
  children: ReactNode;
}

/**
 * What an island's components rely on, the same on the server and in the browser (hydration needs
 * the two trees equal): the page's theme, the style cache and the texts. None of them renders an
 * element.
 */
export function IslandProviders({ styleCache, i18n, theme, children }: IslandProvidersProps) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
