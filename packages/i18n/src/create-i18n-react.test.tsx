// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';

function EmptyList() {
  const { t } = useTranslation();
  return <p>{t('list.empty')}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

it('re-renders translated components when the server texts arrive after the first paint', async () => {
  localStorage.setItem('i18nextLng', 'en');
  const pending = new Map<string, (response: Response) => void>();
  const fetch = vi.fn<typeof globalThis.fetch>(
    (input) =>
      new Promise<Response>((resolve) =>
        pending.set(input instanceof Request ? input.url : String(input), resolve),
      ),
  );
  const i18n = await createI18n({
    apiUrl: 'http://api.test',
    namespaces: ['common'],
    fetch,
    serverTextsTimeoutMs: 0,
  });

  render(
    <I18nextProvider i18n={i18n}>
      <EmptyList />
    </I18nextProvider>,
  );
  expect(screen.getByText('Nothing here yet.')).toBeTruthy();

  const answerEnglish = pending.get('http://api.test/site_content/common/en.json');
  answerEnglish?.(new Response(JSON.stringify({ 'list.empty': 'No entries so far.' })));

  expect(await screen.findByText('No entries so far.')).toBeTruthy();
});
