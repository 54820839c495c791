import { Type, type Static } from 'typebox';
import { MAX_SESSION_MINUTES } from '../../auth/sessions.ts';

/**
 * Null first: the validator coerces types, and tried first a string or number branch would turn a
 * null sent back by the edit form into "" or 0.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);

/**
 * What anyone may read: the practice's identity and the sign-in rules the screens need. The email is
 * not among them: visitors get it only after solving the human-verification challenge.
 */
export const PUBLIC_ORGANIZATION_FIELDS = [
  'id',
  'name',
  'street',
  'zip',
  'city',
  'country',
  'phone',
  'website',
  'allow_public_signup',
  'require_2fa_all_users',
] as const;

export const OrganizationSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    street: Nullable(Type.String()),
    zip: Nullable(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    /** Administrators only (visitors get it through the contact challenge). */
    email: Type.Optional(Nullable(Type.String())),
    website: Nullable(Type.String()),
    allow_public_signup: Type.Boolean(),
    require_2fa_all_users: Type.Boolean(),
    // Administrators only:
    access_token_expire_minutes: Type.Optional(Type.Integer()),
    contact_retention_days: Type.Optional(Type.Integer()),
    mail_server: Type.Optional(Nullable(Type.String())),
    mail_port: Type.Optional(Nullable(Type.Integer())),
    mail_username: Type.Optional(Nullable(Type.String())),
    /** Whether a mail password is stored; the password itself is never returned. */
    mail_password_set: Type.Optional(Type.Boolean()),
    mail_from_name: Type.Optional(Nullable(Type.String())),
    mail_from: Type.Optional(Nullable(Type.String())),
    mail_validate_certs: Type.Optional(Type.Boolean()),
    mail_ssl_tls: Type.Optional(Type.Boolean()),
    mail_starttls: Type.Optional(Type.Boolean()),
  },
  { $id: 'Organization' },
);

const Text = (max: number) => Nullable(Type.String({ maxLength: max }));

export const OrganizationUpdateSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    street: Type.Optional(Text(200)),
    zip: Type.Optional(Text(20)),
    city: Type.Optional(Text(100)),
    country: Type.Optional(Text(2)),
    phone: Type.Optional(Text(40)),
    email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
    website: Type.Optional(Text(300)),
    allow_public_signup: Type.Optional(Type.Boolean()),
    require_2fa_all_users: Type.Optional(Type.Boolean()),
    access_token_expire_minutes: Type.Optional(
      Type.Integer({
        minimum: 5,
        maximum: MAX_SESSION_MINUTES,
        description:
          'How long a sign-in lasts at most, in minutes (7 days at most); it also ends after 12 hours unused.',
      }),
    ),
    contact_retention_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    mail_server: Type.Optional(Text(253)),
    /** A number, or digits as text (forms send text). */
    mail_port: Type.Optional(
      Nullable(
        Type.Union([
          Type.Integer({ minimum: 1, maximum: 65535 }),
          Type.String({ pattern: '^\\d{1,5}$' }),
        ]),
      ),
    ),
    mail_username: Type.Optional(Text(254)),
    /** Write-only: a new password; omit to keep the stored one, null to remove it. */
    mail_password: Type.Optional(Nullable(Type.String({ maxLength: 512 }))),
    mail_from_name: Type.Optional(Text(200)),
    mail_from: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
    mail_validate_certs: Type.Optional(Type.Boolean()),
    mail_ssl_tls: Type.Optional(Type.Boolean()),
    mail_starttls: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

export type OrganizationUpdate = Static<typeof OrganizationUpdateSchema>;
