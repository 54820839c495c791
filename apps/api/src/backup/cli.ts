/**
 * `pnpm backup`, `pnpm restore FILE [--force]` and `backup.js fetch [NAME] [--to DIR]`: the command
 * line of the backups. It reads the API's own environment (DATA_DIR, DATABASE_URL, UPLOAD_DIR) plus
 * BACKUP_KEY, BACKUP_DIR (default ./backups), BACKUP_KEEP_DAILY (7) and BACKUP_KEEP_WEEKLY (4), and
 * for the second copy over SSH BACKUP_SSH_* and BACKUP_REMOTE_KEEP_* (remote-settings.ts). A backup
 * prints the written file's path as its last line; any refusal is one line on stderr and a non-zero
 * exit. Nothing it prints holds a secret or a row's content: counts and names only. With the
 * embedded database and the API running on it, the running API writes the backup
 * (backup-socket.ts); otherwise the command opens the database itself. Either way the outcome is
 * recorded for the back-office's status screen, and a backup whose second copy failed fails.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { uploadDirOf } from '../files/file-store.ts';
import { createBackup, restoreBackup } from './backup.ts';
import { BackupError, parseBackupKey } from './backup-key.ts';
import { applyRetention } from './retention.ts';
import { askRunningApi, runningApiHolds, sendToRunningApi } from './ask-running-api.ts';
import { afterBackup, record, type Recorder } from './backup-outcome.ts';
import { fetchFromRemote } from './remote-copy.ts';
import { remoteSettings } from './remote-settings.ts';
import { recordJob, type JobOutcome } from '../ops/job-status.ts';
import { failureLine } from './failure-line.ts';
import { safeErrorText } from '../lib/redacted-error.ts';

function count(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new BackupError(`${name}: must be a whole number of at least 1 (got "${raw}")`);
  return Number(raw);
}

/** Where backups go and how many are kept (BACKUP_DIR, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). */
function backupSettings() {
  return {
    backupDir: resolve(process.env.BACKUP_DIR?.trim() || './backups'),
    daily: count('BACKUP_KEEP_DAILY', 7),
    weekly: count('BACKUP_KEEP_WEEKLY', 4),
  };
}

/** A failed backup as the status screen shows it: the command's own line. */
const failed = (error: unknown): JobOutcome => ({
  ok: false,
  at: new Date().toISOString(),
  reason: failureLine(error).replace(/^cabinet-backup: /, ''),
});

/** Records the outcome through the API that holds the embedded database. */
const throughApi =
  (dataDir: string): Recorder =>
  async (outcome) => {
    const answer = await sendToRunningApi<{ ok: boolean }>(
      dataDir,
      { type: 'job', job: 'backup', outcome },
      60_000,
    );
    if (!answer?.ok) throw new BackupError('the running API did not record it');
  };

/** `fetch [NAME] [--to DIR]`: a backup fetched back from the backup host, its path printed last. */
async function fetchCommand(rest: string[]): Promise<void> {
  const to = rest.indexOf('--to');
  const dir = to === -1 ? backupSettings().backupDir : rest[to + 1];
  if (!dir) throw new BackupError('usage: fetch [NAME] [--to DIR]');
  const names = rest.filter((arg, index) => index !== to && index !== to + 1);
  const unknown = names.find((arg) => arg.startsWith('--'));
  if (unknown || names.length > 1)
    throw new BackupError(unknown ? `unknown option ${unknown}` : 'usage: fetch [NAME] [--to DIR]');
  const remote = remoteSettings();
  if (!remote)
    throw new BackupError('BACKUP_SSH_TARGET is not set: there is no second copy to fetch');
  const path = await fetchFromRemote(remote, resolve(dir), names[0]);
  process.stdout.write(`fetched from the backup host\n${path}\n`);
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'fetch') return fetchCommand(rest);
  if (command !== 'backup' && command !== 'restore')
    throw new BackupError('usage: backup | restore FILE [--force] | fetch [NAME] [--to DIR]');
  const key = parseBackupKey(process.env.BACKUP_KEY);
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) {
    // The embedded database is held by the API while it runs: that process takes the backup.
    if (command === 'backup') {
      const { backupDir, daily, weekly } = backupSettings();
      const started = Date.now();
      const recorder = throughApi(dataDir);
      const written = await askRunningApi(dataDir, {
        backup_dir: backupDir,
        key: key.toString('hex'),
      }).catch(async (error: unknown) => {
        await record(recorder, failed(error));
        throw error;
      });
      if (written) {
        const removed = await applyRetention(backupDir, daily, weekly);
        const { note, copyFailure } = await afterBackup(written.path, recorder);
        process.stdout.write(
          `backup: ${written.rows} rows, ${written.files} files in ${Date.now() - started} ms, written by the running API; ${removed.length} old backups removed; ${note}\n${written.path}\n`,
        );
        if (copyFailure) throw new BackupError(`the backup was written, but ${copyFailure}`);
        return;
      }
    } else if (await runningApiHolds(dataDir)) {
      throw new BackupError(
        'the API is running on this DATA_DIR: stop it before restoring into it',
      );
    }
  }
  let database: DatabaseHandle;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
      : await openDatabase({
          kind: 'pglite',
          dataDir,
          // Standard output ends with the backup's path: the conversion's line goes beside it.
          log: (line) => process.stderr.write(`${line}\n`),
        });
  } catch (error) {
    throw new BackupError(`cannot open the database: ${safeErrorText(error)}`);
  }
  const place = { database, dataDir, uploadDir: uploadDirOf(config) };
  try {
    if (command === 'backup') {
      const { backupDir, daily, weekly } = backupSettings();
      const started = Date.now();
      const recorder: Recorder = (outcome) => recordJob(database.db, 'backup', outcome);
      const { path, manifest } = await createBackup(place, { backupDir, key }).catch(
        async (error: unknown) => {
          await record(recorder, failed(error));
          throw error;
        },
      );
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      const removed = await applyRetention(backupDir, daily, weekly);
      const { note, copyFailure } = await afterBackup(path, recorder);
      process.stdout.write(
        `backup: ${rows} rows, ${manifest.files.length} files in ${Date.now() - started} ms; ${removed.length} old backups removed; ${note}\n${path}\n`,
      );
      if (copyFailure) throw new BackupError(`the backup was written, but ${copyFailure}`);
    } else {
      const file = rest.find((arg) => !arg.startsWith('--'));
      if (!file) throw new BackupError('usage: restore FILE [--force]');
      const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');
      if (unknown.length > 0) throw new BackupError(`unknown option ${unknown[0]}`);
      const started = Date.now();
      const manifest = await restoreBackup(place, {
        file: resolve(file),
        key,
        force: rest.includes('--force'),
      });
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      process.stdout.write(
        `restored ${rows} rows and ${manifest.files.length} files of ${manifest.createdAt} in ${Date.now() - started} ms\n`,
      );
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${failureLine(error)}\n`);
  process.exit(1);
});
