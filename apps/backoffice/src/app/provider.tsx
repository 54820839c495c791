import type { AppSessionStore } from '@cabinet/auth/app-session';
import { ColorSchemeProvider } from '@cabinet/ui/color-scheme';
import { I18nBoundary } from '@cabinet/ui/i18n-boundary';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode } from 'react';
import { APP_NAMESPACES } from '../lib/i18n';

// Loaded while the texts load (the boundary's loading screen covers both), out of the entry.
const DeferredProviders = lazy(() => import('./deferred-providers'));

interface AppProviderProps {
  /** The i18next instance being started (created once, outside React). */
  i18n: Promise<I18n>;
  /** The server-data cache; the app's own when absent (tests pass theirs). */
  queryClient?: QueryClient;
  /** The session; the browser's stored one when absent (tests pass theirs). */
  session?: AppSessionStore;
  children: ReactNode;
}

/** Everything the screens rely on: theme, texts, server data, session and toasts. */
export function AppProvider({ i18n, queryClient, session, children }: AppProviderProps) {
  return (
    <ColorSchemeProvider>
      <I18nBoundary i18n={i18n} namespaces={APP_NAMESPACES}>
        <DeferredProviders queryClient={queryClient} session={session}>
          {children}
        </DeferredProviders>
      </I18nBoundary>
    </ColorSchemeProvider>
  );
}
