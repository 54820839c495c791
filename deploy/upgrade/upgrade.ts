import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { reasonOf, runApiCommand } from './api-command.ts';
import { fetchRelease } from './fetch-release.ts';
import { currentVersion, pruneReleases, releaseDir, switchCurrent } from './releases.ts';
import { rollBack, type Attempt } from './roll-back.ts';
import { runCommand } from './run-command.ts';
import type { Settings } from './settings.ts';
import { compareVersions, tagOf } from './version.ts';
import { waitReady } from './wait-ready.ts';

/** An upgrade refused before it touched anything (no current release, not a newer version). */
export class UpgradeRefused extends Error {}

/** An upgrade that failed; its message says what failed and where the practice stands. */
export class UpgradeFailed extends Error {}

/** The steps in their order, as a failure names them. */
const STEPS = {
  get: 'getting the release',
  build: 'installing and building the release',
  stop: 'stopping the API',
  backup: 'backing up the data',
  migrate: 'running the migrations of the new release',
  switch: 'switching current to the new release',
  restart: 'restarting Cabinet on the new release',
  ready: 'waiting until Cabinet is ready',
} as const;

/** The release `current` points at, which must be older than `version`. */
function previousRelease(home: string, version: string): string {
  const previous = currentVersion(home);
  if (!previous)
    throw new UpgradeRefused(
      `${join(home, 'current')} is not a link to a release: install the first release as docs/deploy.md says`,
    );
  if (compareVersions(version, previous) <= 0)
    throw new UpgradeRefused(
      `${version} is not newer than the current release ${previous}: to go back, roll back by hand (docs/deploy.md, "Rolling back by hand")`,
    );
  return previous;
}

/**
 * Upgrades the practice to `version`: gets and builds it in a folder of its own while the current
 * release serves, stops the API, backs up the data with the current release, runs the new
 * release's migrations, points `current` at it, restarts the units and waits until they are ready;
 * then removes the release folders beyond those kept. Any failure rolls back (roll-back.ts) and
 * throws `UpgradeFailed`. `say` prints a line of progress. Answers the lines of the outcome.
 */
export async function upgrade(
  settings: Settings,
  version: string,
  say: (line: string) => void,
): Promise<string[]> {
  const previous = previousRelease(settings.home, version);
  const attempt: Attempt = {
    version,
    folder: releaseDir(settings.home, version),
    previous,
    previousFolder: releaseDir(settings.home, previous),
    stopped: false,
    backup: null,
    migrationsRan: false,
    switched: false,
  };
  const { folder, previousFolder } = attempt;
  let step: keyof typeof STEPS = 'get';
  const begin = (next: typeof step, line: string) => {
    step = next;
    say(line);
  };
  let stoppedAt: number | undefined;
  try {
    begin('get', `Getting ${version} (tag ${tagOf(version)} of ${settings.repository})`);
    // What an interrupted or failed upgrade to this version left.
    rmSync(folder, { recursive: true, force: true });
    await fetchRelease(settings.repository, version, folder);
    begin('build', `Installing and building ${version} in ${folder}`);
    await runCommand(settings.build, { cwd: folder });

    // Stopped first, so the backup holds everything written before the new release's migrations.
    begin('stop', `Stopping the API (the sites keep serving ${previous})`);
    attempt.stopped = true;
    stoppedAt = Date.now();
    await runCommand(settings.stop);
    begin('backup', `Backing up the data with ${previous}`);
    // Named after the version upgraded to: the nightly retention does not remove it.
    const printed = await runApiCommand(settings, previousFolder, 'backup.js', [
      'backup',
      '--before-upgrade',
      version,
    ]);
    // The backup command prints the file it wrote as its last line.
    const written = printed.trim().split('\n').at(-1) ?? '';
    if (!written.endsWith('.backup'))
      throw new Error('the backup command did not name the file it wrote');
    attempt.backup = written;
    begin('migrate', `Running the migrations of ${version}`);
    attempt.migrationsRan = true;
    await runApiCommand(settings, folder, 'migrate.js');
    begin('switch', `Switching current to ${version}`);
    switchCurrent(settings.home, version);
    attempt.switched = true;
    begin('restart', `Restarting Cabinet on ${version}`);
    await runCommand(settings.restart);
    begin('ready', `Waiting until Cabinet is ready (${settings.readySeconds} s at most)`);
    await waitReady(settings.readyUrls, settings.readySeconds);
  } catch (error) {
    const failure = `Upgrade to ${version} failed while ${STEPS[step]}: ${reasonOf(error)}.`;
    say(`${failure} Rolling back to ${previous}.`);
    throw new UpgradeFailed([failure, ...(await rollBack(settings, attempt, say))].join('\n'));
  }

  const offline = Math.round((Date.now() - (stoppedAt ?? Date.now())) / 1000);
  const pruned = pruneReleases(settings.home, settings.keepReleases);
  return [
    `Cabinet ${version} is serving (current → releases/${version}); the API was offline ${offline} s.`,
    `The backup taken before the upgrade: ${attempt.backup}.`,
    ...(pruned.length > 0 ? [`Old release folders removed: ${pruned.join(', ')}.`] : []),
  ];
}
