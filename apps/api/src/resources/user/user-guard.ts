import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userRole } from '../../db/schema/user-role.ts';
import type { Actor } from '../../engine/actor.ts';
import { holds, permissionsOfRoles } from '../../permissions/grant.ts';
import { ForbiddenError } from '../../errors.ts';

/**
 * Nobody changes or deletes a user who holds a permission they do not hold themselves: the rule
 * that caps grants, applied to the account itself. Otherwise an organization admin could change a
 * super admin's email, ask for a reset link and own the account, or deactivate them. One's own
 * account is always one's own to edit (within the other rules).
 */
export async function assertMayManageUsers(
  db: Database,
  actor: Actor,
  userIds: readonly number[],
): Promise<void> {
  const others = userIds.filter((id) => id !== actor.userId);
  if (others.length === 0) return;
  const links = await db
    .select({ userId: userRole.user_id, roleId: userRole.role_id })
    .from(userRole)
    .where(inArray(userRole.user_id, others));
  const rolesByUser = new Map<number, number[]>();
  for (const link of links)
    rolesByUser.set(link.userId, [...(rolesByUser.get(link.userId) ?? []), link.roleId]);
  // Colleagues with the same roles are checked once.
  const roleSets = new Set(
    [...rolesByUser.values()].map((ids) => ids.sort((a, b) => a - b).join(',')),
  );
  for (const roleSet of roleSets) {
    const roleIds = roleSet.split(',').map(Number);
    const permissions = await permissionsOfRoles(db, roleIds);
    if (!permissions.every((permission) => holds(actor.permissions, permission)))
      throw new ForbiddenError(
        'You cannot change this user: they hold permissions beyond your own.',
      );
  }
}
