import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../engine/actor.ts';
import { activeRoleReach } from '../../permissions/role-reach.ts';

/** The roles that administer the product: whoever holds one of them, directly or implied. */
export const ADMINISTRATOR_ROLES = ['super_admin_role', 'admin_role'] as const;

/** Whether the caller holds super_admin_role or admin_role, directly or through a role implying it. */
export async function isAdministrator(db: Database, actor: Actor): Promise<boolean> {
  if (actor.userId === null) return false;
  const result = await db.execute(sql`
    ${activeRoleReach(sql`select role_id from user_role where user_id = ${actor.userId}`)}
    select 1 from role
    where role.id in (select id from reach)
      and role.string_id in (${sql.join(
        ADMINISTRATOR_ROLES.map((id) => sql`${id}`),
        sql`, `,
      )})
    limit 1`);
  return (result as { rows: unknown[] }).rows.length > 0;
}
