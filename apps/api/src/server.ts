import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { loadStartupDemoData } from './resources/apps/startup-demo-data.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { ensureDataDir } from './lib/data-dir.ts';
import { listenForBackups } from './backup/backup-socket.ts';
import { uploadDirOf } from './files/file-store.ts';
import { warmUpHttp } from './http/warm-up.ts';
import { keepFirstAdminPassword } from './lib/first-admin-password.ts';
import { safeErrorText } from './lib/redacted-error.ts';
import { clearRestoreWork } from './backup/restore-swap.ts';
import { PgliteUpgradeError } from './db/pglite-upgrade.ts';

function exitWith(message: string): never {
  process.stderr.write(`cabinet-api: ${message}\n`);
  process.exit(1);
}

async function connect(config: Config, dataDir: string): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL)
    return openDatabase({
      kind: 'pglite',
      dataDir,
      // Before the app's logger exists: a plain line, as the start's other messages.
      log: (line) => process.stdout.write(`cabinet-api: ${line}\n`),
    });
  try {
    return await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  } catch (error) {
    const host = new URL(config.DATABASE_URL).host;
    throw new ConfigError(
      `cannot reach the database at DATABASE_URL (${host}): ${(error as Error).message}`,
    );
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  // First of all, before the database's start-up runs Node's stream internals (see warm-up.ts).
  const warmUp = await warmUpHttp();
  const dataDir = ensureDataDir(config.DATA_DIR);
  // A restore stopped half-way may have left a decrypted backup behind, or a swap to finish.
  await clearRestoreWork(dataDir);
  const database = await connect(config, dataDir);
  const admin = await database.withStartupLock(async () => {
    await applyMigrations(database);
    const seeded = await seedDatabase(database.db, {
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    // Only a database whose first admin was just created is fresh: an existing one is never filled.
    if (seeded.created && config.LOAD_DEMO_DATA === 'true')
      await loadStartupDemoData(database.db, config.ADMIN_USERNAME);
    return seeded;
  });
  // Kept before the API answers, so whoever waits for it to be ready finds the file.
  if (admin.generatedPassword)
    process.stdout.write(
      `\n${keepFirstAdminPassword(dataDir, config.ADMIN_USERNAME, admin.generatedPassword)}\n\n`,
    );
  const app = await buildApp({
    config,
    database,
    appSecret: resolveAppSecret(config.APP_SECRET, dataDir),
    jobs: true,
  });
  app.log.info(warmUp, 'request path warmed up');
  await app.listen({ port: config.PORT, host: config.HOST });
  // The embedded database is this process's alone: `pnpm backup` asks it for the backup.
  const backupSocket =
    database.kind === 'pglite'
      ? await listenForBackups({ database, dataDir, uploadDir: uploadDirOf(config) }, app.log)
      : null;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    Promise.all([backupSocket?.close(), app.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) exitWith(error.message);
  // A refused conversion explains itself (codes only); anything else may quote what it ran.
  exitWith(
    `failed to start: ${error instanceof PgliteUpgradeError ? error.message : safeErrorText(error)}`,
  );
});
