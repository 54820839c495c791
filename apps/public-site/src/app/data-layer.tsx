import { createQueryClient } from '@cabinet/api-client/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { use, useState, type ReactNode } from 'react';
import { SessionProvider, sessionStore } from '../lib/session';
import { DataDepsContext } from './data-context';

/**
 * Server data and session for the pages. Loaded after the entry (with the first page), so the query
 * library and the API client do not weigh on the first download.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const injected = use(DataDepsContext);
  const [own] = useState(() =>
    injected ? null : { queryClient: createQueryClient(), session: sessionStore },
  );
  const deps = injected ?? own;
  if (!deps) throw new Error('No query client for the pages.');
  return (
    <QueryClientProvider client={deps.queryClient}>
      <SessionProvider store={deps.session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
