import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every PostgreSQL test database is copied from. */
    postgresTemplate: string;
  }
}

async function onAdmin<T>(query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/**
 * Vitest's global set-up of the PostgreSQL projects: one database migrated from empty (which also
 * proves the migrations on PostgreSQL), marked as a template. Each test file's database is then a
 * copy of it (`create database … template …`), a file copy rather than every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres projects.');
  const name = `cabinet_template_${randomBytes(6).toString('hex')}`;
  await onAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await applyMigrations(handle);
  await handle.close();
  // No one may stay connected to a template while it is copied.
  await onAdmin((client) =>
    client.query(`alter database ${name} with is_template true allow_connections false`),
  );
  project.provide('postgresTemplate', name);
  return async () => {
    await onAdmin(async (client) => {
      await client.query(`alter database ${name} with is_template false`);
      await client.query(`drop database if exists ${name}`);
    });
  };
}
