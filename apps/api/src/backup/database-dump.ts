import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Rows per frame of the backup and per insert of the restore. */
const CHUNK = 2_000;

type Runner = Pick<Database, 'execute'>;

async function rows<T>(db: Runner, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }` for a raw query.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface TableInfo {
  name: string;
  /** Columns the database does not compute itself (generated columns are left out). */
  columns: string[];
  identity: string[];
  /**
   * References to a table restored after this one, because the two point at each other (a user's
   * picture is an attachment the user owns): restored empty, then filled in once every row is back.
   */
  deferred: string[];
}

/** The application's tables (schema `public`), parents before children so foreign keys hold. */
export async function listTables(db: Runner): Promise<TableInfo[]> {
  const columns = await rows<{ table_name: string; column_name: string; is_identity: string }>(
    db,
    sql`select c.table_name, c.column_name, c.is_identity
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      identity: [],
      deferred: [],
    };
    table.columns.push(column.column_name);
    if (column.is_identity === 'YES') table.identity.push(column.column_name);
    tables.set(column.table_name, table);
  }
  const references = await rows<{
    child: string;
    parent: string;
    column: string;
    not_null: boolean;
  }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
          a.attname as column, a.attnotnull as not_null
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  /**
   * For each table, its parents and the columns that point at each, required ones (NOT NULL) apart
   * from optional ones: only an optional reference can be restored empty and filled in later.
   */
  const parents = new Map<string, { parent: string; columns: string[]; required: boolean }[]>();
  for (const { child, parent, column, not_null } of references) {
    if (child === parent) continue;
    const of = parents.get(unquote(child)) ?? [];
    const edge = of.find((e) => e.parent === unquote(parent) && e.required === not_null);
    if (edge) edge.columns.push(column);
    else of.push({ parent: unquote(parent), columns: [column], required: not_null });
    parents.set(unquote(child), of);
  }
  // Required references first: they decide the order; optional ones follow where they can.
  for (const edges of parents.values())
    edges.sort((a, b) => Number(b.required) - Number(a.required));
  /** A required reference met a table further up the path: an optional one on the way must give. */
  class Blocked extends Error {
    constructor(readonly at: string) {
      super(`a cycle of required references through ${at}`);
    }
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name) || path.includes(name) || !tables.has(name)) return;
    path.push(name);
    try {
      for (const { parent, columns, required } of parents.get(name) ?? []) {
        if (placed.has(parent) || !tables.has(parent)) continue;
        if (path.includes(parent)) {
          // A cycle: an optional reference is restored after its parent; a required one cannot be.
          if (!required) tables.get(name)!.deferred.push(...columns);
          else throw new Blocked(parent);
          continue;
        }
        if (required) {
          place(parent, path);
          continue;
        }
        try {
          place(parent, path);
        } catch (error) {
          // The cycle closes through this optional reference: it is the one filled in later.
          if (!(error instanceof Blocked) || !path.includes(error.at)) throw error;
          tables.get(name)!.deferred.push(...columns);
        }
      }
    } finally {
      path.pop();
    }
    placed.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) place(name, []);
  // A table left and taken up again may have named a column twice.
  for (const table of ordered) table.deferred = [...new Set(table.deferred)];
  return ordered;
}

/**
 * The table of the uploaded files' bytes: a backup holds them as files (one frame each, read one at
 * a time) rather than as rows, which would render every byte as JSON and hold every file at once.
 */
export const FILE_BLOB_TABLE = 'file_blob';

/** The tables a backup holds as rows: all but the files' bytes. */
export const rowTables = (tables: TableInfo[]) =>
  tables.filter((table) => table.name !== FILE_BLOB_TABLE);

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** A table's rows as JSON texts, the database's own rendering of each value (exact round trip). */
export async function* tableChunks(db: Runner, table: TableInfo): AsyncGenerator<string[]> {
  const all = await rows<{ j: string }>(
    db,
    sql`select row_to_json(t)::text as j from (select ${columnList(table.columns)} from ${sql.identifier(table.name)}) t`,
  );
  for (let i = 0; i < all.length; i += CHUNK) yield all.slice(i, i + CHUNK).map((row) => row.j);
}

/**
 * Inserts rows read from a backup, keeping their ids. The table's deferred references are inserted
 * empty; what they held is answered (by id) for `fillDeferred` once every table is restored.
 */
export async function insertChunk(
  db: Runner,
  table: TableInfo,
  lines: string[],
): Promise<Record<string, unknown>[]> {
  const cols = columnList(table.columns);
  const values = sql.join(
    table.columns.map((column) =>
      table.deferred.includes(column) ? sql`null` : sql.identifier(column),
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(table.name)} (${cols}) overriding system value
        select ${values} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${lines.join(',')}]`}::json)`,
  );
  if (table.deferred.length === 0) return [];
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((row) => table.deferred.some((column) => row[column] !== null))
    .map((row) => Object.fromEntries(['id', ...table.deferred].map((key) => [key, row[key]])));
}

/** Puts back the deferred references `insertChunk` answered, once every row is restored. */
export async function fillDeferred(
  db: Runner,
  table: TableInfo,
  rowsToFill: Record<string, unknown>[],
): Promise<void> {
  const assignments = sql.join(
    table.deferred.map((column) => sql`${sql.identifier(column)} = d.${sql.identifier(column)}`),
    sql`, `,
  );
  for (let i = 0; i < rowsToFill.length; i += CHUNK)
    await db.execute(
      sql`update ${sql.identifier(table.name)} t set ${assignments}
          from json_populate_recordset(null::${sql.identifier(table.name)}, ${JSON.stringify(rowsToFill.slice(i, i + CHUNK))}::json) d
          where t.id = d.id`,
    );
}

/** Moves identity sequences past the restored ids, so the next insert gets a fresh one. */
export async function resetIdentities(db: Runner, table: TableInfo): Promise<void> {
  for (const column of table.identity)
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}),
          coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table.name)}), 0) + 1, false)`,
    );
}

/** Rows per table. */
export async function countRows(db: Runner, tables: TableInfo[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
    );
    counts[table.name] = row!.n;
  }
  return counts;
}

/** How many migrations the database has run: a backup restores into the same version only. */
export async function migrationCount(db: Runner): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

/** Empties every application table (restore --force). */
export async function truncateAll(db: Runner, tables: TableInfo[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(
    sql`truncate ${sql.join(
      tables.map((table) => sql.identifier(table.name)),
      sql`, `,
    )} restart identity cascade`,
  );
}

/**
 * Drops every application table and the record of migrations (restore --wipe): what a newer
 * release's migrations made goes with them, so the release that wrote a backup can build its own
 * schema again and restore into it (an upgrade rolled back). The trigram extension lives in the
 * schema and goes too; the first migration makes it again.
 */
export async function wipeDatabase(db: Runner): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}
