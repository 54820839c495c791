import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { applyMigrationsWithin, releaseMigrationCount } from '../db/migrate.ts';
import { PGLITE_FOLDER, postgresMajorOf } from '../db/pglite-upgrade.ts';
import { blobNames, insertBlob, type Runner } from '../files/file-blobs.ts';
import { LegacyFolder } from '../files/legacy-folder.ts';
import { isStoredName } from '../files/stored-name.ts';
import { decryptArchive, readFrames } from './archive.ts';
import { APP_SECRET_FILE, sha256, type Manifest, type Place } from './backup.ts';
import { BackupError } from './backup-key.ts';
import {
  countRows,
  fillDeferred,
  insertChunk,
  listTables,
  migrationCount,
  resetIdentities,
  rowTables,
  truncateAll,
  wipeDatabase,
  type TableInfo,
} from './database-dump.ts';
import { clearRestoreWork, RESTORE_WORK_DIR, swapIn, type SwapItem } from './restore-swap.ts';

export interface RestoreOptions {
  file: string;
  key: Buffer;
  /** Replace what the target holds (refused otherwise). */
  force?: boolean;
  /**
   * Drop every table and the record of migrations first (implies `force`): a database a newer
   * release migrated, restored by the release that wrote the backup (an upgrade rolled back).
   */
  wipe?: boolean;
}

/** Where a restore works, and the decrypted backup in it. */
interface Work {
  dir: string;
  plain: string;
  manifest: Manifest;
}

/**
 * Decrypts a backup into a private folder of DATA_DIR (0700, like the database beside it; not the
 * shared /tmp, which other accounts list and a tmp cleaner may empty mid-restore) and checks it
 * whole: a wrong key, a changed byte, a missing manifest or another release's backup is refused
 * here, before anything else is touched. Runs `restore` on it, and deletes the folder whatever
 * happens.
 */
async function withCheckedBackup<T>(
  options: RestoreOptions,
  dataDir: string,
  restore: (work: Work) => Promise<T>,
): Promise<T> {
  if (!existsSync(options.file)) throw new BackupError(`no such backup file: ${options.file}`);
  await clearRestoreWork(dataDir);
  const dir = join(dataDir, RESTORE_WORK_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    const plain = join(dir, 'plain');
    await decryptArchive(options.file, options.key, plain);
    let manifest: Manifest | undefined;
    for await (const frame of readFrames(plain))
      if (frame.header.type === 'manifest') manifest = parseManifest(frame.body);
    if (!manifest) throw new BackupError('the backup file is incomplete (no manifest)');
    const migrations = releaseMigrationCount();
    if (migrations !== manifest.migrations)
      throw new BackupError(
        `this backup is of another version of Cabinet (${manifest.migrations} migrations, this one has ${migrations}): restore it with the version that wrote it`,
      );
    return await restore({ dir, plain, manifest });
  } finally {
    await clearRestoreWork(dataDir);
  }
}

function parseManifest(body: Uint8Array): Manifest {
  const manifest = JSON.parse(Buffer.from(body).toString()) as Manifest;
  if (manifest.format !== 1) throw new BackupError('unsupported backup format');
  return manifest;
}

/** What a place holds: rows (the files' bytes aside) and files (in the database or the old folder). */
async function contentOf(
  db: Runner,
  legacy: LegacyFolder | null,
): Promise<{ rows: number; files: number }> {
  const counts = await countRows(db, rowTables(await listTables(db)));
  const files = new Set([...(await blobNames(db)), ...((await legacy?.names()) ?? [])]);
  return { rows: Object.values(counts).reduce((a, b) => a + b, 0), files: files.size };
}

function refuseNotEmpty(content: { rows: number; files: number }): void {
  if (content.rows > 0 || content.files > 0)
    throw new BackupError(
      `the target is not empty (${content.rows} rows, ${content.files} files): restore into an empty database and DATA_DIR, or add --force to replace them`,
    );
}

/**
 * Writes the backup's rows and files into a database in one transaction, with everything that
 * prepares it: `wipe` drops the schema a newer release made, this release's migrations run, a
 * database holding data is refused unless `force` (which empties it), and the result is counted
 * against the manifest. Any refusal or failure rolls it all back, the wipe and the migrations
 * included: the database is left as it was.
 */
async function loadBackup(
  database: DatabaseHandle,
  work: Work,
  options: { force: boolean; wipe: boolean; legacy: LegacyFolder | null },
): Promise<void> {
  const { manifest } = work;
  const expected = new Map(manifest.files.map((file) => [file.name, file.sha256]));
  // Under the start-up lock: an API starting meanwhile waits rather than migrating beside it.
  await database.withStartupLock(() =>
    database.db.transaction(async (tx) => {
      if (options.wipe) await wipeDatabase(tx);
      await applyMigrationsWithin(tx);
      const migrations = await migrationCount(tx);
      if (migrations !== manifest.migrations)
        throw new BackupError(
          `this backup is of another version of Cabinet (${manifest.migrations} migrations, the database has ${migrations}): restore it with the version that wrote it${migrations > manifest.migrations ? ', adding --wipe if a newer version migrated this database' : ''}`,
        );
      if (!options.force) refuseNotEmpty(await contentOf(tx, options.legacy));
      const tables = await listTables(tx);
      const byName = new Map(rowTables(tables).map((table) => [table.name, table]));
      /** References restored empty at first (tables pointing at each other), filled in at the end. */
      const deferred = new Map<TableInfo, Record<string, unknown>[]>();
      if (options.force) await truncateAll(tx, tables);
      for await (const frame of readFrames(work.plain)) {
        if (frame.header.type === 'rows') {
          const table = byName.get(String(frame.header.table));
          if (!table)
            throw new BackupError(
              `the backup holds an unknown table: ${String(frame.header.table)}`,
            );
          const lines = Buffer.from(frame.body).toString().split('\n');
          const toFill = await insertChunk(tx, table, lines);
          if (toFill.length > 0) deferred.set(table, [...(deferred.get(table) ?? []), ...toFill]);
        } else if (frame.header.type === 'file') {
          const name = String(frame.header.name);
          if (!isStoredName(name) || expected.get(name) !== sha256(frame.body))
            throw new BackupError(`the backup's file ${name} does not match its checksum`);
          await insertBlob(tx, name, frame.body);
        }
      }
      for (const [table, rowsToFill] of deferred) await fillDeferred(tx, table, rowsToFill);
      for (const table of tables) await resetIdentities(tx, table);
      const counts = await countRows(tx, tables);
      for (const [name, count] of Object.entries(manifest.tables))
        if (counts[name] !== count)
          throw new BackupError(
            `restored ${counts[name] ?? 0} rows of ${name}, the backup holds ${count}`,
          );
      const files = (await blobNames(tx)).length;
      if (files !== manifest.files.length)
        throw new BackupError(`restored ${files} files, the backup holds ${manifest.files.length}`);
    }),
  );
}

/** The backup's app secret, written into the work folder; null when it brings none. */
async function stageAppSecret(work: Work): Promise<string | null> {
  if (!work.manifest.appSecret) return null;
  for await (const frame of readFrames(work.plain))
    if (frame.header.type === 'app-secret') {
      const staged = join(work.dir, APP_SECRET_FILE);
      await writeFile(staged, frame.body, { mode: 0o600 });
      return staged;
    }
  throw new BackupError('the backup file is incomplete (its app secret is missing)');
}

/** Whether the backup's app secret replaces DATA_DIR's: always with `force`, else only if none. */
const takesSecret = (dataDir: string, force: boolean) =>
  force || !existsSync(join(dataDir, APP_SECRET_FILE));

/**
 * Restores a backup into an open database (PostgreSQL; any database in the tests): every row and
 * file in one transaction, so a refusal or a failure leaves the database as it was. A target
 * holding rows or files is refused unless `force`, which replaces them. The app secret, when the
 * backup brings one, takes its place in DATA_DIR once the transaction has committed.
 */
export async function restoreBackup(place: Place, options: RestoreOptions): Promise<Manifest> {
  const wipe = options.wipe ?? false;
  const force = (options.force ?? false) || wipe;
  return withCheckedBackup(options, place.dataDir, async (work) => {
    const secret = await stageAppSecret(work);
    await loadBackup(place.database, work, {
      force,
      wipe,
      legacy: new LegacyFolder(place.uploadDir),
    });
    if (secret && takesSecret(place.dataDir, force))
      await rename(secret, join(place.dataDir, APP_SECRET_FILE));
    return work.manifest;
  });
}

/**
 * Restores a backup into the embedded database of DATA_DIR, all or nothing: the database is built
 * in the work folder from scratch, checked and closed, then swapped in (restore-swap.ts). Until the
 * swap, DATA_DIR is not touched, not even opened: a refused restore (a wrong key, a changed file,
 * another release's backup, a target that is not empty) leaves it exactly as it was.
 */
export async function restoreEmbedded(
  target: { dataDir: string; uploadDir: string },
  options: RestoreOptions,
): Promise<Manifest> {
  const { dataDir } = target;
  // A newer release's database (`wipe`) is replaced whole like any other.
  const force = (options.force ?? false) || (options.wipe ?? false);
  return withCheckedBackup(options, dataDir, async (work) => {
    if (!force) refuseNotEmpty(await embeddedContent(work, target));
    const fresh = await openDatabase({ kind: 'pglite', dataDir: work.dir, log: () => undefined });
    try {
      await loadBackup(fresh, work, { force: false, wipe: false, legacy: null });
    } finally {
      await fresh.close();
    }
    const items: SwapItem[] = [PGLITE_FOLDER];
    const secret = await stageAppSecret(work);
    if (secret) {
      if (takesSecret(dataDir, force)) items.push(APP_SECRET_FILE);
      else await rm(secret);
    }
    await swapIn(dataDir, items);
    return work.manifest;
  });
}

/**
 * What DATA_DIR's embedded database holds, read from a copy of its folder: opening a database
 * writes to its folder, and a refused restore must leave it byte for byte as it was.
 */
async function embeddedContent(
  work: Work,
  target: { dataDir: string; uploadDir: string },
): Promise<{ rows: number; files: number }> {
  const legacy = new LegacyFolder(target.uploadDir);
  const folder = join(target.dataDir, PGLITE_FOLDER);
  if (postgresMajorOf(folder) === null) return { rows: 0, files: (await legacy.names()).length };
  const copy = join(work.dir, 'current');
  await cp(folder, join(copy, PGLITE_FOLDER), { recursive: true });
  const current = await openDatabase({ kind: 'pglite', dataDir: copy, log: () => undefined });
  try {
    return await contentOf(current.db, legacy);
  } finally {
    await current.close();
    await rm(copy, { recursive: true, force: true });
  }
}
