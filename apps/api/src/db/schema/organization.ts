import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

export const organization = pgTable('organization', {
  ...baseColumns(),
  name: text('name').notNull(),
  street: text('street'),
  zip: text('zip'),
  city: text('city'),
  country: text('country'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  access_token_expire_minutes: integer('access_token_expire_minutes').notNull().default(1440),
  require_2fa_all_users: boolean('require_2fa_all_users').notNull().default(false),
  allow_public_signup: boolean('allow_public_signup').notNull().default(false),
  /** How long a request is kept after it ended (about 24 months by default). */
  contact_retention_days: integer('contact_retention_days').notNull().default(730),
  mail_server: text('mail_server'),
  mail_port: integer('mail_port'),
  mail_username: text('mail_username'),
  /** Sealed with the app secret (lib/secret-box); never returned by the API. */
  mail_password_sealed: text('mail_password_sealed'),
  mail_from_name: text('mail_from_name'),
  mail_from: text('mail_from'),
  mail_validate_certs: boolean('mail_validate_certs').notNull().default(true),
  mail_ssl_tls: boolean('mail_ssl_tls').notNull().default(false),
  mail_starttls: boolean('mail_starttls').notNull().default(true),
});
