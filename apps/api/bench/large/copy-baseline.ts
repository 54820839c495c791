import { writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { USER_CSV_COLUMNS } from './user-csv.ts';

/**
 * PostgreSQL's own `COPY` of the same user file, the floor an import is measured against: into a
 * copy of the user table with the same columns, defaults and indexes (`like … including all`),
 * so the trigram and unique indexes cost it what they cost the import. Answers the seconds.
 */
export async function timeCopy(databaseUrl: string, csv: string): Promise<number> {
  const file = join(tmpdir(), `cabinet-bench-copy-${process.pid}.csv`);
  writeFileSync(file, csv);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create temporary table user_copy (like "user" including all)');
    await client.query('alter table user_copy alter column organization_id set default 1');
    const columns = USER_CSV_COLUMNS.map((name) => `"${name}"`).join(', ');
    const start = performance.now();
    // The server reads the file itself (the bench's cluster is local and it connects as superuser).
    await client.query(`copy user_copy (${columns}) from '${file}' with (format csv, header true)`);
    return (performance.now() - start) / 1000;
  } finally {
    await client.end();
    rmSync(file, { force: true });
  }
}
