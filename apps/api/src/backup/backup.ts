import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { isStoredName } from '../files/file-store.ts';
import { decryptArchive, readFrames, writeArchive, type Frame } from './archive.ts';
import { BackupError } from './backup-key.ts';
import {
  countRows,
  fillDeferred,
  insertChunk,
  listTables,
  migrationCount,
  resetIdentities,
  tableChunks,
  truncateAll,
  wipeDatabase,
  type TableInfo,
} from './database-dump.ts';

/** What a backup holds, written last in the file and checked by the restore. */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: number;
  /** Rows per table. */
  tables: Record<string, number>;
  files: { name: string; size: number; sha256: string }[];
  /** Whether the generated app secret (DATA_DIR/app-secret) is inside. */
  appSecret: boolean;
}

export interface Place {
  database: DatabaseHandle;
  /** Where uploaded files live. */
  uploadDir: string;
  /** Where a generated app secret lives (DATA_DIR). */
  dataDir: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const APP_SECRET_FILE = 'app-secret';

async function storedFiles(uploadDir: string): Promise<string[]> {
  const names = await readdir(uploadDir).catch(() => [] as string[]);
  return names.filter(isStoredName).sort();
}

/** A release's version, as `backup --before-upgrade` names the release an upgrade goes to. */
const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * The file name of a backup taken at `date`: sorts by time, tells the time at a glance. One taken
 * before an upgrade names the version upgraded to, and the retention keeps it apart (retention.ts).
 */
export function backupFileName(date: Date, beforeUpgrade?: string): string {
  if (beforeUpgrade !== undefined && !VERSION.test(beforeUpgrade))
    throw new BackupError(`--before-upgrade: a version such as 1.2.0 (got "${beforeUpgrade}")`);
  const suffix = beforeUpgrade === undefined ? '' : `-before-${beforeUpgrade}`;
  return `cabinet-${date.toISOString().replace(/[:.]/g, '-')}${suffix}.backup`;
}

/**
 * Writes one encrypted file holding every table, every uploaded file and the generated app secret,
 * while the product runs: the tables are read in one repeatable-read transaction (one moment's
 * state). `beforeUpgrade` names the version an upgrade goes to (`cabinet upgrade` takes one).
 * Answers the file's path and its manifest.
 */
export async function createBackup(
  place: Place,
  options: { backupDir: string; key: Buffer; now?: Date; beforeUpgrade?: string },
): Promise<{ path: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const name = backupFileName(now, options.beforeUpgrade);
  await mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  const path = join(options.backupDir, name);
  const partial = join(options.backupDir, `.partial-${name}`);
  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: place.database.kind,
    migrations: 0,
    tables: {},
    files: [],
    appSecret: false,
  };
  try {
    await place.database.db.transaction(
      async (tx) => {
        async function* frames(): AsyncGenerator<Frame> {
          manifest.migrations = await migrationCount(tx);
          for (const table of await listTables(tx)) {
            let count = 0;
            for await (const lines of tableChunks(tx, table)) {
              count += lines.length;
              yield {
                header: { type: 'rows', table: table.name },
                body: Buffer.from(lines.join('\n')),
              };
            }
            manifest.tables[table.name] = count;
          }
          for (const name of await storedFiles(place.uploadDir)) {
            // Deleted since the rows were read: its row is gone too, or will be swept.
            const bytes = await readFile(join(place.uploadDir, name)).catch(() => null);
            if (!bytes) continue;
            manifest.files.push({ name, size: bytes.length, sha256: sha256(bytes) });
            yield { header: { type: 'file', name }, body: bytes };
          }
          const secret = join(place.dataDir, APP_SECRET_FILE);
          if (existsSync(secret)) {
            manifest.appSecret = true;
            yield { header: { type: 'app-secret' }, body: await readFile(secret) };
          }
          yield { header: { type: 'manifest' }, body: Buffer.from(JSON.stringify(manifest)) };
        }
        await writeArchive(partial, options.key, frames());
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Only a whole file gets a backup's name: a crash mid-way leaves a `.partial-` file at most.
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { path, manifest };
}

function parseManifest(body: Uint8Array): Manifest {
  const manifest = JSON.parse(Buffer.from(body).toString()) as Manifest;
  if (manifest.format !== 1) throw new BackupError('unsupported backup format');
  return manifest;
}

/** The folder inside DATA_DIR where a restore decrypts its backup; owner-only, emptied at start. */
export const RESTORE_WORK_DIR = '.restore-work';

/**
 * Removes what a restore killed half-way left decrypted (the whole database in clear). Called at
 * every restore and at the API's start.
 */
export async function clearRestoreWork(dataDir: string): Promise<void> {
  await rm(join(dataDir, RESTORE_WORK_DIR), { recursive: true, force: true });
}

/**
 * Decrypts a backup into a private folder of DATA_DIR (0700, like the database beside it; not the
 * shared /tmp, which other accounts list and a tmp cleaner may empty mid-restore), runs `work` on
 * it, and removes it whatever happens.
 */
async function withDecrypted<T>(
  file: string,
  key: Buffer,
  dataDir: string,
  work: (plain: string) => Promise<T>,
): Promise<T> {
  if (!existsSync(file)) throw new BackupError(`no such backup file: ${file}`);
  await clearRestoreWork(dataDir);
  const dir = join(dataDir, RESTORE_WORK_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    const plain = join(dir, 'plain');
    await decryptArchive(file, key, plain);
    return await work(plain);
  } finally {
    await clearRestoreWork(dataDir);
  }
}

/**
 * Restores a backup into `place`. The file is decrypted and checked whole first (a wrong key or a
 * changed byte restores nothing); a target holding rows or files is refused unless `force`, which
 * replaces what is there. `wipe` (which implies `force`) first drops every table and the record of
 * migrations, for a database a newer release migrated: an upgrade rolled back with the release that
 * wrote the backup. The rows go in one transaction and are counted against the manifest.
 */
export async function restoreBackup(
  place: Place,
  options: { file: string; key: Buffer; force?: boolean; wipe?: boolean },
): Promise<Manifest> {
  const force = options.force === true || options.wipe === true;
  return withDecrypted(options.file, options.key, place.dataDir, async (plain) => {
    let manifest: Manifest | undefined;
    for await (const frame of readFrames(plain))
      if (frame.header.type === 'manifest') manifest = parseManifest(frame.body);
    if (!manifest) throw new BackupError('the backup file is incomplete (no manifest)');

    const { db } = place.database;
    await place.database.withStartupLock(async () => {
      if (options.wipe) await wipeDatabase(db);
      await applyMigrations(place.database);
    });
    const migrations = await migrationCount(db);
    if (migrations !== manifest.migrations)
      throw new BackupError(
        `this backup is of another version of Cabinet (${manifest.migrations} migrations, the database has ${migrations}): restore it with the version that wrote it${migrations > manifest.migrations ? ', adding --wipe if a newer version migrated this database' : ''}`,
      );
    const tables = await listTables(db);
    const present = Object.values(await countRows(db, tables)).reduce((a, b) => a + b, 0);
    const files = await storedFiles(place.uploadDir);
    if ((present > 0 || files.length > 0) && !force)
      throw new BackupError(
        `the target is not empty (${present} rows, ${files.length} files): restore into an empty database and DATA_DIR, or add --force to replace them`,
      );

    const byName = new Map(tables.map((table) => [table.name, table]));
    /** References restored empty at first (tables pointing at each other), filled in at the end. */
    const deferred = new Map<TableInfo, Record<string, unknown>[]>();
    await db.transaction(async (tx) => {
      if (force) await truncateAll(tx, tables);
      for await (const frame of readFrames(plain)) {
        if (frame.header.type !== 'rows') continue;
        const table = byName.get(String(frame.header.table));
        if (!table)
          throw new BackupError(`the backup holds an unknown table: ${String(frame.header.table)}`);
        const lines = Buffer.from(frame.body).toString().split('\n');
        const toFill = await insertChunk(tx, table, lines);
        if (toFill.length > 0) deferred.set(table, [...(deferred.get(table) ?? []), ...toFill]);
      }
      for (const [table, rowsToFill] of deferred) await fillDeferred(tx, table, rowsToFill);
      for (const table of tables) await resetIdentities(tx, table);
      const counts = await countRows(tx, tables);
      for (const [name, count] of Object.entries(manifest.tables))
        if (counts[name] !== count)
          throw new BackupError(
            `restored ${counts[name] ?? 0} rows of ${name}, the backup holds ${count}`,
          );
    });

    if (force) for (const name of files) await rm(join(place.uploadDir, name), { force: true });
    await mkdir(place.uploadDir, { recursive: true, mode: 0o700 });
    const expected = new Map(manifest.files.map((file) => [file.name, file.sha256]));
    for await (const frame of readFrames(plain)) {
      if (frame.header.type === 'file') {
        const name = String(frame.header.name);
        if (!isStoredName(name) || expected.get(name) !== sha256(frame.body))
          throw new BackupError(`the backup's file ${name} does not match its checksum`);
        await writeFile(join(place.uploadDir, name), frame.body, { mode: 0o600 });
      } else if (frame.header.type === 'app-secret') {
        const secret = join(place.dataDir, APP_SECRET_FILE);
        if (force || !existsSync(secret)) await writeFile(secret, frame.body, { mode: 0o600 });
      }
    }
    return manifest;
  });
}
