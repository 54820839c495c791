import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { impliedRole } from '../../db/schema/implied-role.ts';
import { organization } from '../../db/schema/organization.ts';
import { role } from '../../db/schema/role.ts';
import { user } from '../../db/schema/user.ts';
import { userRole } from '../../db/schema/user-role.ts';
import { expandImpliedRoles } from './permissions.ts';

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
}

export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUser | null> {
  const [found] = await db
    .select({ row: user, organization: { id: organization.id, name: organization.name } })
    .from(user)
    .innerJoin(organization, eq(organization.id, user.organization_id))
    .where(eq(user.id, userId));
  if (!found) return null;
  const direct = await db
    .select({ id: userRole.role_id })
    .from(userRole)
    .where(eq(userRole.user_id, userId));
  const links = await db.select().from(impliedRole);
  const allIds = [
    ...expandImpliedRoles(
      direct.map((d) => d.id),
      links,
    ),
  ];
  const roles = allIds.length
    ? await db
        .select({
          id: role.id,
          name: role.name,
          string_id: role.string_id,
          permissions: role.permissions,
          active: role.active,
        })
        .from(role)
        .where(inArray(role.id, allIds))
    : [];
  const activeRoles = roles.filter((r) => r.active);
  const directIds = new Set(direct.map((d) => d.id));
  const summary = (r: (typeof roles)[number]): RoleSummary => ({
    id: r.id,
    name: r.name,
    string_id: r.string_id,
  });
  return {
    row: found.row,
    organization: found.organization,
    roles: activeRoles.filter((r) => directIds.has(r.id)).map(summary),
    allRoles: activeRoles.map(summary),
    permissions: [...new Set(activeRoles.flatMap((r) => r.permissions))].sort(),
  };
}
