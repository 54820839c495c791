import type { Page } from '@playwright/test';

/** What starts the timed repaint. */
export type RepaintStart =
  /** A click on the element of this CSS selector, made from inside the page at the mark. */
  | { click: string }
  /** The app writing an address containing this text: a search runs once its typing pause ends. */
  | { urlContains: string };

/**
 * Arms a timer in the page, on Chromium's performance timeline: a `repaint-start` mark when the
 * action starts, a `repaint-end` mark at the first frame painted after an element matching
 * `readySelector` is in the DOM (a `requestAnimationFrame` callback runs just before the frame is
 * painted; a task queued from it runs just after), and the measure `name` between them. The
 * returned function answers the measure's duration in milliseconds, once reached.
 *
 * With `{ click }` the page clicks itself right after the start mark, so the figure holds no
 * round trip between the test and the browser.
 */
export async function armRepaintTimer(
  page: Page,
  name: string,
  start: RepaintStart,
  readySelector: string,
): Promise<() => Promise<number>> {
  await page.evaluate(
    ([measureName, startOn, ready]) => {
      const timed = window as unknown as { __repaint?: Promise<number> };
      performance.clearMarks();
      performance.clearMeasures();
      let started = false;
      const markStart = () => {
        started = true;
        performance.mark('repaint-start');
      };
      timed.__repaint = new Promise<number>((resolve) => {
        const finish = () => {
          performance.mark('repaint-end');
          resolve(performance.measure(measureName, 'repaint-start', 'repaint-end').duration);
        };
        const check = () => {
          if (!started || !document.querySelector(ready)) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(finish, 0));
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        if ('urlContains' in startOn) {
          // The router writes the address through these two; the search starts when it does.
          for (const method of ['pushState', 'replaceState'] as const) {
            const original = history[method].bind(history);
            history[method] = (...args: Parameters<History['pushState']>) => {
              const [, , url] = args;
              if (!started && String(url ?? '').includes(startOn.urlContains)) markStart();
              original(...args);
              check();
            };
          }
        } else {
          const target = document.querySelector<HTMLElement>(startOn.click);
          if (!target) throw new Error(`Nothing to click at ${startOn.click}`);
          markStart();
          target.click();
          check();
        }
      });
    },
    [name, start, readySelector] as const,
  );
  return () => page.evaluate(() => (window as unknown as { __repaint: Promise<number> }).__repaint);
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
