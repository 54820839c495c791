import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { attachment } from '../db/schema/attachment.ts';
import { organization } from '../db/schema/organization.ts';
import { user } from '../db/schema/user.ts';
import { activeRoleReach } from '../permissions/role-reach.ts';

export type UserRow = typeof user.$inferSelect;
export interface RoleSummary {
  id: number;
  name: string;
  string_id: string | null;
}

/** A signed-in user with what the permission checks and the user answer need. */
export interface CurrentUser {
  row: UserRow;
  organization: { id: number; name: string };
  roles: RoleSummary[];
  allRoles: RoleSummary[];
  permissions: string[];
  /** Names of the picture and CV, for GET /attachment/serve/{name}. */
  files: { image: string | null; cv: string | null };
  /** The session of the request's token (sign-out ends it); absent outside a request. */
  sessionId?: number;
}

const picture = alias(attachment, 'picture');
const cvFile = alias(attachment, 'cv_file');

interface ReachedRole {
  id: number;
  name: string;
  string_id: string | null;
  permissions: string[];
  direct: boolean;
}

/**
 * The user's roles and every role they imply, in one recursive query. Archived roles grant
 * nothing, and neither do the roles only an archived role implies.
 */
async function reachableRoles(db: Database, userId: number): Promise<ReachedRole[]> {
  const result = await db.execute(sql`
    ${activeRoleReach(sql`select role_id from user_role where user_id = ${userId}`)}
    select role.id, role.name, role.string_id, role.permissions,
           exists (select 1 from user_role where user_id = ${userId} and role_id = role.id) as direct
    from role
    where role.id in (select id from reach)
    order by role.id`);
  return (result as { rows: ReachedRole[] }).rows;
}

export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUser | null> {
  const [found] = await db
    .select({
      row: user,
      organization: { id: organization.id, name: organization.name },
      image: picture.name,
      cv: cvFile.name,
    })
    .from(user)
    .innerJoin(organization, eq(organization.id, user.organization_id))
    .leftJoin(picture, eq(picture.id, user.image_id))
    .leftJoin(cvFile, eq(cvFile.id, user.cv_attachment_id))
    .where(eq(user.id, userId));
  if (!found) return null;
  const reached = await reachableRoles(db, userId);
  const summary = (r: ReachedRole): RoleSummary => ({
    id: r.id,
    name: r.name,
    string_id: r.string_id,
  });
  return {
    row: found.row,
    organization: found.organization,
    roles: reached.filter((r) => r.direct).map(summary),
    allRoles: reached.map(summary),
    permissions: [...new Set(reached.flatMap((r) => r.permissions))].sort(),
    files: { image: found.image, cv: found.cv },
  };
}
