import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const apiRoot = resolve(import.meta.dirname, '../..');

/**
 * A built file of the API, as an operator runs it: tests that start a process start the build
 * (`dist/`), so the bundle itself is what they prove. Missing: the test says how to make it.
 */
function built(file: string): string {
  const path = join(apiRoot, 'dist', file);
  if (!existsSync(path)) {
    throw new Error(
      `apps/api/dist/${file} is missing: build the API first (pnpm --filter @cabinet/api build).`,
    );
  }
  return path;
}

/** The API server (`pnpm serve`, the systemd unit). */
export const builtServer = (): string => built('server.js');

/** `pnpm backup` and `pnpm restore`. */
export const builtBackupCli = (): string => built('backup.js');

/** `pnpm migrate`, which `cabinet upgrade` runs with a new release before switching to it. */
export const builtMigrateCli = (): string => built('migrate.js');

/** `pnpm uploads:to-database`. */
export const builtUploadsCli = (): string => built('uploads-to-database.js');
