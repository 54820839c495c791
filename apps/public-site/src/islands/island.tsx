import { __unsafe_useEmotionCache as useStyleCache } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { islandModules, type IslandData, type IslandName } from './island-modules';
import { usePage } from '../page/page-context';
import { islandTree, pickTexts, type TextsPrefix } from './react-island';

/**
 * When an island's code starts: once the page has loaded and the browser is idle, once the island
 * scrolls into view, or at the visitor's first pointer, key or focus inside it. Until then its part
 * of the page is the server's HTML; a click or a submit made in it meanwhile is held, and made
 * again once the island has started.
 */
export type IslandStart = 'idle' | 'visible' | 'interaction';

interface IslandProps<P extends Record<string, unknown>> {
  name: IslandName;
  start: IslandStart;
  /** The island's component: rendered here, hydrated in the browser with the same props. */
  component: ComponentType<P>;
  /** Sent to the browser as JSON: plain data only (no function, no element). */
  props: P;
  /** The texts the component shows (`ui:contactForm.`), sent along in the page's language. */
  texts?: readonly TextsPrefix[];
}

/**
 * A part of the page that React brings to life on its own. The server renders it as a separate
 * root (its ids prefixed by the island's own, as the browser's root will), so nothing outside it
 * is ever hydrated and nothing inside it depends on the page around it.
 */
export function Island<P extends Record<string, unknown>>(islandProps: IslandProps<P>) {
  const { name, start, component: Component, props, texts = [] } = islandProps;
  const styleCache = useStyleCache();
  const theme = useTheme();
  const { i18n } = useTranslation();
  const id = `${useId().replace(/\W/g, '')}-`;
  if (usePage().inApp) {
    return (
      <div data-island={name}>
        <Component {...props} />
      </div>
    );
  }
  if (!styleCache) throw new Error('An island renders inside the page, under its style cache.');
  const data: IslandData = { props, language: i18n.language, texts: pickTexts(i18n, texts) };
  const tree = islandTree(<Component {...props} />, { styleCache, i18n, theme });
  const html = renderToString(tree, { identifierPrefix: id });
  return (
    <div
      data-island={name}
      data-start={start}
      data-id={id}
      data-props={JSON.stringify(data)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

interface ScriptIslandProps {
  name: IslandName;
  start: IslandStart;
  /** The island's HTML, which its module's plain script brings to life. */
  children: ReactNode;
}

/** A part of the page that a few lines of plain script bring to life, over the server's HTML. */
export function ScriptIsland({ name, start, children }: ScriptIslandProps) {
  const app = usePage().inApp;
  const element = useRef<HTMLDivElement>(null);
  // In the app, the page is rendered here: the island's script runs once it is on screen, and is
  // undone when it goes.
  useEffect(() => {
    if (!app) return;
    const mounted = islandModules[name]().then(({ mount }) =>
      element.current ? mount(element.current) : undefined,
    );
    return () => void mounted.then((stop) => stop?.());
  }, [app, name]);
  return (
    <div ref={element} data-island={name} data-start={start}>
      {children}
    </div>
  );
}
