import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { builtBackupCli } from '../helpers/built-api.ts';
import { testAdmin } from '../helpers/test-admin.ts';

const KEY = '0123456789abcdef'.repeat(4);

/** `pnpm backup` / `pnpm restore` as an operator runs them (the command line is the contract). */
function run(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [builtBackupCli(), ...args], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the backup command line (embedded database)', () => {
  // Three processes each open the embedded database (WebAssembly): slow on a busy machine.
  it(
    'writes a backup, prints its path last, restores it into an empty DATA_DIR only',
    { timeout: 180_000 },
    async () => {
      const source = mkdtempSync(join(tmpdir(), 'cabinet-cli-source-'));
      const database = await openDatabase({ kind: 'pglite', dataDir: source });
      await applyMigrations(database);
      await seedDatabase(database.db, testAdmin);
      await database.close();

      const backups = mkdtempSync(join(tmpdir(), 'cabinet-cli-backups-'));
      const made = run(['backup'], { DATA_DIR: source, BACKUP_DIR: backups, BACKUP_KEY: KEY });
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      const path = made.stdout.trim().split('\n').at(-1)!;
      expect(path.startsWith(backups)).toBe(true);
      expect(existsSync(path)).toBe(true);
      expect(made.stdout).not.toContain(KEY);

      const target = mkdtempSync(join(tmpdir(), 'cabinet-cli-target-'));
      const restored = run(['restore', path], { DATA_DIR: target, BACKUP_KEY: KEY });
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/^restored \d+ rows and 0 files of /);

      const again = run(['restore', path], { DATA_DIR: target, BACKUP_KEY: KEY });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /^cabinet-backup: the target is not empty \(\d+ rows, 0 files\).*add --force to replace them\n$/,
      );
    },
  );

  it('refuses a bad BACKUP_KEY with one line, never echoing it', () => {
    const bad = run(['backup'], { DATA_DIR: tmpdir(), BACKUP_KEY: 'not-a-key-secret-value' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(
      'cabinet-backup: BACKUP_KEY: must be 64 hexadecimal characters (e.g. `openssl rand -hex 32`)\n',
    );
  });

  it('names a backup after the upgrade it is taken before, only with a version', () => {
    const bad = run(['backup', '--before-upgrade', 'next'], {
      DATA_DIR: tmpdir(),
      BACKUP_KEY: KEY,
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(
      'cabinet-backup: --before-upgrade: a version such as 1.2.0 (got "next")\n',
    );
    const missing = run(['backup', '--before-upgrade'], { DATA_DIR: tmpdir(), BACKUP_KEY: KEY });
    expect(missing.stderr).toBe('cabinet-backup: usage: backup [--before-upgrade VERSION]\n');
  });
});
