import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { attachment } from './attachment.ts';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';
import { user } from './user.ts';

/**
 * A person of the practice as visitors meet them on the team page: public content that staff
 * edit, in the site's three languages where it is prose. Optionally linked to the user who signs
 * in as them; the appointment workflow names a request's practitioner by this record.
 */
export const practitioner = pgTable('practitioner', {
  ...baseColumns(),
  organization_id: integer('organization_id')
    .notNull()
    .references(() => organization.id),
  /** The user this practitioner signs in as, if any; unlinked when the user is deleted. */
  user_id: integer('user_id')
    .unique()
    .references(() => user.id, { onDelete: 'set null' }),
  display_name: text('display_name').notNull(),
  /** Title lines ("Psychologue FSP", …), one per line, in each language. */
  titles_fr: text('titles_fr'),
  titles_en: text('titles_en'),
  titles_de: text('titles_de'),
  bio_fr: text('bio_fr'),
  bio_en: text('bio_en'),
  bio_de: text('bio_de'),
  /** A public image of the file library; the link is dropped when the file is deleted. */
  photo_id: integer('photo_id').references(() => attachment.id, { onDelete: 'set null' }),
  /** The languages they work in, as ISO 639-1 codes (fr, de, it, …). */
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  /** The services they offer, by the site's service ids. */
  specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
  /** Professional registrations by kind (fsp, federal_psychotherapist, …), which the site names. */
  registrations: jsonb('registrations').$type<string[]>().notNull().default([]),
  /** The Global Location Number under which the federal register lists them. */
  gln: text('gln'),
  /** Shown on the team page; a new practitioner stays hidden until staff publish them. */
  visible: boolean('visible').notNull().default(false),
  /** Their place on the team page, smallest first. */
  position: integer('position').notNull().default(0),
});
