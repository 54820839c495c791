import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser, staffUser } from '../../testing/session';
import { healthyStatus, systemStatusApi } from '../../testing/system-status-handlers';

const signedIn = { token: 'token-1', user: adminUser };
const backupStatus = healthyStatus().backup;
const lastSuccess = backupStatus.last_success!;

// Texts are compared with their spaces made plain (Testing Library's default): the narrow no-break
// space French and Intl put before a unit or % reads as a space.

/** The status screen of an administrator, the API answering `status`. */
async function open(status = healthyStatus(), language: 'fr' | 'en' | 'de' = 'en') {
  const api = systemStatusApi(status);
  server.use(...api.handlers);
  const view = await renderRoute('/status', { session: signedIn, language });
  const backups = { fr: 'Sauvegardes', en: 'Backups', de: 'Sicherungen' }[language];
  await screen.findByRole('region', { name: backups });
  return { ...view, api };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the system status screen', () => {
  it('shows a healthy server: the backup and where it was copied, the services, mails and disk', async () => {
    await open(healthyStatus(), 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'État du système' })).toBeVisible();
    expect(document.title).toBe('État du système · Cabinet · Espace équipe');
    const backups = region('Sauvegardes');
    expect(within(backups).getByRole('alert')).toHaveTextContent(
      'La dernière sauvegarde a réussi et a été copiée dans un second lieu.',
    );
    expect(within(backups).getByText('48,2 Mo')).toBeVisible();
    expect(within(backups).getByText(lastSuccess.file)).toBeVisible();
    expect(
      within(backups).getByText('Copiée vers cabinet@vault.example.net:backups'),
    ).toBeVisible();
    const services = region('Services');
    expect(within(services).getAllByText('Répond')).toHaveLength(2);
    expect(within(services).getByText(/^Dernier passage le 2 décembre 2026/)).toBeVisible();
    const mails = region('File d’envoi des e-mails');
    expect(within(mails).getByRole('link', { name: 'Ouvrir la boîte d’envoi' })).toHaveAttribute(
      'href',
      '/mail-outbox',
    );
    expect(
      within(region('Espace disque du dossier de données')).getByText(
        '41,9 Go libres sur 63,2 Go (66 %)',
      ),
    ).toBeVisible();
  });

  it('says plainly when the server was never backed up', async () => {
    await open(
      healthyStatus({
        backup: { ...backupStatus, state: 'never', last_success: null, last_failure: null },
      }),
    );
    const backups = region('Backups');
    expect(within(backups).getByRole('alert')).toHaveTextContent(
      'No backup has been made yet. Set up the nightly backup (deploy guide, section 10).',
    );
    expect(within(backups).queryByText('Last successful backup')).not.toBeInTheDocument();
  });

  it('warns when the last backup is older than 26 hours', async () => {
    await open(healthyStatus({ backup: { ...backupStatus, state: 'stale' } }), 'de');
    expect(within(region('Sicherungen')).getByRole('alert')).toHaveTextContent(
      'Die letzte gelungene Sicherung ist älter als 26 Stunden: Eine nächtliche Sicherung ist ausgefallen.',
    );
  });

  it('tells a failed copy and why, in the reader’s words', async () => {
    const failedCopy = {
      target: 'cabinet@vault.example.net:backups',
      ok: false,
      at: '2026-12-02T02:31:40.000Z',
      reason: 'the backup host cannot be reached',
    };
    await open(
      healthyStatus({
        backup: {
          ...backupStatus,
          state: 'copy_failed',
          last_success: { ...lastSuccess, copies: [failedCopy] },
        },
      }),
    );
    const backups = region('Backups');
    expect(within(backups).getByRole('alert')).toHaveTextContent(
      'The last backup was made, but its copy to the second place failed.',
    );
    expect(
      within(backups).getByText(
        'Not copied to cabinet@vault.example.net:backups: the backup host cannot be reached',
      ),
    ).toBeVisible();
  });

  it('tells a failed backup with the reason the server gave', async () => {
    await open(
      healthyStatus({
        backup: {
          ...backupStatus,
          state: 'failed',
          last_failure: { at: '2026-12-02T02:30:05.000Z', reason: 'cannot open the database' },
        },
      }),
    );
    const backups = region('Backups');
    expect(within(backups).getByRole('alert')).toHaveTextContent('The last backup failed.');
    expect(within(backups).getByText(/: cannot open the database$/)).toBeVisible();
  });

  it('warns that a backup kept only on this server is lost with its disk', async () => {
    await open(
      healthyStatus({ backup: { ...backupStatus, last_success: { ...lastSuccess, copies: [] } } }),
    );
    const backups = region('Backups');
    expect(within(backups).getByRole('alert')).toHaveTextContent(
      'only on this server: no second copy is configured',
    );
    expect(within(backups).getByText('None configured')).toBeVisible();
  });

  it('warns of failing mails, a late housekeeping and a disk running full', async () => {
    await open(
      healthyStatus({
        mail: {
          state: 'failing',
          delayed_after_minutes: 30,
          queued: 3,
          failed: 2,
          oldest_queued_at: '2026-12-02T07:00:00.000Z',
        },
        disk: { state: 'low', low_below_percent: 20, free_bytes: 5e9, total_bytes: 63.2e9 },
        services: {
          api: 'ok',
          database: 'ok',
          housekeeping: {
            state: 'late',
            late_after_hours: 3,
            last_run_at: '2026-12-02T04:00:00.000Z',
          },
        },
      }),
    );
    const mails = region('Mail queue');
    expect(within(mails).getByRole('alert')).toHaveTextContent(
      'Some mails could not be sent, even after several attempts.',
    );
    expect(within(mails).getByText(/\(2 hours ago\)$/)).toBeVisible();
    expect(within(region('Services')).getByText(/^No run for more than 3 hours/)).toBeVisible();
    expect(within(region('Disk space of the data folder')).getByRole('alert')).toHaveTextContent(
      'Less than 20% of the disk is free',
    );
  });

  it('checks again on demand', async () => {
    const { user, api } = await open();
    const before = api.calls();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await expect.poll(() => api.calls()).toBe(before + 1);
  });

  it('shows why the status could not be read, with a retry', async () => {
    server.use(...systemStatusApi(healthyStatus(), { status: 500, detail: 'boom' }).handlers);
    await renderRoute('/status', { session: signedIn, language: 'en' });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
  });

  it('is for administrators only: other staff are told so, and the status is not asked for', async () => {
    const api = systemStatusApi();
    server.use(...api.handlers);
    await renderRoute('/status', {
      session: { token: 'token-2', user: staffUser },
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/administrators/i);
    expect(api.calls()).toBe(0);
  });
});
