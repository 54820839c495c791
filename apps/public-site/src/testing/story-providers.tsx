import { createQueryClient } from '@cabinet/api-client/query';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * What the site's sections rely on besides the theme and texts (which Storybook's preview gives
 * every story): a fresh server-data cache per story (no retries) and a router at the story's
 * `parameters.route` (`/` when absent). The practice's identity and the email reveal come from the
 * story's mocked API (`siteHandlers`).
 */
export const siteProviders: Decorator = (Story, { parameters }) => {
  const path = typeof parameters.route === 'string' ? parameters.route : '/';
  return (
    <SiteProviders path={path}>
      <Story />
    </SiteProviders>
  );
};

function SiteProviders({ path, children }: { path: string; children: React.ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
