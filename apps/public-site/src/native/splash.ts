import { SplashScreen } from '@capacitor/splash-screen';

/** The splash never stays longer than this, whatever happens to the page. */
const LONGEST_SPLASH_MS = 6000;

/**
 * The splash stays up (`launchAutoHide: false`) until the first page has rendered: the page's
 * `<main>` has content and the browser has painted it: the app renders its pages on the device,
 * in the device's language, and the splash covers the wait.
 */
export function hideSplashAfterFirstRender(): void {
  let hidden = false;
  const hide = () => {
    if (hidden) return;
    hidden = true;
    observer.disconnect();
    window.clearTimeout(fallback);
    void SplashScreen.hide();
  };
  // Two frames: the first runs before the paint of the new content, the second after it.
  const hideAfterPaint = () => requestAnimationFrame(() => requestAnimationFrame(hide));
  const rendered = () => Boolean(document.querySelector('main')?.firstElementChild);
  const observer = new MutationObserver(() => {
    if (rendered()) hideAfterPaint();
  });
  const fallback = window.setTimeout(hide, LONGEST_SPLASH_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  if (rendered()) hideAfterPaint();
}
