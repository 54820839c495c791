import { inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { attachment } from '../../db/schema/attachment.ts';
import { organization } from '../../db/schema/organization.ts';

interface RoleRow {
  user_id: number;
  id: number;
  name: string;
  string_id: string | null;
  direct: boolean;
}

/** A page of users' direct and implied roles in one recursive query. */
async function rolesOf(db: Database, userIds: number[]): Promise<RoleRow[]> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive reach(user_id, id, direct) as (
      select user_id, role_id, true from user_role where user_id in (${ids})
      union
      select reach.user_id, implied_role.implied_role_id, false
      from implied_role join reach on implied_role.role_id = reach.id
    )
    select reach.user_id, role.id, role.name, role.string_id, bool_or(reach.direct) as direct
    from reach join role on role.id = reach.id
    where role.active
    group by reach.user_id, role.id, role.name, role.string_id
    order by role.id`);
  return (result as { rows: RoleRow[] }).rows;
}

const RoleRef = Type.Ref('RoleSummary');
export const userViewSchema = {
  organization: Type.Object({ id: Type.Integer(), name: Type.String() }),
  roles: Type.Array(RoleRef),
  all_roles: Type.Array(RoleRef),
  image: Type.Union([Type.String(), Type.Null()], {
    description: 'Name of the picture, for GET /attachment/serve/{name}',
  }),
  cv: Type.Union([Type.String(), Type.Null()], {
    description: 'Name of the CV, for GET /attachment/serve/{name}',
  }),
};

/** A role chosen by id, alone or as a role read from the API (`{ id, ... }`). */
const RoleChoice = Type.Union([Type.Integer(), Type.Object({ id: Type.Integer() })]);

/** What a user's create and update bodies take beside the columns. */
export const userInputSchema = {
  roles: Type.Array(RoleChoice, { description: 'The direct roles (administrators only).' }),
  all_roles: Type.Unknown({ description: 'Read-only (direct and implied roles); ignored.' }),
  organization: Type.Unknown({ description: 'Read-only; ignored.' }),
  current_password: Type.String({
    description:
      'Asked of users changing their own username (their own email changes through POST /user/me/email-change).',
  }),
};

/** The names of the users' picture and CV attachments, by attachment id. */
async function fileNamesOf(db: Database, records: Record<string, unknown>[]) {
  const ids = records
    .flatMap((r) => [r.image_id, r.cv_attachment_id])
    .filter((id): id is number => typeof id === 'number');
  const rows = ids.length
    ? await db
        .select({ id: attachment.id, name: attachment.name })
        .from(attachment)
        .where(inArray(attachment.id, [...new Set(ids)]))
    : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (id: unknown) => (typeof id === 'number' ? (names.get(id) ?? null) : null);
}

/** Adds organization {id, name}, the direct and implied roles, and the picture and CV names. */
export async function viewUsers(db: Database, records: Record<string, unknown>[]) {
  const userIds = records.map((r) => r.id as number);
  const orgIds = [...new Set(records.map((r) => r.organization_id as number))];
  const [roles, orgs, fileName] = await Promise.all([
    rolesOf(db, userIds),
    db
      .select({ id: organization.id, name: organization.name })
      .from(organization)
      .where(inArray(organization.id, orgIds)),
    fileNamesOf(db, records),
  ]);
  return records.map((record) => {
    const own = roles.filter((r) => r.user_id === record.id);
    const summary = (r: RoleRow) => ({ id: r.id, name: r.name, string_id: r.string_id });
    return {
      ...record,
      organization: orgs.find((o) => o.id === record.organization_id) ?? {
        id: record.organization_id,
        name: '',
      },
      roles: own.filter((r) => r.direct).map(summary),
      all_roles: own.map(summary),
      image: fileName(record.image_id),
      cv: fileName(record.cv_attachment_id),
    };
  });
}
