import { appTheme } from '@cabinet/ui/theme';
import createCache, { type EmotionCache } from '@emotion/cache';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { readEarlyInput } from './early-input';
import { IslandProviders } from './island-providers';
import type { IslandModule } from './island-modules';
import { islandI18n } from './island-texts';

let styleCache: EmotionCache | undefined;

/**
 * The browser's style cache, shared by the page's islands. Made with the server's key, it takes
 * the page's style elements as its own and inserts none of their rules again.
 */
const browserStyleCache = () => (styleCache ??= createCache({ key: 'css' }));

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
      let root: Root | undefined;
      // Hydrated as a transition, React yields to the browser every few milliseconds instead of
      // holding a phone's main thread for the whole form: a tap meanwhile is answered (React
      // finishes the part it lands on first).
      startTransition(() => {
        root = hydrateRoot(
          element,
          <IslandProviders
            styleCache={browserStyleCache()}
            i18n={islandI18n(language, texts)}
            // The site's pages are always light, as the server rendered them.
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
