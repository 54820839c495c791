import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, waitUntil } from './processes.ts';
import { installFirstRelease, makeReleaseRepository } from './upgrade/release-repository.ts';

/**
 * `cabinet upgrade` on a practice's server, with a supervisor of this test in systemd's place
 * (upgrade/supervisor.ts) and the API on the embedded database in a data folder of its own. The
 * releases are the API built once, each with the migrations it brings: 1.1.0's migration fails,
 * 1.1.1 is its fix. Ports of their own, so the test runs beside the e2e suites.
 */
const PORT = 18630;
const api = `http://127.0.0.1:${PORT}/api/v1`;
const admin = { username: 'admin', password: 'Upgrade-Test-Lake-Passw0rd!' };
const node = process.execPath;

let work = '';
let home = '';
let supervise: (command: 'stop' | 'restart') => string = (command) => command;

/** The release folder the API that answers runs from (the supervisor's process's own folder). */
function servingFrom(): string {
  const pid = readFileSync(join(work, 'state', 'api.pid'), 'utf8');
  return readlinkSync(`/proc/${pid}/cwd`);
}

/** `cabinet upgrade <version>` as the deploy account runs it; answers its exit and output. */
function upgrade(
  version: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, [join(repoRoot, 'deploy/upgrade/cabinet.ts'), 'upgrade', version], {
      env: { PATH: process.env.PATH, CABINET_UPGRADE_ENV: join(work, 'upgrade.env') },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function signIn(): Promise<Record<string, string>> {
  const answer = await fetch(`${api}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(admin).toString(),
  });
  expect(answer.status).toBe(200);
  const { access_token } = (await answer.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
}

/** The role the practice created before the upgrades: its data. */
let roleId = 0;
const ROLE = 'Team written before the upgrade';

async function roleName(): Promise<string> {
  const answer = await fetch(`${api}/role/${roleId}`, { headers: await signIn() });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { name: string }).name;
}

const settings = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value.includes(' ') ? `"${value}"` : value}\n`)
    .join('');

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cabinet-upgrade-'));
  home = join(work, 'opt');
  const repository = join(work, 'repository');
  makeReleaseRepository(repository, [
    { version: '1.0.0' },
    {
      version: '1.1.0',
      // Its first statement runs, its second refers to a table that does not exist.
      migrations: [
        {
          tag: '9000_broken',
          sql: 'CREATE TABLE "half_done" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;\n',
        },
      ],
    },
    {
      version: '1.1.1',
      migrations: [{ tag: '9000_fixed', sql: 'CREATE TABLE "added_by_1_1_1" ("id" integer);\n' }],
    },
  ]);
  for (const dir of ['state', 'opt/releases/0.9.0'])
    mkdirSync(join(work, dir), { recursive: true });
  // The API's environment file (/etc/cabinet/cabinet.env and backup.env on a server).
  const apiEnv = join(work, 'cabinet.env');
  writeFileSync(
    apiEnv,
    settings({
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      APP_SECRET: 'c'.repeat(64),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_SITE_URL: 'https://www.cabinet.example',
      BACKOFFICE_URL: 'https://office.cabinet.example',
      LOG_LEVEL: 'warn',
      BACKUP_KEY: 'b'.repeat(64),
      BACKUP_DIR: join(work, 'backups'),
    }),
  );
  const supervisor = join(repoRoot, 'deploy/test/upgrade/supervisor.ts');
  supervise = (command) =>
    `${node} ${supervisor} ${command} ${join(work, 'state')} ${home} ${apiEnv}`;
  // Building a release here links the API's installed dependencies instead of installing them.
  const build = `ln -s ${join(repoRoot, 'apps/api/node_modules')} apps/api/node_modules`;
  writeFileSync(
    join(work, 'upgrade.env'),
    settings({
      CABINET_HOME: home,
      CABINET_REPOSITORY: repository,
      CABINET_BUILD: build,
      CABINET_API_NODE: `${node} --env-file=${apiEnv}`,
      CABINET_STOP: supervise('stop'),
      CABINET_RESTART: supervise('restart'),
      CABINET_READY_URLS: `${api}/util/ready`,
      CABINET_READY_SECONDS: '180',
      CABINET_KEEP_RELEASES: '2',
    }),
  );
  installFirstRelease(repository, home, '1.0.0', build);
  await new Promise<void>((resolve, reject) =>
    spawn('/bin/sh', ['-c', supervise('restart')]).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`supervisor: exit ${code}`)),
    ),
  );
  await waitUntil(async () => (await fetch(`${api}/util/ready`)).ok, 180, 'API of 1.0.0');

  const created = await fetch(`${api}/role`, {
    method: 'POST',
    headers: await signIn(),
    body: JSON.stringify({ name: ROLE, permissions: '[]' }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  roleId = ((await created.json()) as { id: number }).id;
}, 300_000);

afterAll(async () => {
  if (work) {
    await new Promise((resolve) => spawn('/bin/sh', ['-c', supervise('stop')]).on('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  }
});

describe('cabinet upgrade', () => {
  it(
    'rolls back an upgrade whose migration fails: the previous release serves again, with its data',
    { timeout: 300_000 },
    async () => {
      const run = await upgrade('1.1.0');
      expect(run.code, run.stdout + run.stderr).toBe(1);
      const backups = readdirSync(join(work, 'backups'));
      expect(backups).toEqual([expect.stringMatching(/^cabinet-[\dT-]+Z-before-1\.1\.0\.backup$/)]);
      expect(run.stderr).toContain(
        [
          '✖ Upgrade to 1.1.0 failed while running the migrations of the new release: exit 1: cabinet-migrate: failed: the database refused it (DatabaseError 42P01).',
          `  Rolled back: 1.0.0 is serving again (current → releases/1.0.0), with the data of the backup taken before the upgrade: ${join(work, 'backups', backups[0]!)}.`,
          '  The folder of 1.1.0 is removed; the output above shows what failed.',
        ].join('\n'),
      );

      expect(readlinkSync(join(home, 'current'))).toBe('releases/1.0.0');
      expect(existsSync(join(home, 'releases', '1.1.0'))).toBe(false);
      expect(servingFrom()).toBe(join(home, 'releases', '1.0.0', 'apps', 'api'));
      expect(await roleName()).toBe(ROLE);
    },
  );

  it(
    'switches to a release whose migrations and start succeed, keeping the data and two releases',
    { timeout: 300_000 },
    async () => {
      const run = await upgrade('1.1.1');
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(
        /✔ Cabinet 1\.1\.1 is serving \(current → releases\/1\.1\.1\); the API was offline \d+ s\./,
      );
      expect(run.stdout).toContain('cabinet-migrate: 1 migrations applied');
      expect(run.stdout).toContain('Old release folders removed: 0.9.0.');

      expect(readlinkSync(join(home, 'current'))).toBe('releases/1.1.1');
      expect(readdirSync(join(home, 'releases')).sort()).toEqual(['1.0.0', '1.1.1']);
      // Both backups taken before an upgrade are kept, whatever the nightly retention keeps.
      expect(readdirSync(join(work, 'backups')).map((name) => name.replace(/^.*Z-/, ''))).toEqual([
        'before-1.1.0.backup',
        'before-1.1.1.backup',
      ]);
      expect(servingFrom()).toBe(join(home, 'releases', '1.1.1', 'apps', 'api'));
      expect(await roleName()).toBe(ROLE);
    },
  );

  it('refuses a version that is not newer than the current one, and changes nothing', async () => {
    const run = await upgrade('1.0.0');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      '✖ Upgrade to 1.0.0 refused: 1.0.0 is not newer than the current release 1.1.1',
    );
    expect(readlinkSync(join(home, 'current'))).toBe('releases/1.1.1');
  });
});
