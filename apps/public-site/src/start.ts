import { afterNextPaint } from './lib/after-next-paint';
import { afterPageLoad } from './lib/after-page-load';
import { recordEarlyClicks } from './lib/early-clicks';
import {
  noteInteraction,
  visitorHasInteracted,
  whenVisitorInteracts,
} from './lib/first-interaction';
import { holdNativeSubmits } from './lib/hold-native-submits';
import { hasInputMadeBeforeHydration } from './lib/input-before-hydration';
import { PRERENDERED_LANGUAGE } from './lib/prerendered-language';
import { pointerReleased, trackPointerPress } from './lib/pointer-release';
import { prefetchSiteCode } from './lib/site-code';
import { siteWaitsForVisitor } from './lib/site-start-moment';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * The page's only script in its HTML, a few kilobytes, fetched beside it at high priority
 * (`scripts/entry-script-first.ts`). The prerendered page is painted before any of the site's
 * code is fetched (`main.tsx`, React, the texts): fetched beside the page, that code would share a
 * phone's connection with it and its first image and hold their paint up. On a page the server
 * made, the code is then fetched into the browser's cache once the page has loaded, and runs on
 * the visitor's first interaction (`lib/site-start-moment.ts`). The clicks made on the page
 * meanwhile are recorded from here, and clicked again once it is hydrated.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const prerendered = root.getAttribute(PRERENDERED_LANGUAGE);
const earlyClicks = prerendered ? recordEarlyClicks(root) : undefined;
holdNativeSubmits(root);
// Listened for from the start: an interaction before the page has even painted counts.
const firstInteraction = siteWaitsForVisitor(root) ? whenVisitorInteracts() : undefined;
if (firstInteraction) trackPointerPress();
// On a slow network this script may arrive after the visitor has begun: focus moved (a field, a
// button clicked) or a field changed count as their first interaction.
const focused = document.activeElement;
if (
  firstInteraction &&
  ((focused && focused !== document.body) || hasInputMadeBeforeHydration(root))
)
  noteInteraction();

async function start(root: HTMLElement) {
  // With no HTML to show (the single-page shell), nothing is painted until the site renders.
  if (prerendered) await afterNextPaint();
  if (prerendered && firstInteraction) {
    void afterPageLoad().then(() => {
      // Once the visitor has interacted, the code is already on its way.
      if (!visitorHasInteracted()) prefetchSiteCode(window.location.pathname, prerendered);
    });
    await firstInteraction;
    // What the first tap does by itself (the menu opens, a link is followed) is painted first.
    await pointerReleased();
    await afterNextPaint();
  }
  // React DOM, the largest module, starts up in a task of its own, and the rest of the site's
  // start-up in the next: together they would hold a phone's main thread for too long at once.
  await import('react-dom/client');
  await yieldToBrowser();
  const { startSite } = await import('./main');
  startSite(root, earlyClicks);
}

void start(root);
