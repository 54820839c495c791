import { createQueryClient } from '@cabinet/api-client/query';
import { createSessionStoreForTests } from '@cabinet/auth/testing/stored-session';
import { ToastProvider } from '@cabinet/ui/toast';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../lib/session';
import { adminUser } from './session';

/** How long a story's play waits for the mocked API's answer to show (a busy machine is slow). */
export const PLAY_WAIT = { timeout: 10_000 };

/**
 * What the back-office's screens rely on besides the theme and texts (which Storybook's preview
 * gives every story): a fresh server-data cache per story (no retries, so a failing call shows at
 * once), a signed-in administrator, the toast area and a router at the story's `parameters.route`
 * (`/` when absent). Data comes from the story's mocked API (`parameters.msw.handlers`), never from
 * a server.
 */
export const backofficeProviders: Decorator = (Story, { parameters }) => {
  const path = typeof parameters.route === 'string' ? parameters.route : '/';
  return (
    <BackofficeProviders path={path}>
      <Story />
    </BackofficeProviders>
  );
};

function BackofficeProviders({ path, children }: { path: string; children: React.ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const [session] = useState(() =>
    createSessionStoreForTests({ token: 'story-token', user: adminUser }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={session}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
