import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { e2eDataDir } from '@cabinet/e2e/playwright-config';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './signed-in';

const backupCommand = resolve(import.meta.dirname, '../../api/dist/backup.js');

/** `pnpm backup` on the e2e API's data folder, as the nightly timer runs it: the API writes it. */
function backUp(): string {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const made = spawnSync(process.execPath, [backupCommand, 'backup'], {
    env: {
      ...inherited,
      DATA_DIR: e2eDataDir(),
      BACKUP_DIR: mkdtempSync(join(tmpdir(), 'cabinet-e2e-backups-')),
      BACKUP_KEY: '0123456789abcdef'.repeat(4),
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(made.status, made.stderr).toBe(0);
  return made.stdout.trim().split('\n').at(-1)!;
}

test('the status screen tells a server never backed up, then the backup just written', async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'System status' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  const backups = page.getByRole('region', { name: 'Backups' });
  // No spec of this run takes a backup before this one: a fresh server has none.
  await expect(backups.getByRole('alert')).toHaveText(
    'No backup has been made yet. Set up the nightly backup (deploy guide, section 10).',
  );
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByText('Answering')).toHaveCount(2);

  const file = basename(backUp());
  await page.getByRole('button', { name: 'Check again' }).click();
  // Written and recorded by the running API; no second copy is configured on this machine.
  await expect(backups.getByRole('alert')).toContainText(
    'The last backup succeeded, but it is only on this server',
  );
  await expect(backups.getByText(file)).toBeVisible();
  await expect(backups.getByText('None configured')).toBeVisible();

  await page.getByRole('link', { name: 'Open the mail outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
});
