import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtServer } from './helpers/built-api.ts';
import { serverProcessDatabase } from './helpers/test-database.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real server; `whileUp` runs once /util/health answers, then SIGTERM stops it. */
function runServer(
  env: NodeJS.ProcessEnv,
  whileUp?: (port: number) => Promise<void>,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const port = Number(env.PORT);
    const child = spawn(process.execPath, [builtServer()], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.on('error', reject);
    if (!whileUp) return;
    const deadline = Date.now() + 60_000;
    const poll = async (): Promise<void> => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/util/health`);
        if (response.ok) {
          await whileUp(port);
          child.kill('SIGTERM');
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL');
        return;
      }
      setTimeout(() => void poll(), 200);
    };
    void poll();
  });
}

/**
 * Sends a CSV import of `csv` and answers once the whole request has left this process, with the
 * server's answer to come: so a stop signal sent then finds the import in flight.
 *
 * The body waits for the server's `100 Continue`. Node's server sends it and hands the request to
 * the framework in the same tick, and the framework's check "am I stopping?" is synchronous: so
 * the import has been taken in before the signal can arrive. Without that wait, a signal could
 * overtake headers still on their way, and the server would rightly refuse them (503).
 */
function sendImport(port: number, token: string, csv: string) {
  const boundary = 'cabinet-import-boundary';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="user.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return new Promise<{ answer: Promise<{ status: number; body: string }> }>((sent, failed) => {
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/user/import',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
            expect: '100-continue',
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.on('finish', () => sent({ answer }));
      req.on('continue', () => req.end(body));
      req.flushHeaders();
    });
    answer.catch(failed);
  });
}

function expectOneClearLine(run: Run, pattern: RegExp) {
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

// Each test runs a server process of its own (own port, data folder and database) and mostly
// waits on it: they run side by side.
describe.concurrent('the server process', () => {
  it('refuses an invalid PORT with one clear message', async () => {
    const run = await runServer({ PORT: 'http', DATA_DIR: mkdtempSync(join(tmpdir(), 'cab-')) });
    expectOneClearLine(run, /^cabinet-api: Invalid configuration: PORT: must be integer/);
  });

  it('refuses a DATA_DIR it cannot write', async () => {
    const insideAFile = join(fileURLToPath(import.meta.url), 'data');
    const run = await runServer({ PORT: '8999', DATA_DIR: insideAFile });
    expectOneClearLine(run, /^cabinet-api: DATA_DIR ".*" is not a writable folder \(ENOTDIR\)\.$/);
  });

  it('refuses an unreachable DATABASE_URL', async () => {
    const run = await runServer({
      PORT: '8999',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cab-')),
      DATABASE_URL: 'postgres://cabinet:secret-pw@127.0.0.1:1/cabinet',
    });
    expectOneClearLine(
      run,
      /^cabinet-api: cannot reach the database at DATABASE_URL \(127\.0\.0\.1:1\)/,
    );
    expect(run.stderr).not.toContain('secret-pw');
  });

  it('stops cleanly on SIGTERM and keeps its data across restarts without seeding twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cab-'));
    const database = await serverProcessDatabase(dataDir);
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), ...database.env };
    try {
      const first = await runServer(env, async () => undefined);
      const second = await runServer(env, async () => undefined);
      expect(first.code).toBe(0);
      expect(second.code).toBe(0);
      // The generated password waits in a file of the service's account, never in its output
      // (a service's output lands in the system journal).
      const kept = join(dataDir, 'first-admin-password');
      const password = readFileSync(kept, 'utf8').trim();
      expect(password).toMatch(/^[\w-]{16}$/);
      expect(statSync(kept).mode & 0o777).toBe(0o600);
      expect(first.stdout).toContain(
        `First super admin created: admin. Its generated password is in ${kept}`,
      );
      expect(first.stdout + first.stderr).not.toContain(password);
      expect(second.stdout).not.toContain('First super admin created');

      const counts = await database.firstRow(
        'select (select count(*) from organization) as orgs, (select count(*) from role) as roles, (select count(*) from "user") as users',
      );
      expect(Object.values(counts).map(Number)).toEqual([1, 5, 1]);
    } finally {
      await database.drop();
    }
  }, 180_000);

  it('finishes an import in flight when told to stop, then exits: every row is in', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cab-'));
    const database = await serverProcessDatabase(dataDir);
    const password = 'Stop-Test-Lake-Passw0rd!';
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
      ...database.env,
    };
    const rows = 3_000;
    const csv = [
      'username,email',
      ...Array.from({ length: rows }, (_, i) => `stopping${i},stopping${i}@example.ch`),
    ].join('\r\n');
    let answer: Promise<{ status: number; body: string }> | undefined;
    try {
      const run = await runServer(env, async (port) => {
        const signIn = await fetch(`http://127.0.0.1:${port}/api/v1/token`, {
          method: 'POST',
          body: new URLSearchParams({ username: 'admin', password }),
        });
        const { access_token: token } = (await signIn.json()) as { access_token: string };
        // Stopped as soon as the upload has left: the server is then reading or writing it.
        ({ answer } = await sendImport(port, token, csv));
      });
      expect(run.code).toBe(0);
      const imported = await answer!;
      expect(imported.status, imported.body).toBe(200);
      const counts = await database.firstRow(
        `select count(*) as imported from "user" where username like 'stopping%'`,
      );
      expect(Number(counts.imported)).toBe(rows);
    } finally {
      await database.drop();
    }
  }, 180_000);

  it('loads the demo data at the first start of a fresh database when LOAD_DEMO_DATA is true, never again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cab-'));
    const database = await serverProcessDatabase(dataDir);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      LOAD_DEMO_DATA: 'true',
      ...database.env,
    };
    try {
      const first = await runServer(env, async () => undefined);
      const second = await runServer(env, async () => undefined);
      expect([first.code, second.code]).toEqual([0, 0]);
      const counts = await database.firstRow(
        `select (select count(*) from "user" where string_id like 'demo_%') as demo_users,
                (select count(*) from contact_request) as requests,
                (select count(*) from app where demo_data_loaded_at is not null) as loaded`,
      );
      expect(Number(counts.demo_users)).toBeGreaterThan(0);
      expect(Number(counts.requests)).toBeGreaterThan(0);
      expect(Number(counts.loaded)).toBe(1);
    } finally {
      await database.drop();
    }
  }, 180_000);
});
