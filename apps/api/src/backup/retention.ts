import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

const NAME = /^cabinet-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.backup$/;
/** A backup taken before an upgrade (`backup --before-upgrade VERSION`): its name ends with it. */
const BEFORE_UPGRADE = /^cabinet-\d{4}-\d{2}-\d{2}T[\d-]+Z-before-[0-9A-Za-z.-]+\.backup$/;

/**
 * Backups taken before an upgrade kept, as many as the release folders `cabinet upgrade` keeps:
 * each is what a rollback by hand to the release before restores. The days and weeks never remove
 * them (a nightly backup the same day would otherwise replace the one taken before the upgrade).
 */
export const KEEP_BEFORE_UPGRADE = 3;

/** The time a backup file was taken, read from its name; null for any other file. */
function takenAt(name: string): Date | null {
  const match = NAME.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : null;
}

/** Monday of the date's week (UTC), as a day. */
function weekOf(date: Date): string {
  const monday = new Date(date);
  monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, and the newest
 * of each of the last `weekly` weeks that have one. The newest backup is always kept.
 */
export function backupsToKeep(names: string[], daily: number, weekly: number): Set<string> {
  const dated = names
    .map((name) => ({ name, at: takenAt(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>(dated.slice(0, 1).map((entry) => entry.name));
  const pick = (period: (date: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const entry of dated) {
      const key = period(entry.at);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(entry.name);
    }
  };
  pick((date) => date.toISOString().slice(0, 10), daily);
  pick(weekOf, weekly);
  return keep;
}

/** The backups taken before an upgrade beyond the newest KEEP_BEFORE_UPGRADE (names sort by time). */
export function upgradeBackupsToRemove(names: string[]): string[] {
  return names
    .filter((name) => BEFORE_UPGRADE.test(name))
    .sort()
    .reverse()
    .slice(KEEP_BEFORE_UPGRADE);
}

/** Removes the backups of `dir` the retention does not keep; answers the removed names. */
export async function applyRetention(
  dir: string,
  daily: number,
  weekly: number,
): Promise<string[]> {
  const names = await readdir(dir);
  const keep = backupsToKeep(names, daily, weekly);
  const removed = [
    ...names.filter((name) => takenAt(name) && !keep.has(name)),
    ...upgradeBackupsToRemove(names),
  ];
  for (const name of removed) await rm(join(dir, name), { force: true });
  return removed;
}
