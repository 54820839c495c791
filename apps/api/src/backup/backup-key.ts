import { createHmac } from 'node:crypto';

/** Raised for a backup or restore that cannot go on; the message is one line an operator can act on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * BACKUP_KEY: 64 hexadecimal characters (32 bytes, `openssl rand -hex 32`), its own key, never the
 * app secret: whoever holds a backup and the app secret must still not read it without this key.
 */
export function parseBackupKey(value: string | undefined): Buffer {
  const key = value?.trim();
  if (!key)
    throw new BackupError(
      'BACKUP_KEY: required (64 hexadecimal characters, e.g. `openssl rand -hex 32`)',
    );
  if (!/^[0-9a-fA-F]{64}$/.test(key))
    throw new BackupError(
      'BACKUP_KEY: must be 64 hexadecimal characters (e.g. `openssl rand -hex 32`)',
    );
  return Buffer.from(key, 'hex');
}

/** A short fingerprint of the key kept in the file, so a wrong key is told apart from a tampered file. */
export function keyCheck(key: Buffer): Buffer {
  return createHmac('sha256', key).update('cabinet-backup-key-check').digest().subarray(0, 8);
}
