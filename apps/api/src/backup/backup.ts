import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/client.ts';
import { blobNames, readBlob } from '../files/file-blobs.ts';
import { LegacyFolder } from '../files/legacy-folder.ts';
import { writeArchive, type Frame } from './archive.ts';
import { BackupError } from './backup-key.ts';
import { listTables, migrationCount, rowTables, tableChunks } from './database-dump.ts';

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
  /**
   * The folder uploaded files were kept in before they moved into the database: a file still
   * there is backed up with the others (and restored into the database).
   */
  uploadDir: string;
  /** Where a generated app secret lives (DATA_DIR). */
  dataDir: string;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
export const APP_SECRET_FILE = 'app-secret';

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
 * while the product runs: the tables and the files (table `file_blob`, written as files rather
 * than rows, one at a time) are read in one repeatable-read transaction (one moment's state).
 * `beforeUpgrade` names the version an upgrade goes to (`cabinet upgrade` takes one).
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
          for (const table of rowTables(await listTables(tx))) {
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
          const file = (name: string, bytes: Buffer): Frame => {
            manifest.files.push({ name, size: bytes.length, sha256: sha256(bytes) });
            return { header: { type: 'file', name }, body: bytes };
          };
          const inDatabase = new Set(await blobNames(tx));
          for (const name of inDatabase) {
            const bytes = await readBlob(tx, name);
            if (bytes) yield file(name, bytes);
          }
          // Not moved into the database yet (`pnpm uploads:to-database`): backed up all the same.
          const legacy = new LegacyFolder(place.uploadDir);
          for (const name of await legacy.names()) {
            if (inDatabase.has(name)) continue;
            // Deleted since the rows were read: its row is gone too.
            const bytes = await legacy.read(name);
            if (bytes) yield file(name, bytes);
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
