import { createQueryClient } from '@cabinet/api-client/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { use, useState, type ReactNode } from 'react';
import { KnownOrganizationContext } from '../lib/known-organization-context';
import { organizationOptions } from '../lib/practice-identity';
import { SessionProvider, sessionStore } from '../lib/session';
import { DataDepsContext } from './data-context';

/**
 * Server data and session for the pages. Loaded after the entry (with the first page), so the query
 * library and the API client do not weigh on the first download.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const injected = use(DataDepsContext);
  const known = use(KnownOrganizationContext);
  const [deps] = useState(() => {
    const deps = injected ?? { queryClient: createQueryClient(), session: sessionStore };
    // The organization the page was made with: kept for the visit, never asked for again.
    if (known) deps.queryClient.setQueryData(organizationOptions().queryKey, known);
    return deps;
  });
  return (
    <QueryClientProvider client={deps.queryClient}>
      <SessionProvider store={deps.session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
