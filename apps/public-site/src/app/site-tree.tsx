import type { i18n as I18n } from 'i18next';
import type { PublicOrganization } from '../lib/known-organization';
import { AppRouter } from './router';
import { SiteRoot } from './site-root';

interface SiteTreeOptions {
  /** The i18next instance being started (created by the entry, so the texts load at once). */
  i18n: Promise<I18n>;
  /** Called once the page has committed: for a hydrated page, once all of it is hydrated. */
  onPageCommitted?: () => void;
  /** The practice's identity the page's HTML carries (the site's server made it with it). */
  organization?: PublicOrganization;
}

/**
 * The whole site as the browser renders or hydrates it: providers, theme, router and layout. A
 * module of its own, loaded by the entry beside the page's module: the prerendered HTML is on
 * screen without it, and hydration waits for the page's module anyway, so it costs no extra round
 * trip, and the entry (React and the texts) stays small.
 */
export function siteTree({ i18n, onPageCommitted, organization }: SiteTreeOptions) {
  return (
    <SiteRoot i18n={i18n} onPageCommitted={onPageCommitted} organization={organization}>
      <AppRouter />
    </SiteRoot>
  );
}
