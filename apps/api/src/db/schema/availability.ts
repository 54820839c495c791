import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { practitioner } from './practitioner.ts';

/**
 * A practitioner's usual week: on a weekday (1 Monday … 7 Sunday), from a start to an end time in
 * the practice's local time (Europe/Zurich, "HH:MM"), appointments of a given length follow each
 * other. Several rows may share a weekday (a morning and an afternoon).
 */
export const weeklyHours = pgTable(
  'practitioner_weekly_hours',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    practitioner_id: integer('practitioner_id')
      .notNull()
      .references(() => practitioner.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    start_time: text('start_time').notNull(),
    end_time: text('end_time').notNull(),
    slot_minutes: integer('slot_minutes').notNull(),
  },
  (table) => [index('practitioner_weekly_hours_practitioner_idx').on(table.practitioner_id)],
);

/**
 * A change to the usual week over a range of local dates: `off` takes time away (whole days, or
 * the hours given on each day of the range), `extra` adds hours with appointments of a length.
 */
export const availabilityException = pgTable(
  'practitioner_availability_exception',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    practitioner_id: integer('practitioner_id')
      .notNull()
      .references(() => practitioner.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'off' | 'extra'>().notNull(),
    start_date: text('start_date').notNull(),
    end_date: text('end_date').notNull(),
    start_time: text('start_time'),
    end_time: text('end_time'),
    slot_minutes: integer('slot_minutes'),
  },
  (table) => [
    index('practitioner_availability_exception_practitioner_idx').on(table.practitioner_id),
  ],
);
