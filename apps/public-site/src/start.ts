import { afterNextPaint } from './lib/after-next-paint';
import { recordEarlyClicks } from './lib/early-clicks';
import { holdNativeSubmits } from './lib/hold-native-submits';
import { PRERENDERED_LANGUAGE } from './lib/prerendered-language';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * The page's only script in its HTML, about a kilobyte: the prerendered page is painted before
 * any of the site's code is fetched (`main.tsx`, React, the texts). Fetched beside the page, that
 * code would share a phone's connection with it and its first image and hold their paint up. The
 * clicks made on the page meanwhile are recorded from here, and clicked again once it is hydrated.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const prerendered = root.hasAttribute(PRERENDERED_LANGUAGE);
const earlyClicks = prerendered ? recordEarlyClicks(root) : undefined;
holdNativeSubmits(root);

async function start(root: HTMLElement) {
  // With no HTML to show (the single-page shell), nothing is painted until the site renders.
  if (prerendered) await afterNextPaint();
  // React DOM, the largest module, starts up in a task of its own, and the rest of the site's
  // start-up in the next: together they would hold a phone's main thread for too long at once.
  await import('react-dom/client');
  await yieldToBrowser();
  const { startSite } = await import('./main');
  startSite(root, earlyClicks);
}

void start(root);
