/**
 * `pnpm migrate` (dist/migrate.js): applies this release's migrations that the database has not run
 * yet, and nothing more (no seed, no server). `cabinet upgrade` runs it with the new release while
 * the old one is stopped, so a migration that fails is known before the new release serves, and the
 * upgrade rolls back. Reads the API's environment (DATA_DIR, DATABASE_URL). Prints one line; a
 * failure is one line on stderr naming codes and tables only (a database error's message quotes the
 * statement) and a non-zero exit.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { runningApiHolds } from '../backup/ask-running-api.ts';
import { migrationCount } from '../backup/database-dump.ts';
import { safeErrorText } from '../lib/redacted-error.ts';
import { openDatabase } from './client.ts';
import { applyMigrations } from './migrate.ts';

/** Raised for a refusal the operator acts on; its message is printed as it is. */
class MigrateError extends Error {}

/** How many migrations the database has run; none before its first one (a new database). */
async function countOf(database: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  return migrationCount(database.db).catch(() => 0);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  // The embedded database is one process's: opening it beside a running API would damage it.
  if (!config.DATABASE_URL && (await runningApiHolds(dataDir)))
    throw new MigrateError('the API is running on this DATA_DIR: stop it before migrating');
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({
        kind: 'pglite',
        dataDir,
        log: (line) => process.stdout.write(`cabinet-migrate: ${line}\n`),
      });
  try {
    const before = await countOf(database);
    const started = Date.now();
    await database.withStartupLock(() => applyMigrations(database));
    const after = await countOf(database);
    process.stdout.write(
      `cabinet-migrate: ${after - before} migrations applied in ${Date.now() - started} ms (${after} in all)\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const reason =
    error instanceof MigrateError || error instanceof ConfigError
      ? error.message
      : `failed: ${safeErrorText(error)}`;
  process.stderr.write(`cabinet-migrate: ${reason}\n`);
  process.exit(1);
});
