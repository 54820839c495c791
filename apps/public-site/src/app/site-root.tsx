import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProvider } from './provider';

const nothing = () => {};

function CommitSignal({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

interface SiteRootProps {
  /** The i18next instance being started (created once, outside React). */
  i18n: Promise<I18n>;
  /** The router with the site's routes: the browser's, or a static one at build time. */
  children: ReactNode;
  /** Called once the whole tree has committed: for a hydrated page, once hydration is over. */
  onCommitted?: () => void;
}

/**
 * The one tree both the browser and the build-time prerender render. Hydration needs them equal,
 * `useId` included, so the commit signal is in both (it renders nothing).
 */
export function SiteRoot({ i18n, children, onCommitted = nothing }: SiteRootProps) {
  return (
    <StrictMode>
      <AppProvider i18n={i18n}>{children}</AppProvider>
      <CommitSignal onCommit={onCommitted} />
    </StrictMode>
  );
}
