import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { listTables } from '../../src/backup/database-dump.ts';
import { builtBackupCli, builtServer } from '../helpers/built-api.ts';
import { PNG } from '../helpers/files.ts';

// The embedded database, held by a running API process: `pnpm backup` must not need it stopped.
const apiRoot = resolve(import.meta.dirname, '../..');
const KEY = 'fedcba9876543210'.repeat(4);
const password = 'Live-backup-passw0rd';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** `pnpm backup` / `pnpm restore` as an operator runs them, on the embedded database. */
function run(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [builtBackupCli(), ...args], {
    env: { ...inherited, BACKUP_KEY: KEY, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let api: ChildProcess | undefined;

async function startApi(dataDir: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtServer()], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
    },
  });
  api = child;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${base}/util/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return base;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`API did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function stopApi() {
  const child = api;
  if (!child || child.exitCode !== null) return;
  await new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}
afterAll(stopApi);

/** Every row of every table, as the database renders it, in a stable order. */
async function everyRow(dataDir: string): Promise<Record<string, string[]>> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows: Record<string, string[]> = {};
    for (const table of await listTables(database.db)) {
      // A file's bytes, not the moment the restore wrote them.
      const columns =
        table.name === 'file_blob'
          ? sql`select name, part, md5(content) from file_blob`
          : sql`select * from ${sql.identifier(table.name)}`;
      const result: unknown = await database.db.execute(
        sql`select row_to_json(t)::text as row from (${columns}) t`,
      );
      rows[table.name] = (result as { rows: { row: string }[] }).rows.map((one) => one.row).sort();
    }
    return rows;
  } finally {
    await database.close();
  }
}

describe('a backup of the embedded database while the API runs', () => {
  it(
    'is written by the running API and restores into a fresh DATA_DIR with identical rows and files',
    { timeout: 240_000 },
    async () => {
      const source = mkdtempSync(join(tmpdir(), 'cabinet-live-source-'));
      const base = await startApi(source);

      // Only the API's account may ask it for a backup: the socket is its owner's alone.
      const socket = join(source, 'backup.sock');
      expect(statSync(socket).isSocket()).toBe(true);
      expect(statSync(socket).mode & 0o777).toBe(0o600);

      const login = await fetch(`${base}/token`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'admin', password }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const auth = { authorization: `Bearer ${token}` };
      // Rows that start no background work (a new user would queue a mail the API retries later).
      const created = await fetch(`${base}/role`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Reception desk',
          description: 'Front desk',
          permissions: '[]',
        }),
      });
      expect(created.status, await created.text()).toBe(200);
      const form = new FormData();
      form.append('files', new Blob([PNG], { type: 'image/png' }), 'logo.png');
      const upload = await fetch(`${base}/attachment/`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(upload.status).toBe(200);

      const backups = mkdtempSync(join(tmpdir(), 'cabinet-live-backups-'));
      const made = run(['backup'], { DATA_DIR: source, BACKUP_DIR: backups });
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toMatch(
        /^backup: \d+ rows, 1 files in \d+ ms, written by the running API;/,
      );
      const path = made.stdout.trim().split('\n').at(-1)!;
      expect(path.startsWith(backups)).toBe(true);
      expect(statSync(path).size).toBeGreaterThan(0);
      // The API keeps serving after it wrote the backup.
      expect((await fetch(`${base}/util/health`)).ok).toBe(true);

      // A restore into the DATA_DIR the API holds is refused, and changes nothing.
      const intoRunning = run(['restore', path, '--force'], { DATA_DIR: source });
      expect(intoRunning.code).toBe(1);
      expect(intoRunning.stderr).toBe(
        'cabinet-backup: the API is running on this DATA_DIR: stop it before restoring into it\n',
      );

      const target = mkdtempSync(join(tmpdir(), 'cabinet-live-target-'));
      const restored = run(['restore', path], { DATA_DIR: target });
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);

      await stopApi();
      // A stopped API leaves no socket behind: the next backup opens the directory itself.
      expect(readdirSync(source)).not.toContain('backup.sock');
      const sourceRows = await everyRow(source);
      expect(sourceRows.role!.some((row) => row.includes('Reception desk'))).toBe(true);
      expect(sourceRows.attachment).toHaveLength(1);
      // The file's bytes are rows of the database: restored with the rest, nothing in a folder.
      expect(sourceRows.file_blob).toHaveLength(1);
      expect(sourceRows.file_blob![0]).toContain(createHash('md5').update(PNG).digest('hex'));
      expect(await everyRow(target)).toEqual(sourceRows);
      expect(readdirSync(target)).not.toContain('uploads');
    },
  );
});
