import { stat, rename, rm, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { BackupError } from './backup-key.ts';
import { backupsToKeep, isBackupName, takenAt, upgradeBackupsToRemove } from './retention.ts';
import type { RemoteSettings } from './remote-settings.ts';
import { runSftp } from './sftp.ts';

/**
 * The second copy of each backup, on another machine over SSH (sftp): a backup on the server's
 * only disk dies with it. The file is already encrypted (BACKUP_KEY), so the backup host never
 * holds anything readable. Only sftp is used, so the account there can be sftp-only (no shell).
 */

const remoteFile = (remote: RemoteSettings, name: string) => `${remote.path}/${name}`;

/**
 * A path of this machine in an sftp batch command: quoted, and refused when it holds what sftp
 * would read as a quote, an escape or a pattern.
 */
function local(path: string): string {
  if (/["\\*?[\]\n]/.test(path))
    throw new BackupError(
      `the path ${JSON.stringify(path)} cannot be handed to sftp: rename its folder`,
    );
  return `"${path}"`;
}

/** The backups the remote folder holds, by name (anything else there is left alone). */
export async function listRemote(remote: RemoteSettings): Promise<string[]> {
  const output = await runSftp(remote, [`ls -1 ${remote.path}`]);
  return output
    .split('\n')
    .map((line) => basename(line.trim()))
    .filter(isBackupName)
    .sort();
}

/**
 * Copies `file` into the remote folder under a temporary name, renames it once whole, and checks
 * the size the backup host reports: only a complete copy ever bears a backup's name there.
 */
export async function copyToRemote(remote: RemoteSettings, file: string): Promise<void> {
  const name = basename(file);
  const partial = remoteFile(remote, `.partial-${name}`);
  const output = await runSftp(remote, [
    // Left by a copy that was cut off: removed first (no error when there is none).
    `-rm ${remoteFile(remote, '.partial-*')}`,
    `put ${local(file)} ${partial}`,
    `rename ${partial} ${remoteFile(remote, name)}`,
    `ls -ln ${remoteFile(remote, name)}`,
  ]);
  const { size } = await stat(file);
  const listed = output
    .split('\n')
    .find((line) => line.trim().endsWith(name) && !line.startsWith('sftp>'));
  const remoteSize = Number(listed?.trim().split(/\s+/)[4]);
  if (remoteSize !== size)
    throw new BackupError(
      `the copy on the backup host holds ${Number.isNaN(remoteSize) ? 'an unknown number of' : remoteSize} bytes, the backup ${size}`,
    );
}

/**
 * Removes the remote backups the remote retention does not keep (by days and weeks; those taken
 * before an upgrade beyond the newest few, as here); answers their names.
 */
export async function pruneRemote(remote: RemoteSettings): Promise<string[]> {
  const names = await listRemote(remote);
  const keep = backupsToKeep(names, remote.daily, remote.weekly);
  const removed = [
    ...names.filter((name) => takenAt(name) !== null && !keep.has(name)),
    ...upgradeBackupsToRemove(names),
  ];
  if (removed.length > 0)
    await runSftp(
      remote,
      removed.map((name) => `rm ${remoteFile(remote, name)}`),
    );
  return removed;
}

/**
 * Fetches a backup back from the backup host into `dir` (the newest, or the one named) for a
 * restore, and answers its local path. The restore then checks the whole file before using it.
 */
export async function fetchFromRemote(
  remote: RemoteSettings,
  dir: string,
  wanted?: string,
): Promise<string> {
  if (wanted !== undefined && !isBackupName(wanted))
    throw new BackupError(`not a backup's name: ${wanted} (cabinet-<time>.backup)`);
  const names = await listRemote(remote);
  const name = wanted ?? names.at(-1);
  if (!name || !names.includes(name))
    throw new BackupError(
      name ? `the backup host holds no ${name}` : 'the backup host holds no backup yet',
    );
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, name);
  const partial = join(dir, `.partial-${name}`);
  try {
    await runSftp(remote, [`get ${remoteFile(remote, name)} ${local(partial)}`]);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return path;
}
