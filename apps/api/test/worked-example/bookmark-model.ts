/**
 * Steps 1 and 2 of "Add a model" in the API's README, for a throw-away model: a bookmark staff keep
 * for their organization. In a real resource the table lives in `src/db/schema/bookmark.ts` and the
 * definition in `src/resources/bookmark/bookmark-model.ts`.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../src/db/schema/columns.ts';
import { organization } from '../../src/db/schema/organization.ts';
import type { ModelDefinition } from '../../src/engine/definition.ts';
import { BadRequestError } from '../../src/errors.ts';

// Step 1: the table, with the columns every table carries.
export const bookmark = pgTable('bookmark', {
  ...baseColumns(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  organization_id: integer('organization_id').references(() => organization.id),
});

// Step 2: the definition the engine serves; a rule of the model goes in `prepare`.
export const bookmarkModel: ModelDefinition = {
  name: 'bookmark',
  schemaName: 'Bookmark',
  table: bookmark,
  secret: [],
  organizationColumn: 'organization_id',
  writable: true,
  deletable: true,
  describe: (row) => `Bookmark: ${String(row.title)} (id ${String(row.id)})`,
  prepare: (_db, values) => {
    if (typeof values.url === 'string' && !/^https:\/\//.test(values.url))
      throw new BadRequestError('A bookmark must point to an https:// address.');
    return values;
  },
};
