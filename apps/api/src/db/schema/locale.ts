import { pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

export const locale = pgTable('locale', {
  ...baseColumns(),
  /** Full locale such as `fr_CH`; the site switches language by `iso_code`. */
  code: text('code').notNull().unique(),
  iso_code: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
  emoji_flag: text('emoji_flag'),
});
