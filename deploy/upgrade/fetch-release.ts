import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runCommand, shellWord } from './run-command.ts';
import { tagOf } from './version.ts';

/**
 * Puts the source of `version` into `folder`: the repository's tag `v<version>`, its last commit
 * only. The tag must hold that version in its package.json, so a mistyped or moved tag is caught
 * before anything is built.
 */
export async function fetchRelease(repository: string, version: string, folder: string) {
  mkdirSync(dirname(folder), { recursive: true });
  const clone = [
    'git',
    '-c',
    'advice.detachedHead=false',
    'clone',
    '--quiet',
    '--depth',
    '1',
    '--branch',
    tagOf(version),
  ];
  await runCommand([...clone, repository, folder].map(shellWord).join(' '));
  const { version: found } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (found !== version)
    throw new Error(`the tag ${tagOf(version)} holds version ${found ?? 'none'} in package.json`);
}
