/**
 * The embedded database's folder across PGlite's PostgreSQL majors. PostgreSQL cannot open a data
 * folder another major wrote, and PGlite 0.5 runs PostgreSQL 18 where 0.3 ran 17: a practice's
 * existing folder is converted on the first start, by reading it with the old engine and writing
 * every row into a new folder with the current one.
 *
 * The conversion never touches the only copy: the old engine reads a copy of the folder, the new
 * folder is built beside it, and only once it holds every row (counted table by table) does it take
 * the folder's place, the old one being kept renamed beside it. Any failure before that leaves the
 * folder exactly as it was, and the start stops with one line saying why.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import {
  countRows,
  fillDeferred,
  insertChunk,
  listTables,
  migrationCount,
  resetIdentities,
  tableChunks,
  truncateAll,
  type TableInfo,
} from '../backup/database-dump.ts';
import { databaseErrorOf, redactedError } from '../lib/redacted-error.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { applyMigrations } from './migrate.ts';
import * as schema from './schema/index.ts';

/** The PostgreSQL major of the PGlite this release runs (written in a folder's PG_VERSION). */
export const CURRENT_POSTGRES_MAJOR = '18';
/** The major of PGlite 0.3, the one older folder this release converts. */
export const LEGACY_POSTGRES_MAJOR = '17';

/** The database's folder under DATA_DIR. */
export const PGLITE_FOLDER = 'pglite';
/** Where a conversion works, under DATA_DIR: a copy of the old folder and the new one. */
export const UPGRADE_WORK_FOLDER = 'pglite-upgrade.tmp';
/** Written in the work folder once the new folder is complete and closed: it may take the place. */
export const COMPLETE_MARK = 'complete';

/** Why the embedded database cannot be opened: one line, for the start's refusal. */
export class PgliteUpgradeError extends Error {
  override name = 'PgliteUpgradeError';
}

/** The PostgreSQL major that wrote a data folder; null when the folder holds no database yet. */
export function postgresMajorOf(folder: string): string | null {
  const file = join(folder, 'PG_VERSION');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** The name the old folder is kept under, beside the new one: its major and when it was replaced. */
export function keptFolderName(major: string, now: Date): string {
  return `pglite-postgres${major}-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/** Opens a PGlite 0.3 folder with PGlite 0.3, as the query builder the rest of the code uses. */
export async function openLegacyPglite(folder: string): Promise<DatabaseHandle> {
  // Loaded only here: a start on a current folder never loads the old engine.
  const { PGlite: LegacyPGlite } = await import('pglite-v03');
  const { pg_trgm } = await import('pglite-v03/contrib/pg_trgm');
  const client = await LegacyPGlite.create(folder, { extensions: { pg_trgm } });
  return {
    // Drizzle's PGlite driver only calls query, exec and transaction, the same in both versions.
    db: drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Database,
    kind: 'pglite',
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

export interface UpgradeOptions {
  /** Opens a folder with the current engine (client.ts's opener, passed in to avoid a cycle). */
  openCurrent: (folder: string) => Promise<DatabaseHandle>;
  /** Told one line when a folder was converted. */
  log: (line: string) => void;
  now?: Date;
}

/**
 * Makes DATA_DIR/pglite a folder the current engine opens: nothing to do for a new or current one;
 * a PostgreSQL 17 one (PGlite 0.3) is converted; any other major is refused.
 */
export async function upgradePgliteFolder(dataDir: string, options: UpgradeOptions): Promise<void> {
  const folder = join(dataDir, PGLITE_FOLDER);
  const work = join(dataDir, UPGRADE_WORK_FOLDER);
  if (!existsSync(folder) && existsSync(join(work, COMPLETE_MARK))) {
    // A conversion stopped between setting the old folder aside and moving the new one in.
    await finishSwap(dataDir);
    options.log(`finished converting the embedded database: ${PGLITE_FOLDER} is in place`);
    return;
  }
  const major = postgresMajorOf(folder);
  if (major === null || major === CURRENT_POSTGRES_MAJOR) {
    // Left by a start stopped while clearing it: copies of rows the folders hold, only in the way.
    if (existsSync(work)) await rm(work, { recursive: true, force: true });
    return;
  }
  if (major !== LEGACY_POSTGRES_MAJOR)
    throw new PgliteUpgradeError(
      `the embedded database in ${folder} was written by PostgreSQL ${major}, which this release neither opens nor converts (it runs PostgreSQL ${CURRENT_POSTGRES_MAJOR} and converts ${LEGACY_POSTGRES_MAJOR}): start it with the release that wrote it`,
    );
  await convert(dataDir, options);
}

async function convert(dataDir: string, options: UpgradeOptions): Promise<void> {
  const folder = join(dataDir, PGLITE_FOLDER);
  const work = join(dataDir, UPGRADE_WORK_FOLDER);
  const copy = join(work, 'old');
  const fresh = join(work, 'new');
  const started = Date.now();
  /** What the conversion was doing, for the line that says why it failed. */
  const progress = { step: 'copying the old folder' };
  let summary: { rows: number; tables: number };
  try {
    // Left by a conversion that stopped part-way: the old folder was not touched, start over.
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true, mode: 0o700 });
    // The old engine writes to a folder it opens (recovery, checkpoints): it gets a copy.
    await cp(folder, copy, { recursive: true, preserveTimestamps: true });
    await mkdir(fresh, { mode: 0o700 });
    summary = await copyRows(copy, fresh, options.openCurrent, progress);
    progress.step = 'clearing the copy of the old folder';
    await rm(copy, { recursive: true, force: true });
    await writeFile(join(work, COMPLETE_MARK), '');
  } catch (error) {
    await rm(work, { recursive: true, force: true }).catch(() => undefined);
    throw new PgliteUpgradeError(
      `the embedded database (PostgreSQL ${LEGACY_POSTGRES_MAJOR}, from PGlite 0.3) could not be converted, and ${folder} is left as it was: ${progress.step}: ${reasonOf(error)}`,
    );
  }
  const kept = join(dataDir, keptFolderName(LEGACY_POSTGRES_MAJOR, options.now ?? new Date()));
  await rename(folder, kept);
  try {
    await finishSwap(dataDir);
  } catch (error) {
    // The old folder goes back: the next start converts it again from the beginning.
    await rename(kept, folder);
    await rm(work, { recursive: true, force: true }).catch(() => undefined);
    throw new PgliteUpgradeError(
      `the converted embedded database could not be moved into ${folder}, which is left as it was: ${reasonOf(error)}`,
    );
  }
  options.log(
    `converted the embedded database from PostgreSQL ${LEGACY_POSTGRES_MAJOR} (PGlite 0.3) to ${CURRENT_POSTGRES_MAJOR}: ${summary.rows} rows in ${summary.tables} tables in ${Date.now() - started} ms; the old folder is kept as ${kept}`,
  );
}

/** Moves the complete new folder into place and clears the work folder. */
async function finishSwap(dataDir: string): Promise<void> {
  const folder = join(dataDir, PGLITE_FOLDER);
  const work = join(dataDir, UPGRADE_WORK_FOLDER);
  await rename(join(work, 'new'), folder);
  // The folder is in place: what is left of the work folder is only in the way.
  await rm(work, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * Why a step failed, on one line. A database error's message quotes the statement and its bound
 * values (here whole rows of health data): only its code and the table it names are told.
 */
function reasonOf(error: unknown): string {
  if (databaseErrorOf(error)) {
    const { message, table } = redactedError(error);
    return `the database refused it (${message}${table ? `, table ${table}` : ''})`;
  }
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Reads every row of the old folder (a copy) and writes it into a new folder, in one transaction,
 * keeping ids; checks each table's count. Both sides run every migration first, so they have the
 * same tables and columns.
 */
async function copyRows(
  oldFolder: string,
  newFolder: string,
  openCurrent: (folder: string) => Promise<DatabaseHandle>,
  progress: { step: string },
): Promise<{ rows: number; tables: number }> {
  progress.step = 'opening the old folder with PGlite 0.3';
  const source = await openLegacyPglite(oldFolder);
  try {
    progress.step = 'migrating the old folder';
    await applyMigrations(source);
    progress.step = 'creating the new folder';
    const target = await openCurrent(newFolder);
    try {
      await applyMigrations(target);
      progress.step = 'comparing the two folders';
      const [sourceMigrations, targetMigrations] = [
        await migrationCount(source.db),
        await migrationCount(target.db),
      ];
      if (sourceMigrations !== targetMigrations)
        throw new Error(
          `the old database ran ${sourceMigrations} migrations, the new one ${targetMigrations}`,
        );
      const tables = await listTables(target.db);
      const sourceTables = (await listTables(source.db)).map((table) => table.name).sort();
      const targetTables = tables.map((table) => table.name).sort();
      if (sourceTables.join() !== targetTables.join())
        throw new Error(
          `the old database's tables (${sourceTables.join(', ')}) are not the new one's (${targetTables.join(', ')})`,
        );
      const expected: Record<string, number> = {};
      await target.db.transaction(async (tx) => {
        // A migration may have written rows (reference data): the old folder's rows replace them.
        await truncateAll(tx, tables);
        const deferred = new Map<TableInfo, Record<string, unknown>[]>();
        for (const table of tables) {
          progress.step = `copying table ${table.name}`;
          expected[table.name] = (await countRows(source.db, [table]))[table.name]!;
          for await (const lines of tableChunks(source.db, table)) {
            const toFill = await insertChunk(tx, table, lines);
            if (toFill.length > 0) deferred.set(table, [...(deferred.get(table) ?? []), ...toFill]);
          }
        }
        progress.step = 'checking the new folder';
        for (const [table, rows] of deferred) await fillDeferred(tx, table, rows);
        for (const table of tables) await resetIdentities(tx, table);
        const written = await countRows(tx, tables);
        for (const table of tables)
          if (written[table.name] !== expected[table.name])
            throw new Error(
              `${table.name}: wrote ${written[table.name]} rows of ${expected[table.name]}`,
            );
      });
      return {
        rows: Object.values(expected).reduce((a, b) => a + b, 0),
        tables: tables.length,
      };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
