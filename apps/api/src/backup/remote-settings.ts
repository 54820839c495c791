import { existsSync } from 'node:fs';
import { BackupError } from './backup-key.ts';

/** Where the second copy of each backup goes, over SSH, and how many are kept there. */
export interface RemoteSettings {
  user: string;
  host: string;
  port: number;
  /** The folder on the backup host (relative to the account's home, or absolute). */
  path: string;
  /** The private key of this copy alone (`BACKUP_SSH_KEY`). */
  key: string;
  /** The backup host's pinned public key, in known_hosts form (`BACKUP_SSH_KNOWN_HOSTS`). */
  knownHosts: string;
  daily: number;
  weekly: number;
}

/**
 * `user@host:path`, in plain characters only: the path goes into sftp's batch commands, and no part
 * may begin with `-`, which ssh and sftp would read as an option.
 */
const TARGET =
  /^([A-Za-z0-9_][A-Za-z0-9._-]{0,63})@([A-Za-z0-9][A-Za-z0-9.-]{0,252}|\[[0-9A-Fa-f:.]{2,45}\]):([A-Za-z0-9._/][A-Za-z0-9._/-]{0,199})$/;

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new BackupError(`${name}: must be a whole number of at least 1 (got "${raw}")`);
  return Number(raw);
}

function file(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new BackupError(`${name}: required with BACKUP_SSH_TARGET`);
  // ssh reads a list of files, split at spaces, from UserKnownHostsFile.
  if (/\s/.test(value)) throw new BackupError(`${name}: a path without spaces, please`);
  if (!existsSync(value)) throw new BackupError(`${name}: no such file: ${value}`);
  return value;
}

/**
 * The second copy's settings from the backup's environment; null when BACKUP_SSH_TARGET is unset
 * (no second copy). The host's key must be pinned in its own known_hosts file: a host never seen
 * is refused, never trusted on first use.
 */
export function remoteSettings(env: NodeJS.ProcessEnv = process.env): RemoteSettings | null {
  const target = env.BACKUP_SSH_TARGET?.trim();
  if (!target) return null;
  const match = TARGET.exec(target);
  if (!match)
    throw new BackupError(
      `BACKUP_SSH_TARGET: must be user@host:folder, the folder in letters, digits and . _ / - (got "${target}")`,
    );
  const port = count(env, 'BACKUP_SSH_PORT', 22);
  if (port > 65535) throw new BackupError(`BACKUP_SSH_PORT: must be a port number (got "${port}")`);
  return {
    user: match[1]!,
    host: match[2]!.replace(/^\[|\]$/g, ''),
    port,
    path: match[3]!.replace(/\/+$/, '') || '/',
    key: file(env, 'BACKUP_SSH_KEY'),
    knownHosts: file(env, 'BACKUP_SSH_KNOWN_HOSTS'),
    daily: count(env, 'BACKUP_REMOTE_KEEP_DAILY', 14),
    weekly: count(env, 'BACKUP_REMOTE_KEEP_WEEKLY', 8),
  };
}

/**
 * The copy's place as the status screen and the logs show it, as the operator wrote it: no key,
 * no file of this machine. `backup@vault.example:cabinet`, with the port when it is not 22.
 */
export function remoteLabel(remote: RemoteSettings): string {
  const host = remote.host.includes(':') ? `[${remote.host}]` : remote.host;
  const place = `${remote.user}@${host}:${remote.path}`;
  return remote.port === 22 ? place : `${place} (port ${remote.port})`;
}
