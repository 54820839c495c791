import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@cabinet/i18n/languages';
import { createTestI18n } from '@cabinet/i18n/test-i18n';
import { APP_NAMESPACES } from '../../lib/i18n';
import type { ImportProcessing } from '../../lib/resource/file-transfer';
import { ImportProgress } from './import-progress';

function show(upload: number, processing: ImportProcessing | null, language: Language = 'en') {
  const i18n = createTestI18n(APP_NAMESPACES, language);
  render(
    <I18nextProvider i18n={i18n}>
      <ImportProgress upload={upload} processing={processing} />
    </I18nextProvider>,
  );
  return screen.getByRole('progressbar');
}

describe("an import's progress", () => {
  it('shows the upload in percent while the file goes up', async () => {
    const bar = show(0.4, { phase: 'reading', rows_done: 900, rows_total: null });
    expect(screen.getByText('Uploading… 40 %')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '40');
  });

  it('then the rows the server has read, with a moving bar (their number is not known yet)', async () => {
    const bar = show(1, { phase: 'reading', rows_done: 48_000, rows_total: null });
    expect(screen.getByText('Reading the file… 48,000 rows')).toBeVisible();
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('counts in the language chosen', async () => {
    show(1, { phase: 'writing', rows_done: 2_500, rows_total: 10_000 }, 'de');
    expect(screen.getByText('Neue Einträge werden gespeichert … 2.500 von 10.000')).toBeVisible();
  });

  it('says the server is processing when it has not said more (another API process runs it)', async () => {
    const bar = show(1, null);
    expect(screen.getByText('The server is processing the file…')).toBeVisible();
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
});
