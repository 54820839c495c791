import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, DatabaseHandle } from './client.ts';

/** Finds apps/api/drizzle from the source tree (src/db) and from the bundle (dist) alike. */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The migrations folder (apps/api/drizzle) was not found.');
}

/** Applies the committed SQL migrations that have not run yet. */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

/** How many migrations this release holds: a database it has migrated counts as many. */
export function releaseMigrationCount(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Applies this release's migrations that have not run yet inside the caller's transaction (a
 * restore's, so that a refused restore leaves no schema behind either): the same statements and the
 * same record (`drizzle.__drizzle_migrations`: hash, created_at) as drizzle's migrator, which opens
 * a transaction of its own and so cannot run inside one.
 */
export async function applyMigrationsWithin(tx: Pick<Database, 'execute'>): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const result: unknown = await tx.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const [last] = (result as { rows: { created_at: string | number }[] }).rows;
  for (const migration of migrations) {
    if (last && Number(last.created_at) >= migration.folderMillis) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
