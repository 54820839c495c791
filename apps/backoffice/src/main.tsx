import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { createAppI18n } from './lib/i18n';

// The first download holds React, the router and the texts' loader. The theme, the data layer, the
// session and the toasts load beside the texts (both are needed before the first screen anyway).
const AppProvider = lazy(async () => ({ default: (await import('./app/provider')).AppProvider }));
void Promise.all([
  import('./lib/session-start'),
  import('./lib/api'),
  import('./lib/session'),
]).then(([{ startAppSession }, { authClient }, { sessionStore }]) =>
  startAppSession(sessionStore, authClient),
);
const i18n = createAppI18n();
const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    {/* The same spinner as index.html's, drawn by its style, until the providers are loaded. */}
    <Suspense fallback={<div className="boot-spinner" aria-hidden="true" />}>
      <AppProvider i18n={i18n}>
        <RouterProvider router={router} />
      </AppProvider>
    </Suspense>
  </StrictMode>,
);
