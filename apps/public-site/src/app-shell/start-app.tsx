import { isLanguage } from '@cabinet/i18n/languages';
import { createRoot } from 'react-dom/client';
import { createAppI18n } from '../lib/i18n';
import { startNative } from '../native/start-native';
import { pageTree } from '../page/page-tree';

/**
 * The app's start (the native build's only script): its pages are on the device, so it renders
 * them itself, with the texts staff edited when the API answers. A tap on one of the site's links
 * shows that page in place (each in the history, for the back button); a language link switches
 * the texts.
 */
const root = createRoot(document.getElementById('root')!);
const i18n = createAppI18n();

function show() {
  void i18n.then((texts) => {
    root.render(pageTree({ path: window.location.pathname, namedLanguage: false, i18n: texts }));
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });
}

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!link || event.defaultPrevented || event.button !== 0 || link.getAttribute('target')) return;
  const url = new URL(link.getAttribute('href') ?? '', window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  document.querySelectorAll<HTMLElement>('[popover]').forEach((open) => open.hidePopover?.());
  const language = url.searchParams.get('lng');
  if (isLanguage(language)) void i18n.then((texts) => texts.changeLanguage(language));
  url.searchParams.delete('lng');
  const index = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
  window.history.pushState({ idx: index }, '', url);
  show();
});
window.addEventListener('popstate', show);
window.history.replaceState({ idx: 0 }, '');

startNative();
show();
