import { appTheme } from '@cabinet/ui/theme';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import i18next, { type i18n as I18n } from 'i18next';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { readEarlyInput } from './early-input';
import type { IslandModule, IslandTexts } from './island-modules';

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
 * the two trees equal): the page's theme, the style cache and the texts. None renders an element.
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

/** An i18next instance with only the texts an island was sent, ready at once. */
function islandI18n(language: string, texts: IslandTexts): I18n {
  const instance = i18next.createInstance({
    lng: language,
    resources: { [language]: texts },
    defaultNS: 'public',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void instance.use(initReactI18next).init();
  return instance;
}

let styleCache: EmotionCache | undefined;

/** Calls `onHydrated` once React has taken its children over. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** The module of an island whose component React hydrates, in a root of its own. */
export function reactIsland<P extends object>(Component: ComponentType<P>): IslandModule {
  return {
    mount(element, { props, language, texts }) {
      const replayEarlyInput = readEarlyInput(element);
      // The page's islands share one style cache: made with the server's key, it takes the page's
      // style elements as its own and inserts none of their rules again.
      const cache = (styleCache ??= createCache({ key: 'css' }));
      let root: Root | undefined;
      // Hydrated as a transition, React yields to the browser every few milliseconds instead of
      // holding a phone's main thread for the whole form: a tap meanwhile is answered (React
      // finishes the part it lands on first).
      startTransition(() => {
        root = hydrateRoot(
          element,
          // The site's pages are always light, as the server rendered them.
          <IslandProviders
            styleCache={cache}
            i18n={islandI18n(language, texts)}
            theme={appTheme('light')}
          >
            <Hydrated onHydrated={replayEarlyInput}>
              <Component {...(props as P)} />
            </Hydrated>
          </IslandProviders>,
          {
            identifierPrefix: element.dataset.id,
            onRecoverableError: (error) => console.error('An island could not be hydrated:', error),
          },
        );
      });
      return () => root?.unmount();
    },
  };
}
