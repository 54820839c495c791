import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';
import { user } from './user.ts';

/**
 * An uploaded file. Its `name` is random, holds no user input, and is both the name its bytes are
 * stored under (table `file_blob`) and the one it is served under (`GET /attachment/serve/{name}`);
 * `original_name` is the uploader's file name, cleaned, for people to read and for downloads.
 */
export const attachment = pgTable('attachment', {
  ...baseColumns(),
  // Required, without a database cascade: deleting a user lists and deletes their files through
  // the engine, which then removes their bytes.
  owner_id: integer('owner_id')
    .notNull()
    .references(() => user.id),
  organization_id: integer('organization_id')
    .notNull()
    .references(() => organization.id),
  name: text('name').notNull().unique(),
  original_name: text('original_name').notNull(),
  /** Decided from the content at upload (image/png, image/jpeg, image/gif, image/svg+xml, application/pdf). */
  content_type: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Site images anyone may fetch; other files only their owner and administrators. */
  public: boolean('public').notNull().default(false),
});
