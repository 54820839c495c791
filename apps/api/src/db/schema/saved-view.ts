import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organization } from './organization.ts';
import { role } from './role.ts';
import { user } from './user.ts';

/**
 * A list's search, filters, sort and columns saved under a name by one user, for themselves or
 * shared with a role of their organization (whose holders may apply it, never change it). Names
 * are unique per owner and list, whatever their case. Removed with the owner; a view shared with a
 * role that is deleted goes back to its owner alone.
 */
export const savedView = pgTable(
  'saved_view',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The list's model, e.g. `user`. */
    model: text('model').notNull(),
    name: text('name').notNull(),
    /** The list's state (the API's `SavedViewState` schema). */
    state: jsonb('state').notNull(),
    shared_role_id: integer('shared_role_id').references(() => role.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('saved_view_owner_model_name_idx').on(
      table.owner_id,
      table.model,
      sql`lower(${table.name})`,
    ),
    index('saved_view_shared_role_idx').on(table.shared_role_id),
  ],
);
