/** How long to wait for a frame that may never come: a tab opened in the background paints none. */
const HIDDEN_TAB_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame (or, in a tab that paints none, after a
 * short wait). The site's code starts its downloads after the prerendered page's first paint:
 * before it, they would share a phone's bandwidth with the page and its images and delay both.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() =>
      // The frame is painted when the task after its animation frame callbacks runs.
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
