import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { impliedRole } from '../../db/schema/implied-role.ts';
import { role } from '../../db/schema/role.ts';
import { userRole } from '../../db/schema/user-role.ts';
import type { RoleGraph } from '../../permissions/role-graph.ts';

/**
 * Every role and every implied-role link, read whole: a practice has tens of roles, and a
 * preview must follow links through roles of any organization the way the sign-in does.
 */
export async function loadRoleGraph(db: Database): Promise<RoleGraph> {
  const [roles, links] = await Promise.all([
    db
      .select({ id: role.id, name: role.name, permissions: role.permissions, active: role.active })
      .from(role),
    db.select().from(impliedRole),
  ]);
  const implies = new Map<number, number[]>();
  for (const link of links)
    implies.set(link.role_id, [...(implies.get(link.role_id) ?? []), link.implied_role_id]);
  return { roles: new Map(roles.map(({ id, ...rest }) => [id, rest])), implies };
}

/** The roles given to a user directly (the ones they imply are followed in the graph). */
export async function rolesGivenTo(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userRole.role_id })
    .from(userRole)
    .where(eq(userRole.user_id, userId));
  return rows.map((row) => row.id);
}
