import { writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { USER_CSV_COLUMNS } from './user-csv.ts';

/** Seconds PostgreSQL's own `COPY` of the user file takes, into two places. */
export interface CopyTimes {
  /**
   * Into the user table itself, in a transaction then rolled back: the floor an import is judged
   * against, paying what the import must — the write-ahead log, the unique and foreign keys
   * against the rows already there, the trigram indexes.
   */
  userTable: number;
  /**
   * Into a temporary copy of the table (`like … including all`): same columns and indexes, but a
   * temporary table writes no write-ahead log, which no durable import can skip. Shown beside;
   * null when not asked for.
   */
  temporaryCopy: number | null;
}

/**
 * Times PostgreSQL's own `COPY` of the same user file the bench imports: into the user table, and
 * with `temporary` into a temporary copy of it too.
 */
export async function timeCopy(
  databaseUrl: string,
  csv: string,
  { temporary }: { temporary: boolean },
): Promise<CopyTimes> {
  const file = join(tmpdir(), `cabinet-bench-copy-${process.pid}.csv`);
  writeFileSync(file, csv);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const columns = USER_CSV_COLUMNS.map((name) => `"${name}"`).join(', ');
  // The server reads the file itself (the bench's cluster is local and it connects as superuser).
  const copyInto = async (table: string) => {
    const start = performance.now();
    await client.query(`copy ${table} (${columns}) from '${file}' with (format csv, header true)`);
    return (performance.now() - start) / 1000;
  };
  try {
    await client.query('begin');
    await client.query('alter table "user" alter column organization_id set default 1');
    const userTable = await copyInto('"user"');
    await client.query('rollback');
    // The rolled-back rows' dead entries (unique and trigram indexes) would slow the dry run or
    // import measured next, which a user's own dry run then import never meets: cleared, untimed.
    await client.query('vacuum "user"');
    if (!temporary) return { userTable, temporaryCopy: null };
    await client.query('create temporary table user_copy (like "user" including all)');
    await client.query('alter table user_copy alter column organization_id set default 1');
    const temporaryCopy = await copyInto('user_copy');
    return { userTable, temporaryCopy };
  } finally {
    await client.end();
    rmSync(file, { force: true });
  }
}
