import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';

export const role = pgTable('role', {
  ...baseColumns(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** `"<model>:<action>:<scope>"` strings; see permissions/permission.ts. */
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  /**
   * The organization whose admins see and manage the role; null for the system roles, which every
   * organization uses and nobody changes.
   */
  organization_id: integer('organization_id').references(() => organization.id, {
    onDelete: 'cascade',
  }),
});
