import { describe, expect, it } from 'vitest';
import { backupFileName } from '../../src/backup/backup.ts';
import { backupsToKeep, upgradeBackupsToRemove } from '../../src/backup/retention.ts';

/** A backup at 02:00 UTC every night of November 2026, and two on the 30th. */
const nightly = Array.from({ length: 30 }, (_, day) =>
  backupFileName(new Date(Date.UTC(2026, 10, day + 1, 2))),
);
const last = backupFileName(new Date(Date.UTC(2026, 10, 30, 14)));

describe('retention', () => {
  it('keeps the newest of each of the last N days and of the last M weeks', () => {
    const keep = backupsToKeep([...nightly, last, 'notes.txt'], 3, 2);
    expect([...keep].sort()).toEqual(
      [
        // The last three days (the 30th by its newest), …
        last,
        backupFileName(new Date(Date.UTC(2026, 10, 29, 2))),
        backupFileName(new Date(Date.UTC(2026, 10, 28, 2))),
        // … and the newest of the week before (Monday 23 to Sunday 29: the 29th, already kept).
      ].sort(),
    );
  });

  it('always keeps the newest backup, and the weeks reach back further than the days', () => {
    const keep = backupsToKeep(nightly, 1, 4);
    expect(keep.has(nightly.at(-1)!)).toBe(true);
    // Weeks starting 30 Nov, 23 Nov, 16 Nov, 9 Nov: their newest are the 30th, 29th, 22nd, 15th.
    expect([...keep].sort()).toEqual(
      [30, 29, 22, 15].map((day) => backupFileName(new Date(Date.UTC(2026, 10, day, 2)))).sort(),
    );
  });

  it('keeps the backups taken before an upgrade apart: the three newest, whatever the days', () => {
    const upgrades = ['1.1.0', '1.1.1', '1.2.0', '1.3.0'].map((version, day) =>
      backupFileName(new Date(Date.UTC(2026, 10, 26 + day, 10)), version),
    );
    expect(upgrades[0]).toBe('cabinet-2026-11-26T10-00-00-000Z-before-1.1.0.backup');
    // A nightly backup the same day does not replace the one taken before the upgrade.
    expect(backupsToKeep([...nightly, ...upgrades], 1, 1)).toEqual(new Set([nightly.at(-1)]));
    expect(upgradeBackupsToRemove([...nightly, ...upgrades])).toEqual([upgrades[0]]);
  });

  it('names a backup taken before an upgrade only after a version', () => {
    expect(() => backupFileName(new Date(), '../1.2.0')).toThrow(
      '--before-upgrade: a version such as 1.2.0 (got "../1.2.0")',
    );
  });
});
