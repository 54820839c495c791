import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mailOutboxApi, mailRecord } from '../../testing/mail-outbox-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser, staffUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };

describe('failed mails, for administrators', () => {
  it('counts the failed mails on Home and links to them', async () => {
    const api = mailOutboxApi([
      mailRecord(3),
      mailRecord(2),
      mailRecord(1, { status: 'sent', sent_at: '2026-03-01T08:00:00.000Z' }),
    ]);
    server.use(...api.handlers);
    const { user, router } = await renderRoute('/', { session, language: 'en' });

    const notice = await screen.findByText(
      '2 mails could not be sent, even after several attempts.',
      undefined,
      { timeout: 15_000 },
    );
    expect(notice).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'See failed mails' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mail outbox' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/mail-outbox');
    const table = await screen.findByRole('table');
    expect(await within(table).findAllByText('Failed')).toHaveLength(2);
    expect(within(table).queryAllByRole('cell', { name: 'Sent' })).toHaveLength(0);
    expect(within(table).getAllByText('Could not connect to the mail server.')).toHaveLength(2);
    // Read only: nothing to create, import or archive.
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Archived' })).toBeNull();
  });

  it('shows no cue on Home while every mail went out', async () => {
    server.use(...mailOutboxApi([mailRecord(1, { status: 'sent' })]).handlers);
    await renderRoute('/', { session, language: 'fr' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Voir les e-mails en échec' })).toBeNull(),
    );
  });

  it('sends a failed mail again from its page', async () => {
    const api = mailOutboxApi([mailRecord(3)]);
    server.use(...api.handlers);
    const { user } = await renderRoute('/mail-outbox/3', { session, language: 'de' });

    expect(
      await screen.findByText('Hinweis auf neue Kontaktanfrage', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    // The API's reason, in the reader's language.
    expect(screen.getByText('Keine Verbindung zum Mailserver möglich.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Erneut senden' }));
    expect(
      await screen.findByText(
        'Die E-Mail ist wieder in der Warteschlange und wird gleich gesendet.',
      ),
    ).toBeVisible();
    expect(api.resent).toEqual([3]);
  });

  it('offers neither the outbox nor the cue to staff', async () => {
    await renderRoute('/', { session: { token: 'token-2', user: staffUser }, language: 'en' });
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 15_000 },
    );
    expect(within(nav).queryByRole('link', { name: 'Mail outbox' })).toBeNull();
    expect(screen.queryByText(/could not be sent/)).toBeNull();
  });
});
