import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The bytes of uploaded files in the database (table `file_blob`), in parts of FILE_PART_BYTES:
 * a file is written in one transaction, part after part, and read a part per query, so neither
 * side ever holds more than a part of a large file in one query. The bytes travel as base64 text
 * and are decoded by the database: on the embedded database that is three times as fast as its
 * driver's own bytea encoding, and node-postgres does not mind.
 */
export const FILE_PART_BYTES = 512 * 1024;

/** A connection or a transaction: the functions below run inside the caller's transaction. */
export type Runner = Pick<Database, 'execute'>;

async function rows<T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer `{ rows }` for a raw query.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Writes a file's parts. Call it inside a transaction, so a file is whole or absent. */
export async function insertBlob(db: Runner, name: string, content: Uint8Array): Promise<void> {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  // An empty file still has one (empty) part, so it exists.
  const parts = Math.max(1, Math.ceil(bytes.length / FILE_PART_BYTES));
  for (let part = 0; part < parts; part += 1) {
    const slice = bytes.subarray(part * FILE_PART_BYTES, (part + 1) * FILE_PART_BYTES);
    await db.execute(
      sql`insert into file_blob (name, part, content)
          values (${name}, ${part}, decode(${slice.toString('base64')}, 'base64'))`,
    );
  }
}

/** A stored file's size and number of parts; null when the database holds no such file. */
export async function blobInfo(
  db: Runner,
  name: string,
): Promise<{ size: number; parts: number } | null> {
  const [row] = await rows<{ size: number; parts: number }>(
    db,
    sql`select coalesce(sum(octet_length(content)), 0)::float8 as size, count(*)::int as parts
        from file_blob where name = ${name}`,
  );
  return row && row.parts > 0 ? { size: row.size, parts: row.parts } : null;
}

/** One part of a file; null when it is gone (the file was deleted meanwhile). */
export async function readBlobPart(db: Runner, name: string, part: number): Promise<Buffer | null> {
  const [row] = await rows<{ content: string }>(
    db,
    sql`select encode(content, 'base64') as content from file_blob
        where name = ${name} and part = ${part}`,
  );
  return row ? Buffer.from(row.content, 'base64') : null;
}

/** A whole file (for backups and checks): its parts in order; null when there is none. */
export async function readBlob(db: Runner, name: string): Promise<Buffer | null> {
  const info = await blobInfo(db, name);
  if (!info) return null;
  const parts: Buffer[] = [];
  for (let part = 0; part < info.parts; part += 1) {
    const bytes = await readBlobPart(db, name, part);
    if (!bytes) return null;
    parts.push(bytes);
  }
  return Buffer.concat(parts);
}

/** The names of the files the database holds, sorted. */
export async function blobNames(db: Runner): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select distinct name from file_blob order by name`,
  );
  return found.map((row) => row.name);
}

/** Deletes files; one already gone is not an error. */
export async function deleteBlobs(db: Runner, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.execute(
    sql`delete from file_blob where name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
}

/**
 * Deletes the files no attachment names that were written before `cutoff` (an upload stopped
 * between its file and its row, which are written one after the other). Answers how many went.
 */
export async function deleteOrphanBlobs(db: Runner, cutoff: Date): Promise<number> {
  const deleted = await rows<{ name: string }>(
    db,
    sql`delete from file_blob b
        where b.created_at < ${cutoff.toISOString()}::timestamptz
          and not exists (select 1 from attachment a where a.name = b.name)
        returning b.name`,
  );
  return new Set(deleted.map((row) => row.name)).size;
}
