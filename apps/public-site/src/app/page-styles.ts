import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the `<style>` element holding a rendered page's component styles: the names of
 * the styles it holds, space-separated. Not Emotion's own `data-emotion`: Emotion takes every
 * element marked so into its style sheet as it starts in the browser, and moving a `<style>`
 * element (even to where it already is) makes the browser read its rules again and work out the
 * whole page's styles again — some 20 ms on a phone, in the middle of the page's start-up.
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

/**
 * The attribute, on the same element, naming the styles the render made that no element of the
 * page carries: the outer layers of a component built on another (MUI's `Link` on `Typography`,
 * `Checkbox` on its switch base…). Emotion inserts every layer, but only the innermost, which
 * merges them all, names an element's class; the server sends the rules of that one only.
 */
export const PAGE_STYLE_LAYERS_ATTRIBUTE = 'data-page-style-layers';

/** The styles Emotion collected while rendering a page, by cache key (`css`, `css-global`). */
export interface CollectedStyles {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The `<style>` elements of a rendered page. Its component styles go under
 * `PAGE_STYLES_ATTRIBUTE`, where the browser's style cache reads their names and leaves them in
 * place. The global styles keep Emotion's marking, which its `Global` component looks for; they
 * are marked as already taken (`data-s`) so the cache does not move them when it starts.
 */
export function pageStyleTags(
  collected: readonly CollectedStyles[],
  layers: readonly string[] = [],
): string {
  return collected
    .map(({ key, ids, css }) =>
      key === 'css'
        ? `<style ${PAGE_STYLES_ATTRIBUTE}="${ids.join(' ')}" ${PAGE_STYLE_LAYERS_ATTRIBUTE}="${layers.join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

/**
 * The names of the styles a rendered page made that no element carries (`pageStyleTags`): every
 * name Emotion's server cache inserted and sent no rules for.
 */
export function unwornStyleNames(
  inserted: Readonly<Record<string, unknown>>,
  collected: readonly CollectedStyles[],
): string[] {
  const sent = new Set(collected.flatMap(({ ids }) => ids));
  return Object.keys(inserted).filter((name) => !sent.has(name));
}

const names = (element: Element, attribute: string) =>
  (element.getAttribute(attribute) ?? '').split(' ').filter(Boolean);

/** How long one idle task may insert styles: a phone's task stays far under 50 ms. */
const IDLE_SLICE_MS = 4;

/** Runs `task` in the browser's idle time (within a second), or in a task of its own without it. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: 1000 });
  } else {
    setTimeout(task, 0);
  }
}

/** Runs each of `calls` when the browser is idle, a few milliseconds' worth per task. */
function idleQueue<Call extends unknown[]>(run: (...call: Call) => void): (call: Call) => void {
  const waiting: Call[] = [];
  const work = () => {
    const until = performance.now() + IDLE_SLICE_MS;
    for (let call = waiting.shift(); call; call = waiting.shift()) {
      run(...call);
      if (performance.now() > until) break;
    }
    if (waiting.length > 0) whenIdle(work);
  };
  return (call) => {
    if (waiting.push(call) === 1) whenIdle(work);
  };
}

/**
 * The browser's style cache, under Emotion's default key (the class names the page was rendered
 * with): the styles the page arrived with are marked as inserted, so none is inserted again, and
 * their element stays where it is. Styles the page comes to need go in new elements after it.
 *
 * The outer layers the page's components make again as they hydrate are inserted once the
 * browser is idle rather than at once: no element carries their classes, yet turning them into
 * rules took a tenth of a phone's hydration. (Should a later render give an element one of those
 * classes, it is styled as soon as the browser is idle.)
 */
export function createPageStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  const layers = new Set<string>();
  for (const element of doc.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)) {
    for (const name of names(element, PAGE_STYLES_ATTRIBUTE)) cache.inserted[name] = true;
    for (const name of names(element, PAGE_STYLE_LAYERS_ATTRIBUTE)) layers.add(name);
  }
  if (layers.size === 0) return cache;
  const insert = cache.insert.bind(cache);
  const insertLater = idleQueue(insert);
  cache.insert = (...call) => {
    const [, serialized, , shouldCache] = call;
    if (!layers.has(serialized.name)) return insert(...call);
    // Marked at once, as Emotion would, so the same style is not queued twice.
    if (shouldCache) cache.inserted[serialized.name] = true;
    insertLater(call);
    return undefined;
  };
  return cache;
}
