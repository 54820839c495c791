import { detectLanguage } from '@cabinet/i18n/language-detector';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadPage } from './app/pages';
import { loadPageData } from './components/layout/load-page-data';
import type { EarlyClicks } from './lib/early-clicks';
import { createAppI18n } from './lib/i18n';
import { readKnownOrganization } from './lib/known-organization';
import { readKnownServerTexts } from './lib/known-server-texts';
import { trackSettled } from './lib/settled-promise';
import { yieldToBrowser } from './lib/yield-to-browser';
import { PRERENDERED_LANGUAGE } from './lib/prerendered-language';

/** Providers, theme, router and layout: not needed to show the prerendered HTML (`site-tree.tsx`). */
const loadSiteTree = () => import('./app/site-tree').then((module) => module.siteTree);

/**
 * Brings the page to life: loaded by `start.ts` once the prerendered page has painted (at once
 * when there is none), with the clicks it recorded on the page meanwhile.
 */
export function startSite(root: HTMLElement, earlyClicks?: EarlyClicks) {
  void start(root, earlyClicks);
  // The session starts off this module, beside the page's data layer (which holds the API client).
  void Promise.all([
    import('./lib/session-start'),
    import('./lib/api'),
    import('./lib/session'),
  ]).then(([{ startSiteSession }, { apiClient }, { sessionStore }]) =>
    startSiteSession({ store: sessionStore, client: apiClient }),
  );
  // Only the app's build (`--mode native`, apps/mobile) has this branch and its chunk.
  if (import.meta.env.MODE === 'native')
    void import('./native/start-native').then((m) => m.startNative());
}

async function start(root: HTMLElement, earlyClicks?: EarlyClicks) {
  const prerendered = root.getAttribute(PRERENDERED_LANGUAGE);
  const organization = readKnownOrganization();
  // Each step below is its own short task: on a slow phone the start-up never holds the page for
  // long at once. First Emotion and MUI's style system load and set themselves up, then MUI's
  // theming, then the site's theme and style cache are made; then the site's tree, the page and
  // the data layer download while the texts load.
  await import('./app/style-engine');
  await yieldToBrowser();
  const { makeSiteTheme, withPageStyles } = await import('./app/site-styles');
  await yieldToBrowser();
  makeSiteTheme();
  await yieldToBrowser();
  const siteTree = loadSiteTree();
  const page = preloadPage(window.location.pathname);
  await yieldToBrowser();
  const pageData = loadPageData();
  await yieldToBrowser();
  if (earlyClicks && prerendered === detectLanguage()) {
    // The HTML is already on screen: hydrate it once everything it was made of is loaded, with the
    // texts it was made with: the bundled ones, and the staff-edited ones it carries (the site's
    // server renders pages with them); those of a page made at build time follow. What the visitor typed or
    // chose in it is read just before React takes the page over, and handed to React once it is
    // hydrated (its module loads beside the others, off the entry).
    let markHydrated = () => {};
    const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
    await yieldToBrowser();
    const i18n = trackSettled(
      createAppI18n({ serverTextsAfter: hydrated, knownServerTexts: readKnownServerTexts() }),
    );
    const [{ recordInputMadeBeforeHydration }, tree] = await Promise.all([
      import('./lib/input-before-hydration'),
      siteTree,
      i18n,
      page,
      pageData,
    ]);
    const earlyInput = recordInputMadeBeforeHydration(root);
    void hydrated.then(() => {
      earlyInput.replayOnceHydrated();
      earlyClicks.replay();
    });
    // From here React sees every click itself.
    earlyClicks.stop();
    // Hydrated as a transition, React yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page; a click or key on the page still makes React
    // finish at once, before the event is handled.
    startTransition(() => {
      hydrateRoot(
        root,
        withPageStyles(tree({ i18n, organization, onPageCommitted: markHydrated })),
        {
          onRecoverableError: (error) => console.error('The page could not be hydrated:', error),
        },
      );
    });
    return;
  }
  // No HTML, or HTML in another language than the visitor's: render in the browser.
  earlyClicks?.stop();
  const i18n = trackSettled(createAppI18n());
  const tree = await siteTree;
  root.replaceChildren();
  createRoot(root).render(withPageStyles(tree({ i18n, organization })));
}
