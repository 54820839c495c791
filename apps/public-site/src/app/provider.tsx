import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { DataDepsContext, type DataDeps } from './data-context';
import { ColorSchemeProvider, SITE_COLOR_MODE } from './site-styles';
import { TextsBoundary } from './texts-boundary';

interface AppProviderProps {
  /** The i18next instance being started (created once, outside React). */
  i18n: Promise<I18n>;
  /** Query client and session for the pages; the data layer makes its own when absent. */
  data?: DataDeps;
  children: ReactNode;
}

/** What the whole site relies on: theme and texts. Server data comes with the data layer. */
export function AppProvider({ i18n, data, children }: AppProviderProps) {
  return (
    <ColorSchemeProvider persist={false} defaultMode={SITE_COLOR_MODE}>
      <TextsBoundary i18n={i18n}>
        <DataDepsContext value={data ?? null}>{children}</DataDepsContext>
      </TextsBoundary>
    </ColorSchemeProvider>
  );
}
