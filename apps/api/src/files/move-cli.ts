/**
 * `pnpm uploads:to-database`: moves the uploaded files an earlier release kept in a folder
 * (UPLOAD_DIR, else DATA_DIR/uploads) into the database, where this release keeps them. It reads
 * the API's own environment, runs the migrations (under the start-up lock, as a start does) and
 * prints one line of counts; a failure is one line on stderr and a non-zero exit, as is a file the
 * database holds with other bytes (left in the folder). Run again, it moves what is left: nothing,
 * once it has succeeded. The embedded database is the API's while it runs: stop it first.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { runningApiHolds } from '../backup/ask-running-api.ts';
import { uploadDirOf } from './file-store.ts';
import { LegacyFolder } from './legacy-folder.ts';
import { moveFolderIntoDatabase } from './move-to-database.ts';
import { safeErrorText } from '../lib/redacted-error.ts';

/** Refusals an operator acts on: printed as they are. */
class MoveError extends Error {
  override name = 'MoveError';
}

async function main(): Promise<void> {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const folder = new LegacyFolder(uploadDirOf(config));
  if (!config.DATABASE_URL && (await runningApiHolds(dataDir)))
    throw new MoveError(
      'the API is running on this DATA_DIR (the embedded database is its alone): stop it, run this, then start it again',
    );
  let database: DatabaseHandle;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
      : await openDatabase({
          kind: 'pglite',
          dataDir,
          log: (line) => process.stderr.write(`${line}\n`),
        });
  } catch (error) {
    throw new MoveError(`cannot open the database: ${safeErrorText(error)}`);
  }
  try {
    await database.withStartupLock(() => applyMigrations(database));
    const started = Date.now();
    const summary = await moveFolderIntoDatabase(database.db, folder);
    const megabytes = (summary.bytes / 1024 / 1024).toFixed(1);
    process.stdout.write(
      `moved ${summary.moved} files (${megabytes} MB) from ${folder.directory} into the database in ${Date.now() - started} ms; ${summary.alreadyThere} were there already\n`,
    );
    if (summary.differing.length > 0)
      throw new MoveError(
        `${summary.differing.length} files differ from the database's copy and were left in ${folder.directory}: ${summary.differing.join(', ')}`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const line =
    error instanceof MoveError || error instanceof ConfigError
      ? error.message
      : `failed: ${safeErrorText(error)}`;
  process.stderr.write(`cabinet-uploads: ${line}\n`);
  process.exit(1);
});
