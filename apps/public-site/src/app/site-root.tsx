import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import type { PublicOrganization } from '../lib/known-organization';
import { KnownOrganizationContext } from '../lib/known-organization-context';
import { PageCommittedContext } from './page-committed';
import { AppProvider } from './provider';

const nothing = () => {};

interface SiteRootProps {
  /** The i18next instance being started (created once, outside React). */
  i18n: Promise<I18n>;
  /** The router with the site's routes: the browser's, or a static one at build time. */
  children: ReactNode;
  /** Called once a page has committed: for a hydrated page, once all of it is hydrated. */
  onPageCommitted?: () => void;
  /** The practice's identity the page's HTML was made with (the site's server), if any. */
  organization?: PublicOrganization;
}

/**
 * The one tree both the browser and the build-time prerender render. Hydration needs them equal,
 * `useId` included, so both have the same providers (they render nothing of their own).
 */
export function SiteRoot({
  i18n,
  children,
  onPageCommitted = nothing,
  organization,
}: SiteRootProps) {
  return (
    <StrictMode>
      <PageCommittedContext value={onPageCommitted}>
        <KnownOrganizationContext value={organization}>
          <AppProvider i18n={i18n}>{children}</AppProvider>
        </KnownOrganizationContext>
      </PageCommittedContext>
    </StrictMode>
  );
}
