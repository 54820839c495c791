import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupSocketPath } from '../../src/backup/backup-socket.ts';
import { builtMigrateCli } from '../helpers/built-api.ts';

/** The migrations this release brings (apps/api/drizzle). */
const journal = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

/** `pnpm migrate` as `cabinet upgrade` runs it (the command line is the contract). */
function migrate(dataDir: string) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [builtMigrateCli()], {
    env: { ...inherited, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the migrations command (embedded database)', () => {
  it(
    'applies the migrations a database has not run, then none the second time',
    { timeout: 180_000 },
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-migrate-'));
      const first = migrate(dataDir);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      const all = journal.entries.length;
      expect(first.stdout).toMatch(
        new RegExp(
          `^cabinet-migrate: ${all} migrations applied in \\d+ ms \\(${all} in all\\)\\n$`,
        ),
      );

      const again = migrate(dataDir);
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(
        new RegExp(`^cabinet-migrate: 0 migrations applied in \\d+ ms \\(${all} in all\\)\\n$`),
      );
    },
  );

  it('refuses, with one line, a DATA_DIR an API holds: the embedded database is one process’s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-migrate-held-'));
    // What a running API listens on in its DATA_DIR.
    const api = createServer((socket) => socket.end());
    await new Promise<void>((done) => api.listen(backupSocketPath(dataDir), done));
    try {
      const held = migrate(dataDir);
      expect(held.code).toBe(1);
      expect(held.stderr).toBe(
        'cabinet-migrate: the API is running on this DATA_DIR: stop it before migrating\n',
      );
      expect(held.stdout).toBe('');
    } finally {
      await new Promise((done) => api.close(done));
    }
  });
});
