import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';
import { user } from './user.ts';

/**
 * An uploaded file. The bytes live on disk under DATA_DIR/uploads as `stored_name`, a random name
 * that holds no user input; `name` is the uploader's file name, cleaned, for people to read.
 */
export const attachment = pgTable('attachment', {
  ...baseColumns(),
  // Required, without a database cascade: deleting a user lists and deletes their files through
  // the engine, which then removes them from disk.
  owner_id: integer('owner_id')
    .notNull()
    .references(() => user.id),
  organization_id: integer('organization_id')
    .notNull()
    .references(() => organization.id),
  name: text('name').notNull(),
  /** Decided from the content at upload (image/png, image/jpeg, image/gif, image/svg+xml, application/pdf). */
  content_type: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Site images anyone may fetch; other files only their owner and administrators. */
  public: boolean('public').notNull().default(false),
  stored_name: text('stored_name').notNull().unique(),
});
