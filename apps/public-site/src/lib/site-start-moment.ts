import { detectLanguage } from '@cabinet/i18n/language-detector';
import { flags } from '../config/flags';
import { PRERENDERED_LANGUAGE } from './prerendered-language';

/**
 * Whether the site's code waits for the visitor's first interaction before it starts. A page the
 * server made is whole as HTML: it reads, scrolls and follows its links without any script, and
 * until the visitor uses it there is nothing for the code to do. Starting it at once would hold a
 * phone's main thread for the whole start-up (React DOM's set-up, then the hydration) while the
 * visitor only reads. The code starts at once where something must happen without the visitor:
 *
 * - no HTML from the server (the single-page shell): the page must be rendered;
 * - HTML in another language than the visitor's: it must be rendered again in theirs;
 * - an address with a fragment (`/services#supervision`): the page shows what it names, which the
 *   server never sees;
 * - the app (`--mode native`): it hides its splash screen and sets up the device's bars;
 * - a build that counts visits or gives each visitor an account: the page view and the session
 *   are made as the page opens, for a visitor who only reads too.
 */
export function siteWaitsForVisitor(root: HTMLElement): boolean {
  const prerendered = root.getAttribute(PRERENDERED_LANGUAGE);
  return (
    prerendered !== null &&
    window.location.hash === '' &&
    import.meta.env.MODE !== 'native' &&
    !flags.enableXray &&
    !flags.enableAnonUsers &&
    prerendered === detectLanguage()
  );
}
