import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptArchive, readFrames, writeArchive, type Frame } from '../../src/backup/archive.ts';
import { createBackup, type Place } from '../../src/backup/backup.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { BackupError, parseBackupKey } from '../../src/backup/backup-key.ts';
import {
  countRows,
  listTables,
  migrationCount,
  rowTables,
  tableChunks,
} from '../../src/backup/database-dump.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { blobNames, readBlob } from '../../src/files/file-blobs.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { PDF, PNG, uploadFiles } from '../helpers/files.ts';
import { orgAdmin } from '../helpers/org-admin.ts';
import { openTestDatabase, testDatabaseKind } from '../helpers/test-database.ts';

const key = parseBackupKey('ab'.repeat(32));
const otherKey = parseBackupKey('cd'.repeat(32));
const temp = (name: string) => mkdtempSync(join(tmpdir(), `cabinet-${name}-`));

let app: FastifyInstance;
let source: Place;
let backupFile: string;
/** Restored into by the first test, refused and forced by the second (a fresh database is slow to make). */
let restored: Place;
const targets: DatabaseHandle[] = [];

/**
 * Every row of every table, as the database renders it, sorted: equal means byte-identical. The
 * files' bytes are compared by `filesOf` (a restore writes them anew, so their time is its own).
 */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of rowTables(await listTables(db))) {
    const rows: string[] = [];
    for await (const chunk of tableChunks(db, table)) rows.push(...chunk);
    all[table.name] = rows.sort();
  }
  return all;
}

/** Every stored file of a database, as base64. */
async function filesOf(db: Database): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of await blobNames(db))
    files[name] = (await readBlob(db, name))!.toString('base64');
  return files;
}

/** Every file under a folder, with its bytes' hash: equal means the folder is as it was. */
function treeOf(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, name);
    tree[name] = statSync(path).isDirectory()
      ? 'folder'
      : createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return tree;
}

const manifestOf = (frame: Frame) => JSON.parse(Buffer.from(frame.body).toString()) as object;

/** The backup written once more with one change to its frames: as if its writer had made it so. */
async function rewritten(change: (frame: Frame) => Frame): Promise<string> {
  const dir = temp('rewritten');
  await decryptArchive(backupFile, key, join(dir, 'plain'));
  const frames: Frame[] = [];
  for await (const frame of readFrames(join(dir, 'plain'))) frames.push(change(frame));
  const path = join(dir, 'rewritten.backup');
  await writeArchive(
    path,
    key,
    (async function* () {
      yield* frames;
    })(),
  );
  return path;
}

async function freshTarget(): Promise<Place> {
  const database = await openTestDatabase();
  targets.push(database);
  const dataDir = temp('target');
  return { database, dataDir, uploadDir: join(dataDir, 'uploads') };
}

beforeAll(async () => {
  app = await buildTestApp({ BACKOFFICE_URL: 'https://admin.cabinet.example' });
  await app.mailQueue.stop();
  await orgAdmin(app, 'office.admin');
  await orgAdmin(app, 'second.admin');
  for (const message of ['Première demande', 'Zweite Anfrage']) {
    await submitContact(app, { name: 'Léa', email: 'lea@example.ch', message });
  }
  const token = await tokenFor(app, testAdmin.username, testAdmin.password);
  const upload = await uploadFiles(
    app,
    [
      { name: 'logo.png', content: PNG },
      { name: 'ordonnance.pdf', content: PDF },
    ],
    { token },
  );
  expect(upload.statusCode).toBe(200);
  // A user's picture: the user and attachment tables point at each other, so no table order alone
  // restores both.
  const [picture] = upload.json<{ id: number }[]>();
  await app.db.execute(sql`update "user" set image_id = ${picture!.id} where username = 'admin'`);
  const dataDir = temp('source');
  writeFileSync(join(dataDir, 'app-secret'), 'generated-secret\n', { mode: 0o600 });
  source = {
    database: {
      db: app.db,
      kind: testDatabaseKind,
      withStartupLock: (work) => work(),
      close: async () => undefined,
    },
    dataDir,
    uploadDir: app.fileStore.legacy.directory,
  };
  backupFile = (await createBackup(source, { backupDir: temp('backups'), key })).path;
});

afterAll(async () => {
  for (const target of targets) await target.close();
  await app.close();
});

describe('backup and restore', () => {
  it('brings back every row, every file byte and the app secret into an empty place', async () => {
    const target = (restored = await freshTarget());
    const manifest = await restoreBackup(target, { file: backupFile, key });
    expect(manifest.tables.user).toBe(3);
    expect(manifest.tables.contact_request).toBe(2);
    expect(manifest.files).toHaveLength(2);
    expect(await snapshot(target.database.db)).toEqual(await snapshot(app.db));
    expect(await filesOf(target.database.db)).toEqual(await filesOf(app.db));
    expect(Object.keys(await filesOf(target.database.db))).toHaveLength(2);
    expect(readFileSync(join(target.dataDir, 'app-secret'), 'utf8')).toBe('generated-secret\n');
    // The identities continue after the restored ids.
    const inserted: unknown = await target.database.db.execute(
      sql`insert into contact_request (organization_id, consent_at) values (1, now()) returning id`,
    );
    const [next] = (inserted as { rows: { id: number }[] }).rows;
    const ids = (await snapshot(app.db)).contact_request!.map(
      (row) => (JSON.parse(row) as { id: number }).id,
    );
    expect(next!.id).toBeGreaterThan(Math.max(...ids));
  });

  it('refuses a target that holds data unless forced, then replaces it', async () => {
    const target = restored;
    await expect(restoreBackup(target, { file: backupFile, key })).rejects.toThrow(
      /the target is not empty \(\d+ rows, 2 files\).*--force/,
    );
    await restoreBackup(target, { file: backupFile, key, force: true });
    expect(await snapshot(target.database.db)).toEqual(await snapshot(app.db));
  });

  it('leaves a target that holds data exactly as it was when a restore is refused', async () => {
    const target = restored;
    const before = {
      rows: await snapshot(target.database.db),
      files: await filesOf(target.database.db),
      dataDir: treeOf(target.dataDir),
    };
    const tampered = Buffer.from(readFileSync(backupFile));
    tampered[tampered.length >> 1] = tampered[tampered.length >> 1]! ^ 0x01;
    const tamperedFile = join(temp('tampered'), 'tampered.backup');
    writeFileSync(tamperedFile, tampered);
    // A file whose bytes no longer match the manifest: found only once the rows are in, inside
    // the transaction, after --force emptied the tables.
    let changed = false;
    const badFile = await rewritten((frame) => {
      if (frame.header.type !== 'file' || changed) return frame;
      changed = true;
      return { ...frame, body: Buffer.concat([frame.body, Buffer.from('!')]) };
    });
    const otherRelease = await rewritten((frame) =>
      frame.header.type === 'manifest'
        ? { ...frame, body: Buffer.from(JSON.stringify({ ...manifestOf(frame), migrations: 3 })) }
        : frame,
    );
    for (const [file, refusal] of [
      [backupFile, 'wrong BACKUP_KEY'],
      [tamperedFile, 'the backup file is damaged or was changed'],
      [badFile, 'does not match its checksum'],
      [otherRelease, 'this backup is of another version of Cabinet (3 migrations'],
    ] as const) {
      const withKey = file === backupFile ? otherKey : key;
      await expect(restoreBackup(target, { file, key: withKey, force: true })).rejects.toThrow(
        refusal,
      );
    }
    expect(await snapshot(target.database.db)).toEqual(before.rows);
    expect(await filesOf(target.database.db)).toEqual(before.files);
    expect(treeOf(target.dataDir)).toEqual(before.dataDir);
  });

  it('backs up a file an earlier release left in the folder and restores it into the database', async () => {
    const name = app.fileStore.newName('pdf');
    mkdirSync(source.uploadDir, { recursive: true });
    writeFileSync(join(source.uploadDir, name), PDF);
    const { path, manifest } = await createBackup(source, { backupDir: temp('backups'), key });
    expect(manifest.files.map((file) => file.name)).toContain(name);
    const target = await freshTarget();
    await restoreBackup(target, { file: path, key });
    expect((await readBlob(target.database.db, name))?.equals(PDF)).toBe(true);
    expect(existsSync(target.uploadDir)).toBe(false);
  });

  it('restores over a database a newer release migrated only when told to wipe it', async () => {
    const target = restored;
    const { db } = target.database;
    // What a newer release's migration leaves: a table of its own and one more migration recorded.
    await db.execute(sql`create table newer_release_table (id integer primary key)`);
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', 9999999999999)`,
    );
    await expect(restoreBackup(target, { file: backupFile, key, force: true })).rejects.toThrow(
      /this backup is of another version of Cabinet \((\d+) migrations, the database has \d+\).*adding --wipe/,
    );
    // The wipe is part of the restore's transaction: a backup refused after it wipes nothing.
    const migrations = await migrationCount(db);
    const badFile = await rewritten((frame) =>
      frame.header.type === 'file' ? { ...frame, body: Buffer.from('changed') } : frame,
    );
    await expect(restoreBackup(target, { file: badFile, key, wipe: true })).rejects.toThrow(
      'does not match its checksum',
    );
    expect((await listTables(db)).map((table) => table.name)).toContain('newer_release_table');
    expect(await migrationCount(db)).toBe(migrations);

    const manifest = await restoreBackup(target, { file: backupFile, key, wipe: true });
    expect(await snapshot(db)).toEqual(await snapshot(app.db));
    expect((await listTables(db)).map((table) => table.name)).not.toContain('newer_release_table');
    expect(await migrationCount(db)).toBe(manifest.migrations);
    expect(await filesOf(db)).toEqual(await filesOf(app.db));
  });

  it('refuses a wrong key and a changed byte, and restores nothing', async () => {
    const target = await freshTarget();
    await expect(restoreBackup(target, { file: backupFile, key: otherKey })).rejects.toThrow(
      'wrong BACKUP_KEY: this backup was written with another key',
    );
    const bytes = readFileSync(backupFile);
    for (const at of [40, Math.floor(bytes.length / 2), bytes.length - 3]) {
      const tampered = Buffer.from(bytes);
      tampered[at] = tampered[at]! ^ 0x01;
      const path = join(temp('tampered'), 'tampered.backup');
      writeFileSync(path, tampered);
      await expect(restoreBackup(target, { file: path, key })).rejects.toThrow(
        'the backup file is damaged or was changed: refused, nothing restored',
      );
    }
    const counts = await countRows(target.database.db, await listTables(target.database.db));
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    expect(readdirSync(target.dataDir)).toEqual([]);
  });

  it('decrypts into a private folder of DATA_DIR, never /tmp, and clears what a killed restore left', async () => {
    const target = await freshTarget();
    // A restore killed half-way left the decrypted database behind.
    mkdirSync(join(target.dataDir, '.restore-work'), { mode: 0o700 });
    writeFileSync(join(target.dataDir, '.restore-work', 'plain'), 'Première demande');
    const inTmp = () => readdirSync(tmpdir()).filter((name) => name.startsWith('cabinet-restore-'));
    const before = inTmp();
    await restoreBackup(target, { file: backupFile, key });
    expect(inTmp()).toEqual(before);
    expect(existsSync(join(target.dataDir, '.restore-work'))).toBe(false);
  });

  it('keeps contact messages and secrets out of the file: it is encrypted', () => {
    const bytes = readFileSync(backupFile);
    expect(bytes.includes('Première')).toBe(false);
    expect(bytes.includes('lea@example.ch')).toBe(false);
    expect(bytes.includes('generated-secret')).toBe(false);
  });

  it('takes only a valid BACKUP_KEY, and says what one is', () => {
    for (const bad of [undefined, '', 'short', 'zz'.repeat(32), 'ab'.repeat(33)])
      expect(() => parseBackupKey(bad)).toThrow(BackupError);
    expect(() => parseBackupKey('zz'.repeat(32))).toThrow(
      'BACKUP_KEY: must be 64 hexadecimal characters (e.g. `openssl rand -hex 32`)',
    );
  });
});
