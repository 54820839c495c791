import { createQueryClient } from '@cabinet/api-client/query';
import type { AppSessionStore } from '@cabinet/auth/app-session';
import { ToastProvider } from '@cabinet/ui/toast';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider, sessionStore } from '../lib/session';

let appQueryClient: QueryClient | undefined;

interface DeferredProvidersProps {
  /** A test's own client; the app's is made once, on first use. */
  queryClient?: QueryClient;
  /** A test's own session; the browser's stored one when absent. */
  session?: AppSessionStore;
  children: ReactNode;
}

/**
 * The server-data cache, the session and the toast area. Loaded beside the texts rather than with
 * the first download: TanStack Query, the session store and MUI's Snackbar are not needed before
 * the texts are ready anyway.
 */
export default function DeferredProviders({
  queryClient,
  session,
  children,
}: DeferredProvidersProps) {
  const client = queryClient ?? (appQueryClient ??= createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider store={session ?? sessionStore}>
        <ToastProvider>{children}</ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
