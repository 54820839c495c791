import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { createAppI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProvider i18n={createAppI18n()}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
