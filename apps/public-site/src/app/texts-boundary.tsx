import type { i18n as I18n } from 'i18next';
import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

interface TextsBoundaryProps {
  /** The i18next instance being started (created once, outside React). */
  i18n: Promise<I18n>;
  children: ReactNode;
}

function TextsGate({ i18n, children }: TextsBoundaryProps) {
  return <I18nextProvider i18n={use(i18n)}>{children}</I18nextProvider>;
}

/**
 * Renders the site once its texts are ready. Unlike the UI kit's I18nBoundary it shows no loading
 * screen: that screen would bundle every language's texts into the entry, and the wait is short.
 */
export function TextsBoundary({ i18n, children }: TextsBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <TextsGate i18n={i18n}>{children}</TextsGate>
    </Suspense>
  );
}
