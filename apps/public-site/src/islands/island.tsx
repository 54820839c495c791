import { __unsafe_useEmotionCache as useStyleCache } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { createContext, use, useEffect, useId, useRef, type ComponentType } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import {
  islandModules,
  type IslandData,
  type IslandName,
  type IslandTexts,
} from './island-modules';
import { IslandProviders } from './react-island';

/**
 * Where islands are rendered: in the server's HTML (each becomes a root of its own that the page's
 * script starts), or inside the app, which renders whole pages in the browser (each renders its
 * component in place, and a script island mounts its module once rendered).
 */
export const IslandModeContext = createContext<'server' | 'app'>('server');

/**
 * When an island's code starts: once the page has loaded and the browser is idle, once the island
 * scrolls into view, or at the visitor's first pointer, key or focus inside it. Until then its part
 * of the page is the server's HTML; a click or a submit made in it meanwhile is held, and made
 * again once the island has started.
 */
export type IslandStart = 'idle' | 'visible' | 'interaction';

/** Texts named by namespace and key prefix (`ui:contactForm.`), sent along with an island. */
type TextsPrefix = `${'public' | 'ui' | 'common'}:${string}`;

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

/** The texts of the page's i18next instance that `prefixes` name: the browser loads none. */
function pickTexts(i18n: I18n, prefixes: readonly TextsPrefix[]): IslandTexts {
  const picked: IslandTexts = {};
  for (const entry of prefixes) {
    const [ns = '', prefix = ''] = entry.split(':');
    const bundle = (i18n.getResourceBundle(i18n.language, ns) ?? {}) as Record<string, string>;
    for (const [key, text] of Object.entries(bundle))
      if (key.startsWith(prefix)) (picked[ns] ??= {})[key] = text;
  }
  return picked;
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
  if (use(IslandModeContext) === 'app') {
    return (
      <div data-island={name}>
        <Component {...props} />
      </div>
    );
  }
  if (!styleCache) throw new Error('An island renders inside the page, under its style cache.');
  const data: IslandData = { props, language: i18n.language, texts: pickTexts(i18n, texts) };
  const html = renderToString(
    <IslandProviders styleCache={styleCache} i18n={i18n} theme={theme}>
      <Component {...props} />
    </IslandProviders>,
    { identifierPrefix: id },
  );
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
  const { i18n } = useTranslation();
  const data: IslandData = { props: {}, language: i18n.language, texts: {} };
  const app = use(IslandModeContext) === 'app';
  const element = useRef<HTMLDivElement>(null);
  // In the app, the page is rendered here: the island's script runs once it is on screen.
  useEffect(() => {
    if (!app) return;
    let stop: (() => void) | undefined;
    let live = true;
    void islandModules[name]().then(({ mount }) => {
      if (live && element.current) stop = mount(element.current, data);
    });
    return () => {
      live = false;
      stop?.();
    };
    // Mounted once per page: the data is the server's, fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app, name]);
  return (
    <div ref={element} data-island={name} data-start={start} data-props={JSON.stringify(data)}>
      {children}
    </div>
  );
}
