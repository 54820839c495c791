import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { preloadPage } from './app/pages';
import { AppRouter } from './app/router';
import { loadPageData } from './components/layout/load-page-data';
import { createAppI18n } from './lib/i18n';

// The page and the data layer download while the texts load.
preloadPage(window.location.pathname);
void loadPageData();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProvider i18n={createAppI18n()}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
