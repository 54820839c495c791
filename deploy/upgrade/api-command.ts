import { join } from 'node:path';
import { runCommand, shellWord } from './run-command.ts';
import type { Settings } from './settings.ts';

/**
 * Runs one of the API's built commands of a release (`backup.js backup`, `migrate.js`,
 * `backup.js restore FILE --wipe`) as the API runs: CABINET_API_NODE gives its account and settings.
 * From the release's folder, which every account may read. Answers what it printed.
 */
export function runApiCommand(
  settings: Settings,
  release: string,
  script: 'backup.js' | 'migrate.js',
  args: string[] = [],
): Promise<string> {
  const words = [join(release, 'apps/api/dist', script), ...args].map(shellWord);
  return runCommand([settings.apiNode, ...words].join(' '), { cwd: release });
}

/** The message of an error, as a failure line quotes it (without its own closing full stop). */
export const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
