import { appTheme } from '@cabinet/ui/theme';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import i18next, { type i18n as I18n } from 'i18next';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { readEarlyInput } from './early-input';
import type { IslandData, IslandModule, IslandTexts } from './island-modules';

/**
 * An island's component with what it relies on, the same on the server and in the browser
 * (hydration needs the two trees equal): the page's style cache (the server's, the browser's in
 * it), its theme (the site's, always light; a story's in Storybook) and the texts.
 */
export function islandTree(
  component: ReactNode,
  { styleCache, i18n, theme }: { styleCache: EmotionCache; i18n: I18n; theme: Theme },
) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>{component}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Texts named by namespace and key prefix (`ui:contactForm.`), sent along with an island. */
export type TextsPrefix = `${'public' | 'ui' | 'common'}:${string}`;

/** The texts of the page's i18next instance that `prefixes` name: the browser loads none. */
export function pickTexts(i18n: I18n, prefixes: readonly TextsPrefix[]): IslandTexts {
  const picked: IslandTexts = {};
  for (const entry of prefixes) {
    const [ns = '', prefix = ''] = entry.split(':');
    const bundle = (i18n.getResourceBundle(i18n.language, ns) ?? {}) as Record<string, string>;
    for (const [key, text] of Object.entries(bundle))
      if (key.startsWith(prefix)) (picked[ns] ??= {})[key] = text;
  }
  return picked;
}

/** An i18next instance with only the texts an island was sent, ready at once. */
function islandI18n(language: string, texts: IslandTexts): I18n {
  const instance = i18next.createInstance({
    lng: language,
    resources: { [language]: texts },
    defaultNS: 'public',
    keySeparator: false,
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
    mount(element) {
      const { props, language, texts } = JSON.parse(element.dataset.props ?? '{}') as IslandData;
      const replayEarlyInput = readEarlyInput(element);
      // The page's islands share one style cache: made with the server's key, it takes the page's
      // style elements as its own and inserts none of their rules again.
      const cache = (styleCache ??= createCache({ key: 'css' }));
      let root: Root | undefined;
      // Stopped before it hydrated (a test's next page), React reports its own unmount as an
      // early update: that is no error; anything else is reported as React would.
      let stopped = false;
      const onRecoverableError = (error: unknown) => stopped || reportError(error);
      // Hydrated as a transition, React yields to the browser every few milliseconds instead of
      // holding a phone's main thread for the whole form: a tap meanwhile is answered (React
      // finishes the part it lands on first).
      startTransition(() => {
        root = hydrateRoot(
          element,
          islandTree(
            <Hydrated onHydrated={replayEarlyInput}>
              <Component {...(props as P)} />
            </Hydrated>,
            { styleCache: cache, i18n: islandI18n(language, texts), theme: appTheme('light') },
          ),
          { identifierPrefix: element.dataset.id, onRecoverableError },
        );
      });
      return () => ((stopped = true), root?.unmount());
    },
  };
}
