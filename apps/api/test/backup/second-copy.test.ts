import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterBackup } from '../../src/backup/backup-outcome.ts';
import {
  fetchFromRemote,
  listRemote,
  pruneRemote,
  copyToRemote,
} from '../../src/backup/remote-copy.ts';
import {
  remoteLabel,
  remoteSettings,
  type RemoteSettings,
} from '../../src/backup/remote-settings.ts';
import { openDatabase } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { user } from '../../src/db/schema/user.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import type { JobOutcome } from '../../src/ops/job-status.ts';
import { builtBackupCli } from '../helpers/built-api.ts';
import { startSshd, type TestSshd } from '../helpers/sshd.ts';
import { testAdmin } from '../helpers/test-admin.ts';

const KEY = '0123456789abcdef'.repeat(4);

/** A file named as a backup taken at `iso` (its bytes do not matter to the copy). */
function fakeBackup(dir: string, iso: string): string {
  const path = join(dir, `cabinet-${iso.replace(/[:.]/g, '-')}.backup`);
  writeFileSync(path, `backup of ${iso}`);
  return path;
}

let sshd: TestSshd;
let remote: RemoteSettings;
let local: string;
beforeAll(async () => {
  sshd = await startSshd();
  remote = remoteSettings({
    ...sshd.env,
    BACKUP_REMOTE_KEEP_DAILY: '2',
    BACKUP_REMOTE_KEEP_WEEKLY: '2',
  })!;
  local = mkdtempSync(join(tmpdir(), 'cabinet-second-copy-'));
});
afterAll(() => sshd.stop());

describe('the second copy over SSH (a real sshd on loopback)', () => {
  it('copies a backup whole under its own name, leaving no partial file', async () => {
    const file = fakeBackup(local, '2026-11-30T02:30:00.000Z');
    await copyToRemote(remote, file);
    expect(readdirSync(sshd.remoteDir)).toEqual(['cabinet-2026-11-30T02-30-00-000Z.backup']);
    expect(readFileSync(join(sshd.remoteDir, 'cabinet-2026-11-30T02-30-00-000Z.backup'))).toEqual(
      readFileSync(file),
    );
  });

  it('prunes the remote folder by its own retention, leaving other files alone', async () => {
    // Two days and two weeks kept: the 1st and the 30th (the last two days, the week of Monday
    // the 30th) and the 29th (the newest of the week before) stay.
    for (const iso of [
      '2026-11-22T02:30:00.000Z',
      '2026-11-23T02:30:00.000Z',
      '2026-11-29T02:30:00.000Z',
      '2026-12-01T02:30:00.000Z',
    ])
      await copyToRemote(remote, fakeBackup(local, iso));
    writeFileSync(join(sshd.remoteDir, 'notes.txt'), 'kept');
    const removed = await pruneRemote(remote);
    expect(removed.sort()).toEqual([
      'cabinet-2026-11-22T02-30-00-000Z.backup',
      'cabinet-2026-11-23T02-30-00-000Z.backup',
    ]);
    expect(await listRemote(remote)).toEqual([
      'cabinet-2026-11-29T02-30-00-000Z.backup',
      'cabinet-2026-11-30T02-30-00-000Z.backup',
      'cabinet-2026-12-01T02-30-00-000Z.backup',
    ]);
    expect(existsSync(join(sshd.remoteDir, 'notes.txt'))).toBe(true);
  });

  it('keeps there, as here, the three newest backups taken before an upgrade', async () => {
    for (const [day, version] of ['1.0.0', '1.1.0', '1.2.0', '1.3.0'].entries()) {
      const name = `cabinet-2026-11-0${day + 1}T02-30-00-000Z-before-${version}.backup`;
      writeFileSync(join(local, name), `before ${version}`);
      await copyToRemote(remote, join(local, name));
    }
    expect(await pruneRemote(remote)).toEqual([
      'cabinet-2026-11-01T02-30-00-000Z-before-1.0.0.backup',
    ]);
    expect((await listRemote(remote)).filter((name) => name.includes('-before-'))).toHaveLength(3);
  });

  it('fetches the newest copy back, or the one named, and refuses one it does not hold', async () => {
    const into = mkdtempSync(join(tmpdir(), 'cabinet-fetched-'));
    const newest = await fetchFromRemote(remote, into);
    expect(newest).toBe(join(into, 'cabinet-2026-12-01T02-30-00-000Z.backup'));
    expect(readFileSync(newest, 'utf8')).toBe('backup of 2026-12-01T02:30:00.000Z');
    const named = await fetchFromRemote(remote, into, 'cabinet-2026-11-29T02-30-00-000Z.backup');
    expect(readFileSync(named, 'utf8')).toBe('backup of 2026-11-29T02:30:00.000Z');
    await expect(
      fetchFromRemote(remote, into, 'cabinet-2026-11-22T02-30-00-000Z.backup'),
    ).rejects.toThrow('the backup host holds no cabinet-2026-11-22T02-30-00-000Z.backup');
    await expect(fetchFromRemote(remote, into, '../etc/passwd')).rejects.toThrow(
      "not a backup's name: ../etc/passwd",
    );
  });

  it('records where the backup was copied', async () => {
    const outcomes: JobOutcome[] = [];
    const file = fakeBackup(local, '2026-12-02T02:30:00.000Z');
    const done = await afterBackup(file, async (outcome) => void outcomes.push(outcome), {
      env: sshd.env,
    });
    expect(done.copyFailure).toBeNull();
    expect(done.note).toMatch(
      /^copied to \S+@127\.0\.0\.1:\S+ \(port \d+\); \d old copies removed there$/,
    );
    expect(outcomes).toMatchObject([
      {
        ok: true,
        at: '2026-12-02T02:30:00.000Z',
        detail: {
          file: 'cabinet-2026-12-02T02-30-00-000Z.backup',
          size_bytes: 34,
          copies: [{ target: remoteLabel(remote), ok: true }],
        },
      },
    ]);
  });

  it('refuses a backup host whose key is not the pinned one, and records the failed copy', async () => {
    const outcomes: JobOutcome[] = [];
    const file = fakeBackup(local, '2026-12-03T02:30:00.000Z');
    const said: string[] = [];
    const done = await afterBackup(file, async (outcome) => void outcomes.push(outcome), {
      env: { ...sshd.env, BACKUP_SSH_KNOWN_HOSTS: sshd.wrongKnownHosts },
      log: (text) => said.push(text),
    });
    // ssh's own words go to the journal only.
    expect(said.join('\n')).toContain('Host key verification failed.');
    const reason = "the backup host's key is not the one pinned in BACKUP_SSH_KNOWN_HOSTS";
    expect(done.copyFailure).toBe(`the copy to ${remoteLabel(remote)} failed: ${reason}`);
    expect(outcomes[0]).toMatchObject({
      ok: true,
      detail: { copies: [{ target: remoteLabel(remote), ok: false, reason }] },
    });
    expect(existsSync(join(sshd.remoteDir, 'cabinet-2026-12-03T02-30-00-000Z.backup'))).toBe(false);
  });

  it('refuses settings ssh would read as options, and a missing key', () => {
    expect(() =>
      remoteSettings({ ...sshd.env, BACKUP_SSH_TARGET: '-oProxyCommand=x@h:d' }),
    ).toThrow('BACKUP_SSH_TARGET: must be user@host:folder');
    expect(() => remoteSettings({ ...sshd.env, BACKUP_SSH_TARGET: 'u@h:-r' })).toThrow(
      'BACKUP_SSH_TARGET: must be user@host:folder',
    );
    expect(() => remoteSettings({ ...sshd.env, BACKUP_SSH_KEY: '/nonexistent/key' })).toThrow(
      'BACKUP_SSH_KEY: no such file: /nonexistent/key',
    );
    expect(remoteSettings({})).toBeNull();
  });
});

/** `pnpm backup`, `backup.js fetch` and `pnpm restore` as an operator runs them. */
function run(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [builtBackupCli(), ...args], {
    env: { ...inherited, BACKUP_KEY: KEY, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the restore drill from the second copy (embedded database)', () => {
  // Three processes each open the embedded database (WebAssembly): slow on a busy machine.
  it(
    'backs up with a copy on the backup host, fetches it back and restores it into an empty DATA_DIR',
    { timeout: 180_000 },
    async () => {
      const source = mkdtempSync(join(tmpdir(), 'cabinet-drill-source-'));
      const database = await openDatabase({ kind: 'pglite', dataDir: source });
      await applyMigrations(database);
      await seedDatabase(database.db, testAdmin);
      await database.close();

      const backups = mkdtempSync(join(tmpdir(), 'cabinet-drill-backups-'));
      const made = run(['backup'], { DATA_DIR: source, BACKUP_DIR: backups, ...sshd.env });
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      const written = made.stdout.trim().split('\n').at(-1)!;
      expect(made.stdout).toContain(`; copied to ${remoteLabel(remote)}; `);

      // The server's disk is lost: only the copy on the backup host is left.
      const fresh = mkdtempSync(join(tmpdir(), 'cabinet-drill-fetched-'));
      const fetched = run(['fetch', basename(written), '--to', fresh], sshd.env);
      expect(fetched.stderr).toBe('');
      const path = fetched.stdout.trim().split('\n').at(-1)!;
      expect(path).toBe(join(fresh, basename(written)));

      const target = mkdtempSync(join(tmpdir(), 'cabinet-drill-target-'));
      const restored = run(['restore', path], { DATA_DIR: target });
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(/^restored \d+ rows and 0 files of /);
      const back = await openDatabase({ kind: 'pglite', dataDir: target });
      try {
        const [admin] = await back.db
          .select({ username: user.username })
          .from(user)
          .where(eq(user.email, testAdmin.email));
        expect(admin?.username).toBe(testAdmin.username);
      } finally {
        await back.close();
      }
    },
  );
});
