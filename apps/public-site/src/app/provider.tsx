import type { AppSessionStore } from '@cabinet/auth/app-session';
import { createBootI18n } from '@cabinet/i18n/boot-i18n';
import { ColorSchemeProvider } from '@cabinet/ui/color-scheme';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { ToastProvider } from '@cabinet/ui/toast';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, use, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { APP_NAMESPACES } from '../lib/i18n';
import { SessionProvider } from '../lib/session';

interface AppProviderProps {
  /** The i18next instance being started (created once, outside React). */
  i18n: Promise<I18n>;
  queryClient: QueryClient;
  session: AppSessionStore;
  children: ReactNode;
}

function I18nGate({ i18n, children }: { i18n: Promise<I18n>; children: ReactNode }) {
  return <I18nextProvider i18n={use(i18n)}>{children}</I18nextProvider>;
}

function BootFallback() {
  const [bootI18n] = useState(() => createBootI18n(APP_NAMESPACES));
  return (
    <I18nextProvider i18n={bootI18n}>
      <LoadingState />
    </I18nextProvider>
  );
}

/** Everything the screens rely on: theme, texts, server data, session and toasts. */
export function AppProvider({ i18n, queryClient, session, children }: AppProviderProps) {
  return (
    <ColorSchemeProvider>
      <Suspense fallback={<BootFallback />}>
        <I18nGate i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider store={session}>
              <ToastProvider>{children}</ToastProvider>
            </SessionProvider>
          </QueryClientProvider>
        </I18nGate>
      </Suspense>
    </ColorSchemeProvider>
  );
}
