import { Type, type Static } from 'typebox';
import type { CurrentUser } from './current-user.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const RoleSummarySchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), string_id: Nullable(Type.String()) },
  { $id: 'RoleSummary' },
);

/** The user as the API shows it: never a hash, a secret or a token. */
export const UserViewSchema = Type.Object(
  {
    id: Type.Integer(),
    string_id: Nullable(Type.String()),
    username: Type.String(),
    email: Type.String(),
    signed_up: Type.Boolean(),
    internal: Type.Boolean(),
    active: Type.Boolean(),
    name: Nullable(Type.String()),
    title: Nullable(Type.String()),
    first_name: Nullable(Type.String()),
    middle_name: Nullable(Type.String()),
    last_name: Nullable(Type.String()),
    street: Nullable(Type.String()),
    street2: Nullable(Type.String()),
    city: Nullable(Type.String()),
    state: Nullable(Type.String()),
    zip: Nullable(Type.String()),
    country: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    mobile: Nullable(Type.String()),
    website: Nullable(Type.String()),
    company_name: Nullable(Type.String()),
    image_id: Nullable(Type.Integer()),
    cv_attachment_id: Nullable(Type.Integer()),
    image: Nullable(
      Type.String({ description: 'Stored name of the picture, for /attachment/serve/{name}' }),
    ),
    cv: Nullable(
      Type.String({ description: 'Stored name of the CV, for /attachment/serve/{name}' }),
    ),
    is_use_2fa: Type.Boolean(),
    organization_id: Type.Integer(),
    organization: Type.Object({ id: Type.Integer(), name: Type.String() }),
    roles: Type.Array(Type.Ref('RoleSummary')),
    all_roles: Type.Array(Type.Ref('RoleSummary')),
    permissions: Type.Array(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'User' },
);

export type UserView = Static<typeof UserViewSchema>;

export function toUserView(current: CurrentUser): UserView {
  const r = current.row;
  return {
    id: r.id,
    string_id: r.string_id,
    username: r.username,
    email: r.email,
    signed_up: r.signed_up,
    internal: r.internal,
    active: r.active,
    name: r.name,
    title: r.title,
    first_name: r.first_name,
    middle_name: r.middle_name,
    last_name: r.last_name,
    street: r.street,
    street2: r.street2,
    city: r.city,
    state: r.state,
    zip: r.zip,
    country: r.country,
    phone: r.phone,
    mobile: r.mobile,
    website: r.website,
    company_name: r.company_name,
    image_id: r.image_id,
    cv_attachment_id: r.cv_attachment_id,
    image: current.files.image,
    cv: current.files.cv,
    is_use_2fa: r.is_use_2fa,
    organization_id: r.organization_id,
    organization: current.organization,
    roles: current.roles,
    all_roles: current.allRoles,
    permissions: current.permissions,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
