import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { attachment } from './attachment.ts';
import { baseColumns } from './columns.ts';
import { organization } from './organization.ts';

/** The fields the back-office's user search box looks in: name, first and last name, email, username. */
export const SEARCHED = ['name', 'first_name', 'last_name', 'email', 'username'] as const;

export const user = pgTable(
  'user',
  {
    ...baseColumns(),
    owner_id: integer('owner_id'),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organization.id),
    /** Unique whatever the case (see the indexes below): "Admin" and "admin" are one name. */
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Argon2id PHC string; never returned by the API. */
    password_hash: text('password_hash'),
    signed_up: boolean('signed_up').notNull().default(false),
    internal: boolean('internal').notNull().default(false),
    name: text('name'),
    title: text('title'),
    first_name: text('first_name'),
    middle_name: text('middle_name'),
    last_name: text('last_name'),
    street: text('street'),
    street2: text('street2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
    phone: text('phone'),
    mobile: text('mobile'),
    website: text('website'),
    company_name: text('company_name'),
    image_id: integer('image_id').references((): AnyPgColumn => attachment.id, {
      onDelete: 'set null',
    }),
    cv_attachment_id: integer('cv_attachment_id').references((): AnyPgColumn => attachment.id, {
      onDelete: 'set null',
    }),
    /** Bumped by a password change, a 2FA change or deactivation: older tokens stop working. */
    token_version: integer('token_version').notNull().default(0),
    is_use_2fa: boolean('is_use_2fa').notNull().default(false),
    /** Sealed with the app secret (lib/secret-box); the pending one awaits its first code. */
    totp_secret_sealed: text('totp_secret_sealed'),
    pending_totp_secret_sealed: text('pending_totp_secret_sealed'),
    /** Internal: see the index below; never returned, searched by name or exported. */
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(${sql.join(
        SEARCHED.map((name) => sql.raw(`coalesce("${name}", '')`)),
        sql.raw(` || chr(10) || `),
      )})`,
    ),
  },
  // The back-office searches these five with `ilike` anywhere in the text: one lower-cased copy of
  // them, one field a line, with a trigram index, answers that search without case-folding each row.
  (table) => [
    index('user_search_text_trgm').using('gin', table.search_text.op('gin_trgm_ops')),
    uniqueIndex('user_username_lower_unique').on(sql`lower(${table.username})`),
    uniqueIndex('user_email_lower_unique').on(sql`lower(${table.email})`),
  ],
);
