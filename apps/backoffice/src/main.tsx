import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppI18n } from './lib/i18n';
import { createQueryClient } from '@cabinet/api-client/query';
import { authClient } from './lib/api';
import { sessionStore } from './lib/session';
import { startAppSession } from './lib/session-start';

void startAppSession(sessionStore, authClient);
const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProvider i18n={createAppI18n()} queryClient={createQueryClient()} session={sessionStore}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
