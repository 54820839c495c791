import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../helpers/files.ts';
import { startMailCatcher } from '../helpers/mail-catcher.ts';
import { builtServer } from '../helpers/built-api.ts';
import { createPostgresDatabase } from '../helpers/test-database.ts';

// Runs in the PostgreSQL project only (see vitest.config.ts): PGlite is one process's.
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const password = 'Two-processes-passw0rd';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
const children: ChildProcess[] = [];
const bases: string[] = [];
/** Each process's own DATA_DIR: the two share nothing but the database. */
const dataDirs: string[] = [];

async function startApi(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtServer()], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', PORT: String(port), ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${base}/api/v1/util/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return base;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`API did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function sql(query: string): Promise<pg.QueryResult<Record<string, number>>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await client.query<Record<string, number>>(query);
  } finally {
    await client.end();
  }
}

async function submitContact(base: string, n: number): Promise<number> {
  const challenge = await fetch(`${base}/api/v1/altcha/challenge`);
  const altcha = await solveHumanCheck((await challenge.json()) as HumanCheckChallenge);
  const response = await fetch(`${base}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ consent: true, email: `visitor${n}@example.ch`, altcha }),
  });
  return response.status;
}

beforeAll(async () => {
  database = await createPostgresDatabase();
  catcher = await startMailCatcher();
  // As on two machines: the same environment file, each its own DATA_DIR, no shared folder.
  const env = {
    DATABASE_URL: database.url,
    APP_SECRET: 'two-processes-app-secret-long-enough-for-hs256',
    ADMIN_PASSWORD: password,
  };
  dataDirs.push(...[1, 2].map((n) => mkdtempSync(join(tmpdir(), `cabinet-process-${n}-`))));
  // Both start at once: the start-up lock lets one migrate and seed, the other waits.
  bases.push(...(await Promise.all(dataDirs.map((dir) => startApi({ ...env, DATA_DIR: dir })))));
  await sql(
    `update organization set mail_server = '127.0.0.1', mail_port = ${catcher.port}, mail_from = 'noreply@cabinet.example', mail_starttls = false`,
  );
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null
        ? new Promise((resolve) => child.once('exit', resolve))
        : Promise.resolve(),
    ),
  );
  await catcher?.close();
  await database?.drop();
});

async function signIn(base: string, secret: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: secret }).toString(),
  });
  return response.status;
}

describe('two API processes on one PostgreSQL, nothing else shared', () => {
  it('migrated once, signs in on one and serves its upload from the other', async () => {
    const [a, b] = bases as [string, string];
    expect((await sql('select count(*)::int as n from "user"')).rows[0]!.n).toBe(1);
    const login = await fetch(`${a}/api/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password }).toString(),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${a}/api/v1/attachment/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    // The name the upload answers is the one the file is served under.
    const [stored] = (await upload.json()) as { name: string }[];
    const served = await fetch(`${b}/api/v1/attachment/serve/${stored!.name}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // The file is in the database, not in a folder of either process.
    for (const dir of dataDirs) expect(existsSync(join(dir, 'uploads'))).toBe(false);
  });

  it('counts one address across both, stores the requests, mails each notice exactly once', async () => {
    const [a, b] = bases as [string, string];
    // Five requests an address an hour, alternating between the processes: the sixth is refused.
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push(await submitContact(n % 2 ? b : a, n));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const deadline = Date.now() + 30_000;
    while (catcher.mails.length < 5 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Both processes keep polling: give a second send the time to happen, were it to.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ids = (await sql('select id from contact_request order by id')).rows.map((row) => row.id);
    expect(ids).toHaveLength(5);
    const noticed = catcher.mails.map((mail) => /\/contact-requests\/(\d+)/.exec(mail.text)?.[1]);
    expect(noticed.map(Number).sort((x, y) => x - y)).toEqual(ids);
  });

  // Last: it locks the administrator's account.
  it('locks an account after ten failures counted across both, on both', async () => {
    const [a, b] = bases as [string, string];
    const statuses = [];
    for (let n = 0; n < 10; n += 1) statuses.push(await signIn(n % 2 ? b : a, 'wrong-password'));
    // Five failures on each: neither process alone would have reached the lock.
    expect(statuses).toEqual(Array(10).fill(401));
    expect(await signIn(a, password)).toBe(429);
    expect(await signIn(b, password)).toBe(429);
  });
});
