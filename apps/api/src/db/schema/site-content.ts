import { integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { locale } from './locale.ts';

/** One namespace of site texts in one locale: a flat object of key → text. */
export const siteContent = pgTable(
  'site_content',
  {
    ...baseColumns(),
    locale_id: integer('locale_id')
      .notNull()
      .references(() => locale.id),
    name: text('name').notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull().default({}),
    /** Keys whose value staff changed; the seed never overwrites them. */
    edited_keys: jsonb('edited_keys').$type<string[]>().notNull().default([]),
  },
  (table) => [unique('site_content_locale_name').on(table.locale_id, table.name)],
);
