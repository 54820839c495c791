import type { AppSessionStore } from '@cabinet/auth/app-session';
import { ColorSchemeProvider } from '@cabinet/ui/color-scheme';
import { I18nBoundary } from '@cabinet/ui/i18n-boundary';
import { ToastProvider } from '@cabinet/ui/toast';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { APP_NAMESPACES } from '../lib/i18n';
import { SessionProvider } from '../lib/session';

interface AppProviderProps {
  /** The i18next instance being started (created once, outside React). */
  i18n: Promise<I18n>;
  queryClient: QueryClient;
  session: AppSessionStore;
  children: ReactNode;
}

/** Everything the screens rely on: theme, texts, server data, session and toasts. */
export function AppProvider({ i18n, queryClient, session, children }: AppProviderProps) {
  return (
    <ColorSchemeProvider>
      <I18nBoundary i18n={i18n} namespaces={APP_NAMESPACES}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider store={session}>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nBoundary>
    </ColorSchemeProvider>
  );
}
