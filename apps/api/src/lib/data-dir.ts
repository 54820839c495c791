import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from '../config.ts';

/**
 * Makes sure DATA_DIR exists and is writable, or explains why not. Folders it creates are their
 * owner's only (0700): the database, the app secret and the uploaded files live there.
 */
export function ensureDataDir(dataDir: string): string {
  const absolute = resolve(dataDir);
  try {
    mkdirSync(absolute, { recursive: true, mode: 0o700 });
    accessSync(absolute, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`DATA_DIR "${absolute}" is not a writable folder (${code}).`);
  }
  return absolute;
}
