import { ConfigError } from '../config.ts';
import { safeErrorText } from '../lib/redacted-error.ts';
import { BackupError } from './backup-key.ts';

/**
 * The one line `pnpm backup` and `pnpm restore` print when they fail. A database error's message
 * quotes the statement and every bound value (password hashes, contact messages), and so does a
 * dropped connection's: only codes and names are printed (see `safeErrorText`), never the message.
 */
export function failureLine(error: unknown): string {
  if (error instanceof BackupError || error instanceof ConfigError)
    return `cabinet-backup: ${error.message}`;
  return `cabinet-backup: failed: ${safeErrorText(error)}`;
}
