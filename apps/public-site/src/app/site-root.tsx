import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
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
}

/**
 * The one tree both the browser and the build-time prerender render. Hydration needs them equal,
 * `useId` included, so both have the same providers (they render nothing of their own).
 */
export function SiteRoot({ i18n, children, onPageCommitted = nothing }: SiteRootProps) {
  return (
    <StrictMode>
      <PageCommittedContext value={onPageCommitted}>
        <AppProvider i18n={i18n}>{children}</AppProvider>
      </PageCommittedContext>
    </StrictMode>
  );
}
