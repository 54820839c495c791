import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, listTables, migrationCount } from '../../src/backup/database-dump.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import {
  COMPLETE_MARK,
  CURRENT_POSTGRES_MAJOR,
  openLegacyPglite,
  PGLITE_FOLDER,
  PgliteUpgradeError,
  postgresMajorOf,
  UPGRADE_WORK_FOLDER,
} from '../../src/db/pglite-upgrade.ts';
import { attachment } from '../../src/db/schema/attachment.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { user } from '../../src/db/schema/user.ts';
import { builtServer } from '../helpers/built-api.ts';

/**
 * A practice's embedded database as PGlite 0.3 (PostgreSQL 17) wrote it, made by
 * fixtures/make-pglite-03-folder.ts, with what it holds (rows per table, a few known values).
 */
const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));
const manifest = JSON.parse(
  readFileSync(join(fixtures, 'pglite-03-folder.manifest.json'), 'utf8'),
) as {
  migrations: number;
  tables: Record<string, number>;
  known: {
    adminUsername: string;
    adminEmail: string;
    contactRequest: { id: number; email: string; message: string; consent_at: string };
    attachment: { name: string; original_name: string };
  };
};

/** Tables the release after the fixture's added (user sessions, say): converted, and empty. */
const NEW_TABLES = [
  'user_session',
  'practitioner',
  'contact_request_note',
  'file_blob',
  'reply_template',
  'contact_request_mail',
  'job_status',
  'saved_view',
  'practitioner_weekly_hours',
  'practitioner_availability_exception',
  'appointment_offer',
  'appointment',
  'practitioner_calendar_feed',
];
const CURRENT_MIGRATIONS = (
  JSON.parse(
    readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] }
).entries.length;
const withNewTablesEmpty = (counts: Record<string, number>) => ({
  ...counts,
  ...Object.fromEntries(NEW_TABLES.map((table) => [table, 0])),
});

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR holding the fixture's folder, as a practice's server has it before the upgrade. */
function unpackedDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-pglite-upgrade-'));
  made.push(dataDir);
  execFileSync('tar', ['xzf', join(fixtures, 'pglite-03-folder.tar.gz'), '-C', dataDir]);
  return dataDir;
}

/** Every file under `dir` with its bytes' hash: equal digests are the same folder, byte for byte. */
function digest(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, name);
    if (statSync(path).isFile())
      files[name] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

async function tableCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  return countRows(handle.db, await listTables(handle.db));
}

async function first<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: T[] }).rows[0]!;
}

describe('a PGlite 0.3 folder after the upgrade', () => {
  let dataDir: string;
  let folder: string;
  let before: Record<string, string>;
  beforeAll(() => {
    dataDir = unpackedDataDir();
    folder = join(dataDir, PGLITE_FOLDER);
    before = digest(folder);
  });

  it('is converted at the first start, with every row, and the old folder kept as it was', async () => {
    expect(postgresMajorOf(folder)).toBe('17');
    const lines: string[] = [];
    const handle = await openDatabase({ kind: 'pglite', dataDir, log: (line) => lines.push(line) });
    try {
      expect(await tableCounts(handle)).toEqual(withNewTablesEmpty(manifest.tables));
      // The conversion runs this release's migrations: the fixture's and every one added since.
      expect(await migrationCount(handle.db)).toBe(CURRENT_MIGRATIONS);
      expect(CURRENT_MIGRATIONS).toBeGreaterThanOrEqual(manifest.migrations);
      const version = await first<{ v: string }>(
        handle,
        sql`select current_setting('server_version') as v`,
      );
      expect(version.v.startsWith(`${CURRENT_POSTGRES_MAJOR}.`)).toBe(true);

      const { known } = manifest;
      const [admin] = await handle.db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.username, known.adminUsername));
      expect(admin?.email).toBe(known.adminEmail);
      const [request] = await handle.db
        .select()
        .from(contactRequest)
        .where(eq(contactRequest.id, known.contactRequest.id));
      expect(request).toMatchObject({
        email: known.contactRequest.email,
        message: known.contactRequest.message,
        has_prescription: true,
      });
      expect(request?.consent_at.toISOString()).toBe(known.contactRequest.consent_at);
      const [upload] = await handle.db
        .select({ original_name: attachment.original_name })
        .from(attachment)
        .where(eq(attachment.name, known.attachment.name));
      expect(upload?.original_name).toBe(known.attachment.original_name);

      // Ids carry on after the copied ones: a new row does not collide with an old one.
      const [added] = await handle.db
        .insert(contactRequest)
        .values({ organization_id: 1, email: 'after@example.ch', consent_at: new Date() })
        .returning({ id: contactRequest.id });
      expect(added!.id).toBeGreaterThan(known.contactRequest.id);
    } finally {
      await handle.close();
    }

    expect(postgresMajorOf(folder)).toBe(CURRENT_POSTGRES_MAJOR);
    const kept = readdirSync(dataDir).filter((name) => name !== PGLITE_FOLDER);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^pglite-postgres17-\d{4}-\d\d-\d\dT/);
    expect(digest(join(dataDir, kept[0]!))).toEqual(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^converted the embedded database from PostgreSQL 17 \(PGlite 0\.3\) to 18: \d+ rows in \d+ tables in \d+ ms; the old folder is kept as /,
    );
    expect(lines[0]).toContain(join(dataDir, kept[0]!));
  }, 240_000);

  it('is not converted again at the next start, which clears what a stopped start left', async () => {
    const entries = readdirSync(dataDir).sort();
    mkdirSync(join(dataDir, UPGRADE_WORK_FOLDER, 'old'), { recursive: true });
    const lines: string[] = [];
    const handle = await openDatabase({ kind: 'pglite', dataDir, log: (line) => lines.push(line) });
    try {
      expect(await tableCounts(handle)).toEqual(
        withNewTablesEmpty({
          ...manifest.tables,
          contact_request: manifest.tables.contact_request! + 1,
        }),
      );
    } finally {
      await handle.close();
    }
    expect(lines).toEqual([]);
    expect(readdirSync(dataDir).sort()).toEqual(entries);
  }, 120_000);

  it('is put in place at the next start when a conversion stopped between the two renames', async () => {
    // The state a crash leaves after the old folder was set aside, before the new one moved in.
    const work = join(dataDir, UPGRADE_WORK_FOLDER);
    mkdirSync(work);
    renameSync(folder, join(work, 'new'));
    writeFileSync(join(work, COMPLETE_MARK), '');
    const lines: string[] = [];
    const handle = await openDatabase({ kind: 'pglite', dataDir, log: (line) => lines.push(line) });
    try {
      expect((await tableCounts(handle)).user).toBe(manifest.tables.user);
    } finally {
      await handle.close();
    }
    expect(lines).toEqual(['finished converting the embedded database: pglite is in place']);
    expect(readdirSync(dataDir)).not.toContain(UPGRADE_WORK_FOLDER);
  }, 120_000);
});

describe('a PGlite 0.3 folder that cannot be converted', () => {
  it('is left exactly as it was, and the API refuses to start with one line saying why', async () => {
    const dataDir = unpackedDataDir();
    const folder = join(dataDir, PGLITE_FOLDER);
    // A damaged page in the last table copied: reading it fails once the new folder holds the rest.
    const scratch = mkdtempSync(join(tmpdir(), 'cabinet-pglite-scratch-'));
    made.push(scratch);
    cpSync(folder, scratch, { recursive: true });
    const legacy = await openLegacyPglite(scratch);
    const tables = await listTables(legacy.db);
    const last = tables.at(-1)!.name;
    const { path } = await first<{ path: string }>(
      legacy,
      sql`select pg_relation_filepath(${last}) as path`,
    );
    await legacy.close();
    const damaged = join(folder, path);
    writeFileSync(damaged, randomBytes(statSync(damaged).size));
    const before = digest(folder);

    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(process.execPath, [builtServer()], {
          env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', PORT: '8999', DATA_DIR: dataDir },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        // Were the conversion to succeed, the server would keep running: stop it, the test fails.
        const timer = setTimeout(() => child.kill('SIGKILL'), 200_000);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, stdout, stderr });
        });
        child.on('error', reject);
      },
    );

    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^cabinet-api: failed to start: the embedded database \(PostgreSQL 17, from PGlite 0\.3\) could not be converted, and .*\/pglite is left as it was: /,
    );
    // It names the step and the database's code, never the statement's values (rows of health data).
    expect(run.stderr).toContain(
      `: copying table ${last}: the database refused it (DatabaseError XX001`,
    );
    expect(run.stderr).not.toContain('params');
    expect(digest(folder)).toEqual(before);
    expect(readdirSync(dataDir)).toEqual([PGLITE_FOLDER]);
  }, 240_000);

  it('is refused, untouched, when another PostgreSQL major wrote it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-pglite-upgrade-'));
    made.push(dataDir);
    const folder = join(dataDir, PGLITE_FOLDER);
    mkdirSync(folder);
    writeFileSync(join(folder, 'PG_VERSION'), '16\n');
    const opened = openDatabase({ kind: 'pglite', dataDir, log: () => undefined });
    await expect(opened).rejects.toBeInstanceOf(PgliteUpgradeError);
    await expect(opened).rejects.toThrow(/written by PostgreSQL 16, which this release neither/);
    expect(readdirSync(dataDir)).toEqual([PGLITE_FOLDER]);
    expect(readdirSync(folder)).toEqual(['PG_VERSION']);
  });
});
