import { existsSync, rmSync } from 'node:fs';
import { reasonOf, runApiCommand } from './api-command.ts';
import { currentVersion, switchCurrent } from './releases.ts';
import { runCommand } from './run-command.ts';
import type { Settings } from './settings.ts';
import { waitReady } from './wait-ready.ts';

/** How far an upgrade went before it failed: what its rollback has to undo. */
export interface Attempt {
  version: string;
  folder: string;
  previous: string;
  previousFolder: string;
  /** The API was stopped (the units need a restart). */
  stopped: boolean;
  /** The backup taken before the migrations, once written. */
  backup: string | null;
  /** The new release's migrations started: the database may hold them. */
  migrationsRan: boolean;
  /** `current` points at the new release. */
  switched: boolean;
}

/**
 * Brings the previous release back after a failed upgrade: `current` switched back, the backup
 * restored with the previous release if the new one's migrations ran (their tables dropped first:
 * --wipe), the units restarted, then waits until Cabinet is ready. The new release's folder is
 * removed once the previous one serves. Answers the lines that say where the practice stands.
 */
export async function rollBack(
  settings: Settings,
  attempt: Attempt,
  say: (line: string) => void,
): Promise<string[]> {
  const { version, folder, previous, backup } = attempt;
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (!attempt.stopped) {
    removeFolder();
    return [`Nothing changed: ${previous} is serving as before.`];
  }
  let doing = 'switching current back';
  let restored = false;
  try {
    if (attempt.switched) switchCurrent(settings.home, previous);
    if (attempt.migrationsRan) {
      doing = 'stopping the API';
      await runCommand(settings.stop);
      doing = `restoring the backup with ${previous}`;
      say(`Restoring the backup taken before the upgrade, with ${previous}`);
      await runApiCommand(settings, attempt.previousFolder, 'backup.js', [
        'restore',
        backup ?? '',
        '--wipe',
      ]);
      restored = true;
    }
    doing = `restarting Cabinet on ${previous}`;
    say(`Restarting Cabinet on ${previous}`);
    await runCommand(settings.restart);
    doing = 'waiting until Cabinet is ready';
    await waitReady(settings.readyUrls, settings.readySeconds);
  } catch (error) {
    const data = !attempt.migrationsRan
      ? `its data is as ${previous} left it`
      : restored
        ? `its data is restored from ${backup}`
        : `its database may hold the migrations of ${version}`;
    return [
      `The rollback failed too, while ${doing}: ${reasonOf(error)}.`,
      `Cabinet may be DOWN: current → releases/${currentVersion(settings.home)}; ${data}.`,
      `Roll back by hand (docs/deploy.md, "Rolling back by hand"); the backup taken before the upgrade: ${backup ?? 'none was taken'}.`,
      existsSync(folder) ? `The folder of ${version} is kept: ${folder}.` : '',
    ].filter(Boolean);
  }
  removeFolder();
  return [
    attempt.migrationsRan
      ? `Rolled back: ${previous} is serving again (current → releases/${previous}), with the data of the backup taken before the upgrade: ${backup}.`
      : `Rolled back: ${previous} is serving again (current → releases/${previous}); its data was not touched.`,
    `The folder of ${version} is removed; the output above shows what failed.`,
  ];
}
