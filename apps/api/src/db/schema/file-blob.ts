import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's byte string. The queries of files/file-blobs.ts move it as base64 text. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of uploaded files, in parts of at most FILE_PART_BYTES (files/file-blobs.ts), so a
 * file is written and read a part at a time and no query holds a whole large file. `name` is the
 * attachment's stored name; a file with no attachment row is removed by the hourly sweep once an
 * hour old (an upload stopped between its file and its row). Every API process reads the same
 * files through the database: nothing but PostgreSQL is shared.
 */
export const fileBlob = pgTable(
  'file_blob',
  {
    name: text('name').notNull(),
    part: integer('part').notNull(),
    content: bytea('content').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name, table.part] })],
);
