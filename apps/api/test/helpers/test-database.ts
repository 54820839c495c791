import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';

/** Whether this run is the PostgreSQL project (TEST_DATABASE_URL set) or the PGlite one. */
export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** A new PostgreSQL database, migrated, with a function that drops it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project.');
  const name = `cabinet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated template (helpers/postgres-template.ts).
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's pool.end() resolves before its last connections are gone; forcing the drop then kills
      // them mid-goodbye and surfaces as an uncaught error. Give them a moment to leave first.
      for (let tries = 0; tries < 40; tries += 1) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The files of a migrated PGlite database, made once per test worker. A new PGlite database costs
 * its cluster's creation and every migration (about 3 s on two cores); one loaded from these files
 * costs a third of that, and is the same database.
 */
let migratedPgliteFiles: Promise<Blob> | undefined;

async function dumpMigratedPglite(): Promise<Blob> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await applyMigrations(handle);
  const files = await handle.dumpFiles!();
  await handle.close();
  return files;
}

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database dropped on close. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (testDatabaseKind === 'postgres') {
    const created = await createPostgresDatabase();
    const opened = await openDatabase({ kind: 'postgres', url: created.url });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        await created.drop();
      },
    };
  } else {
    migratedPgliteFiles ??= dumpMigratedPglite();
    handle = await openDatabase({ kind: 'pglite-memory', from: await migratedPgliteFiles });
  }
  await applyMigrations(handle);
  return handle;
}

/**
 * The database a spawned server process uses in this run, as its environment: PGlite files in its
 * DATA_DIR, or a fresh PostgreSQL database (dropped by `drop`). `firstRow` reads it afterwards.
 */
export async function serverProcessDatabase(dataDir: string): Promise<{
  env: { DATABASE_URL?: string };
  firstRow: (query: string) => Promise<Record<string, unknown>>;
  drop: () => Promise<void>;
}> {
  if (testDatabaseKind === 'postgres') {
    const database = await createPostgresDatabase();
    return {
      env: { DATABASE_URL: database.url },
      async firstRow(query) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return (await client.query<Record<string, unknown>>(query)).rows[0]!;
        } finally {
          await client.end();
        }
      },
      drop: database.drop,
    };
  }
  return {
    env: {},
    async firstRow(query) {
      const db = await PGlite.create(join(dataDir, 'pglite'));
      try {
        return (await db.query<Record<string, unknown>>(query)).rows[0]!;
      } finally {
        await db.close();
      }
    },
    drop: async () => undefined,
  };
}
