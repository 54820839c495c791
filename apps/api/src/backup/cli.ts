/**
 * `pnpm backup [--before-upgrade VERSION]` and `pnpm restore FILE [--force | --wipe]`: the command
 * line of the backups. It reads the
 * API's own environment (DATA_DIR, DATABASE_URL, UPLOAD_DIR) plus BACKUP_KEY, BACKUP_DIR (default
 * ./backups), BACKUP_KEEP_DAILY (7) and BACKUP_KEEP_WEEKLY (4). A backup prints the written file's
 * path as its last line; any refusal is one line on stderr and a non-zero exit. Nothing it prints
 * holds a secret or a row's content: counts and names only. With the embedded database and the API
 * running on it, the running API writes the backup (backup-socket.ts); otherwise the command opens
 * the database itself.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { uploadDirOf } from '../files/file-store.ts';
import { backupFileName, createBackup, type Manifest } from './backup.ts';
import { restoreBackup, restoreEmbedded, type RestoreOptions } from './restore.ts';
import { BackupError, parseBackupKey } from './backup-key.ts';
import { applyRetention } from './retention.ts';
import { askRunningApi, runningApiHolds } from './ask-running-api.ts';
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

/** `backup`'s one option: the version an upgrade goes to, named in the file (`cabinet upgrade`). */
function beforeUpgradeOf(args: string[]): string | undefined {
  if (args.length === 0) return undefined;
  if (args[0] !== '--before-upgrade' || args.length !== 2)
    throw new BackupError('usage: backup [--before-upgrade VERSION]');
  // Checked here, before the database is opened; the running API checks it again.
  backupFileName(new Date(), args[1]);
  return args[1];
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command !== 'backup' && command !== 'restore')
    throw new BackupError(
      'usage: backup [--before-upgrade VERSION] | restore FILE [--force | --wipe]',
    );
  const key = parseBackupKey(process.env.BACKUP_KEY);
  const beforeUpgrade = command === 'backup' ? beforeUpgradeOf(rest) : undefined;
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) {
    // The embedded database is held by the API while it runs: that process takes the backup.
    if (command === 'backup') {
      const { backupDir, daily, weekly } = backupSettings();
      const started = Date.now();
      const written = await askRunningApi(dataDir, {
        backup_dir: backupDir,
        key: key.toString('hex'),
        ...(beforeUpgrade === undefined ? {} : { before_upgrade: beforeUpgrade }),
      });
      if (written) {
        const removed = await applyRetention(backupDir, daily, weekly);
        process.stdout.write(
          `backup: ${written.rows} rows, ${written.files} files in ${Date.now() - started} ms, written by the running API; ${removed.length} old backups removed\n${written.path}\n`,
        );
        return;
      }
    } else if (await runningApiHolds(dataDir)) {
      throw new BackupError(
        'the API is running on this DATA_DIR: stop it before restoring into it',
      );
    } else {
      // Restored beside DATA_DIR's database and swapped in: nothing opens that one before.
      const options = restoreOptions(rest, key);
      const target = { dataDir, uploadDir: uploadDirOf(config) };
      return reportRestore(() => restoreEmbedded(target, options));
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
      const { path, manifest } = await createBackup(place, { backupDir, key, beforeUpgrade });
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      const removed = await applyRetention(backupDir, daily, weekly);
      process.stdout.write(
        `backup: ${rows} rows, ${manifest.files.length} files in ${Date.now() - started} ms; ${removed.length} old backups removed\n${path}\n`,
      );
    } else {
      const options = restoreOptions(rest, key);
      await reportRestore(() => restoreBackup(place, options));
    }
  } finally {
    await database.close();
  }
}

/** `restore FILE [--force | --wipe]`'s arguments. */
function restoreOptions(rest: string[], key: Buffer): RestoreOptions {
  const file = rest.find((arg) => !arg.startsWith('--'));
  if (!file) throw new BackupError('usage: restore FILE [--force | --wipe]');
  const unknown = rest.filter(
    (arg) => arg.startsWith('--') && arg !== '--force' && arg !== '--wipe',
  );
  if (unknown.length > 0) throw new BackupError(`unknown option ${unknown[0]}`);
  return {
    file: resolve(file),
    key,
    force: rest.includes('--force'),
    // The rollback of an upgrade: the database holds a newer release's tables and migrations.
    wipe: rest.includes('--wipe'),
  };
}

/** Runs a restore and prints what it brought back. */
async function reportRestore(restore: () => Promise<Manifest>): Promise<void> {
  const started = Date.now();
  const manifest = await restore();
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `restored ${rows} rows and ${manifest.files.length} files of ${manifest.createdAt} in ${Date.now() - started} ms\n`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${failureLine(error)}\n`);
  process.exit(1);
});
