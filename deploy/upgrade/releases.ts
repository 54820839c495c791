import { existsSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compareVersions, isVersion } from './version.ts';

/**
 * The release folders under CABINET_HOME: `releases/<version>`, each a whole built copy of Cabinet,
 * and `current`, a link to the one the units run (they start from /opt/cabinet/current/…). A build
 * happens in a folder of its own, so the running servers' files never change under them.
 */
export const releasesDir = (home: string): string => join(home, 'releases');
export const releaseDir = (home: string, version: string): string =>
  join(releasesDir(home), version);
const currentLink = (home: string) => join(home, 'current');

/** The version `current` points at, or null when there is no such link. */
export function currentVersion(home: string): string | null {
  try {
    return basename(readlinkSync(currentLink(home)));
  } catch {
    return null;
  }
}

/**
 * Points `current` at a release in one step: a new link made beside it is renamed over it (what
 * `ln -s` then `mv -T` do), so a unit starting meanwhile finds either release, never none.
 */
export function switchCurrent(home: string, version: string): void {
  const next = join(home, `.current-${process.pid}`);
  rmSync(next, { force: true });
  // Relative, so the whole of CABINET_HOME can move.
  symlinkSync(join('releases', version), next);
  renameSync(next, currentLink(home));
}

/**
 * Removes release folders older than the current one beyond the newest `keep` (the current one
 * included); answers the versions removed. Folders not named after a version are left alone.
 */
export function pruneReleases(home: string, keep: number): string[] {
  const current = currentVersion(home);
  if (!current || !existsSync(releasesDir(home))) return [];
  const older = readdirSync(releasesDir(home))
    .filter((name) => isVersion(name) && compareVersions(name, current) <= 0)
    .sort((a, b) => compareVersions(b, a))
    .slice(keep);
  for (const version of older) rmSync(releaseDir(home, version), { recursive: true, force: true });
  return older;
}
