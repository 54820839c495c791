import { createBootI18n } from '@cabinet/i18n/boot-i18n';
import type { Namespace } from '@cabinet/i18n/defaults';
import type { i18n as I18n } from 'i18next';
import { Suspense, use, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingState } from '../status/loading-state.tsx';

export interface I18nBoundaryProps {
  /** The i18next instance being started (created once, outside React). */
  i18n: Promise<I18n>;
  /** The app's namespaces, its own first: the loading screen speaks with the bundled texts. */
  namespaces: readonly Namespace[];
  children: ReactNode;
}

function I18nGate({ i18n, children }: { i18n: Promise<I18n>; children: ReactNode }) {
  return <I18nextProvider i18n={use(i18n)}>{children}</I18nextProvider>;
}

function BootFallback({ namespaces }: { namespaces: readonly Namespace[] }) {
  const [bootI18n] = useState(() => createBootI18n(namespaces));
  return (
    <I18nextProvider i18n={bootI18n}>
      <LoadingState />
    </I18nextProvider>
  );
}

/** Shows a loading screen, in the visitor's language, until the app's texts are ready. */
export function I18nBoundary({ i18n, namespaces, children }: I18nBoundaryProps) {
  return (
    <Suspense fallback={<BootFallback namespaces={namespaces} />}>
      <I18nGate i18n={i18n}>{children}</I18nGate>
    </Suspense>
  );
}
