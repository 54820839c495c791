import { ConfigError } from '../config.ts';
import { databaseErrorOf, redactedError } from '../lib/redacted-error.ts';
import { BackupError } from './backup-key.ts';

/**
 * The one line `pnpm backup` and `pnpm restore` print when they fail. A database error's message
 * quotes the statement and every bound value (password hashes, contact messages): only its code and
 * what it names are printed, never the message.
 */
export function failureLine(error: unknown): string {
  if (error instanceof BackupError || error instanceof ConfigError)
    return `cabinet-backup: ${error.message}`;
  if (databaseErrorOf(error)) {
    const { message, table, constraint } = redactedError(error);
    const names = [table && `table ${table}`, constraint && `constraint ${constraint}`]
      .filter(Boolean)
      .join(', ');
    return `cabinet-backup: failed: the database refused it (${message}${names ? `, ${names}` : ''})`;
  }
  return `cabinet-backup: failed: ${error instanceof Error ? error.message : String(error)}`;
}
