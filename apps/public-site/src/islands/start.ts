import { islandModules, type IslandName } from './island-modules';

/**
 * The page's only script. The page is the server's HTML; each island in it (`data-island`) starts
 * on its own, at the moment it names (`data-start`), by loading its module and mounting it. A click
 * or a submit made in an island before it has started is held and made again once it has, so the
 * visitor never has to tap twice.
 */

/**
 * What the browser does well by itself before the island starts, and so is never held: a link is
 * followed, a field takes what is typed or ticked (handed to the island when it starts), a submit
 * is held as the form's submit.
 */
const NATIVE = 'a[href], input, select, textarea, label, summary, button[type="submit"]';

function whenIdle(run: () => void) {
  // Safari has no idle callback: a short wait after the load stands in for it.
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

function whenVisible(element: HTMLElement, run: () => void) {
  if (!('IntersectionObserver' in window)) return run();
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    run();
  });
  observer.observe(element);
}

/** Makes again what the visitor did in the island before it started. */
function replay(held: Event[]) {
  for (const { type, target } of held) {
    if (type === 'submit') (target as HTMLFormElement).requestSubmit();
    // A click may have landed on a drawing inside a button, which has no click() of its own.
    else target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}

/** How to undo each island started (tests start many pages in one document). */
const stops = new Set<() => void>();

function watch(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const load = islandModules[name];
  if (!load) throw new Error(`The island "${name}" is not in src/islands/island-modules.ts.`);
  const held: Event[] = [];
  const hold = (event: Event) => {
    if (event.type === 'click' && (event.target as Element).closest?.(NATIVE)) return start();
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    start();
  };
  const holding = new AbortController();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load()
      .then(({ mount }) => {
        const stop = mount(element);
        if (stop) stops.add(stop);
        element.dataset.started = '';
      })
      // Offline, or a new release replaced the module: the HTML stays as sent, and works as such.
      .catch((error: unknown) => console.error(`The island "${name}" could not start:`, error))
      .finally(() => {
        holding.abort();
        replay(held.splice(0));
      });
  };
  for (const type of ['click', 'submit'])
    element.addEventListener(type, hold, { capture: true, signal: holding.signal });
  const moment = element.dataset.start;
  if (moment === 'visible') whenVisible(element, start);
  else if (moment === 'interaction') {
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      element.addEventListener(type, start, { once: true, capture: true });
  } else whenIdle(start);
}

/** Watches every island in `root` (the page; a test's container). */
export function startIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-island]').forEach(watch);
}

/** Undoes every island started so far. */
export function stopIslands(): void {
  for (const stop of stops) stop();
  stops.clear();
}

startIslands();
