import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

/** An installed app of the back-office (its tiles in the Apps menu), served as the `apps` model; the seed registers them. */
export const app = pgTable('app', {
  ...baseColumns(),
  /** The name in `/apps/load_demo_data/{app}`. */
  name: text('name').notNull().unique(),
  description: text('description'),
  /** Set by the first demo-data load; a second load is refused. */
  demo_data_loaded_at: timestamp('demo_data_loaded_at', { withTimezone: true, mode: 'date' }),
});
