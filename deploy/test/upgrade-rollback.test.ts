import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './processes.ts';

/**
 * `cabinet upgrade`'s rollback at each step, quickly: the releases' API commands are stand-ins that
 * write down each call (no database), and "ready" is a server of this test that answers 200 only
 * while `current` points at 1.0.0, as if 1.2.0 never became ready. upgrade.test.ts runs the real
 * API through a failed and a successful upgrade.
 */
const READY_PORT = 18631;
let work = '';
let home = '';
let ready: Server;

/** A release's stand-in for the API's commands: each call is a line in CALLS. */
const standIn = (version: string) => `
import { appendFileSync } from 'node:fs';
import { basename } from 'node:path';
const args = process.argv.slice(2);
appendFileSync(process.env.CALLS, ['${version}', basename(process.argv[1]), ...args].join(' ') + '\\n');
if (args[0] === 'backup') console.log('/var/backups/cabinet/cabinet-2026-12-02T10-00-00-000Z-before-' + args[2] + '.backup');
if (args[0] === 'restore' && process.env.FAIL_RESTORE) {
  console.error('cabinet-backup: cannot open the database: EACCES');
  process.exit(1);
}
`;

function makeRepository(dir: string, versions: string[]): void {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=C', '-c', 'user.email=c@cabinet.example', ...args], {
      cwd: dir,
      stdio: 'pipe',
    });
  mkdirSync(join(dir, 'apps', 'api', 'dist'), { recursive: true });
  git('init', '--quiet');
  for (const version of versions) {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version }));
    for (const script of ['backup.js', 'migrate.js'])
      writeFileSync(join(dir, 'apps', 'api', 'dist', script), standIn(version));
    git('add', '--all');
    git('commit', '--quiet', '--message', version);
    git('tag', `v${version}`);
  }
}

function upgrade(version: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stderr: string; calls: string[] }>((resolve) => {
    const calls = join(work, 'calls');
    rmSync(calls, { force: true });
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'deploy/upgrade/cabinet.ts'), 'upgrade', version],
      {
        env: {
          PATH: process.env.PATH,
          CABINET_UPGRADE_ENV: join(work, 'upgrade.env'),
          CALLS: calls,
          ...env,
        },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) =>
      resolve({
        code,
        stderr,
        calls: existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [],
      }),
    );
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cabinet-rollback-'));
  home = join(work, 'opt');
  makeRepository(join(work, 'repository'), ['1.0.0', '1.2.0']);
  execFileSync(
    'git',
    ['clone', '--quiet', '--branch', 'v1.0.0', 'repository', 'opt/releases/1.0.0'],
    {
      cwd: work,
      stdio: 'pipe',
    },
  );
  execFileSync('ln', ['-s', 'releases/1.0.0', join(home, 'current')]);
  writeFileSync(
    join(work, 'upgrade.env'),
    [
      `CABINET_HOME=${home}`,
      `CABINET_REPOSITORY=${join(work, 'repository')}`,
      'CABINET_BUILD=true',
      `CABINET_API_NODE=${process.execPath}`,
      'CABINET_STOP=true',
      'CABINET_RESTART=true',
      `CABINET_READY_URLS=http://127.0.0.1:${READY_PORT}/ready`,
      'CABINET_READY_SECONDS=2',
      '',
    ].join('\n'),
  );
  ready = createServer((_request, response) => {
    response.statusCode = readlinkSync(join(home, 'current')) === 'releases/1.0.0' ? 200 : 503;
    response.end();
  });
  await new Promise<void>((resolve) => ready.listen(READY_PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => ready?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('cabinet upgrade, when a step fails', () => {
  it('changes nothing when the build fails, and removes the half-made folder', async () => {
    const run = await upgrade('1.2.0', {
      CABINET_BUILD: 'echo "ERR_PNPM_OUTDATED_LOCKFILE" >&2; exit 3',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      '✖ Upgrade to 1.2.0 failed while installing and building the release: exit 3: ERR_PNPM_OUTDATED_LOCKFILE.\n  Nothing changed: 1.0.0 is serving as before.',
    );
    expect(run.calls).toEqual([]);
    expect(existsSync(join(home, 'releases', '1.2.0'))).toBe(false);
  });

  it('switches current back and restores the backup when the new release is never ready', async () => {
    const run = await upgrade('1.2.0');
    expect(run.code).toBe(1);
    const backup = '/var/backups/cabinet/cabinet-2026-12-02T10-00-00-000Z-before-1.2.0.backup';
    expect(run.stderr).toContain(
      [
        `✖ Upgrade to 1.2.0 failed while waiting until Cabinet is ready: not ready after 2 s: http://127.0.0.1:${READY_PORT}/ready.`,
        `  Rolled back: 1.0.0 is serving again (current → releases/1.0.0), with the data of the backup taken before the upgrade: ${backup}.`,
      ].join('\n'),
    );
    // Backed up and restored by 1.0.0, migrated by 1.2.0.
    expect(run.calls).toEqual([
      '1.0.0 backup.js backup --before-upgrade 1.2.0',
      '1.2.0 migrate.js',
      `1.0.0 backup.js restore ${backup} --wipe`,
    ]);
    expect(readlinkSync(join(home, 'current'))).toBe('releases/1.0.0');
    expect(existsSync(join(home, 'releases', '1.2.0'))).toBe(false);
  });

  it('says the practice may be down, and what to do, when the rollback fails too', async () => {
    const run = await upgrade('1.2.0', { FAIL_RESTORE: '1' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      [
        '  The rollback failed too, while restoring the backup with 1.0.0: exit 1: cabinet-backup: cannot open the database: EACCES.',
        '  Cabinet may be DOWN: current → releases/1.0.0; its database may hold the migrations of 1.2.0.',
        '  Roll back by hand (docs/deploy.md, "Rolling back by hand"); the backup taken before the upgrade: /var/backups/cabinet/cabinet-2026-12-02T10-00-00-000Z-before-1.2.0.backup.',
        `  The folder of 1.2.0 is kept: ${join(home, 'releases', '1.2.0')}.`,
      ].join('\n'),
    );
  });
});
