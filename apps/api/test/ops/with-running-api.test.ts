import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAlertCli, builtBackupCli, builtServer } from '../helpers/built-api.ts';
import { startMailCatcher, waitForMails } from '../helpers/mail-catcher.ts';
import { testAdmin } from '../helpers/test-admin.ts';
import { alertDataDir } from './alert-fixture.ts';

// The embedded database, held by a running API: the alert and the backup's outcome go through it.
const apiRoot = resolve(import.meta.dirname, '../..');
const APP_SECRET = 'running-api-test-app-secret-of-forty-chars';
const KEY = 'fedcba9876543210'.repeat(4);

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** One of the API's commands, as systemd runs it beside the API. */
function command(file: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [file, ...args], {
    env: { ...inherited, DATA_DIR: dataDir, APP_SECRET, BACKUP_KEY: KEY, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let dataDir: string;
let api: ChildProcess;
let base: string;

async function startApi(): Promise<void> {
  const port = await freePort();
  api = spawn(process.execPath, [builtServer()], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_SECRET,
    },
  });
  let output = '';
  api.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${base}/util/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (api.exitCode !== null || Date.now() > deadline)
      throw new Error(`API did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function systemStatus() {
  const login = await fetch(`${base}/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: testAdmin.username, password: testAdmin.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${base}/util/status`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    backup: { state: string; last_success: { file: string; copies: object[] } | null };
  };
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  dataDir = await alertDataDir(catcher.port);
  await startApi();
}, 180_000);
afterAll(async () => {
  if (api.exitCode === null)
    await new Promise((done) => {
      api.once('exit', done);
      api.kill('SIGTERM');
    });
  await catcher.close();
});

describe('with the API running on the embedded database', { timeout: 120_000 }, () => {
  it('has the API queue the alert mails, and its mail queue sends them', async () => {
    const run = command(builtAlertCli(), ['cabinet-public-site.service'], {});
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      'cabinet-alert: cabinet-public-site.service failed: 2 alert mails queued by the running API\n',
    );
    await waitForMails(catcher, 2);
    expect(catcher.mails.flatMap((mail) => mail.to).sort()).toEqual([
      'admin@example.com',
      'anna@example.com',
    ]);
  });

  it("records each backup's outcome through the API, for the status screen", async () => {
    const backups = mkdtempSync(join(tmpdir(), 'cabinet-running-backups-'));
    const made = command(builtBackupCli(), ['backup'], { BACKUP_DIR: backups });
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('written by the running API');
    const path = made.stdout.trim().split('\n').at(-1)!;
    expect((await systemStatus()).backup).toMatchObject({
      state: 'ok',
      last_success: { file: basename(path), copies: [] },
    });

    // A second copy to a host that does not answer: the backup fails (systemd then alerts) and the
    // status screen says the copy failed.
    const keys = mkdtempSync(join(tmpdir(), 'cabinet-running-keys-'));
    writeFileSync(join(keys, 'key'), 'not used');
    writeFileSync(join(keys, 'known_hosts'), 'not used');
    const closedPort = await freePort();
    const failed = command(builtBackupCli(), ['backup'], {
      BACKUP_DIR: backups,
      BACKUP_SSH_TARGET: 'backup@127.0.0.1:cabinet',
      BACKUP_SSH_PORT: String(closedPort),
      BACKUP_SSH_KEY: join(keys, 'key'),
      BACKUP_SSH_KNOWN_HOSTS: join(keys, 'known_hosts'),
    });
    expect(failed.code).toBe(1);
    const reason = 'the backup host cannot be reached';
    expect(failed.stderr).toContain(
      `cabinet-backup: the backup was written, but the copy to backup@127.0.0.1:cabinet (port ${closedPort}) failed: ${reason}\n`,
    );
    expect((await systemStatus()).backup).toMatchObject({
      state: 'copy_failed',
      last_success: { copies: [{ ok: false, reason }] },
    });
  });
});
