import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { role } from '../../db/schema/role.ts';
import { user } from '../../db/schema/user.ts';
import { userRole } from '../../db/schema/user-role.ts';
import { mailSetPasswordLink } from '../../auth/account-links.ts';
import type { Actor } from '../../engine/actor.ts';
import { assertMayManageUsers } from './user-guard.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';

/**
 * Nobody deletes their own account, only a super admin deletes a super admin, and nobody deletes a
 * user who holds permissions beyond their own.
 */
export async function checkUserDelete(
  db: Database,
  rows: Record<string, unknown>[],
  actor: Actor,
): Promise<void> {
  if (rows.some((row) => row.id === actor.userId))
    throw new BadRequestError('You cannot delete your own account.');
  const ids = rows.map((row) => row.id as number);
  if (scopeFor(actor.permissions, 'user', 'delete') !== 'all') {
    const superAdmins = await db
      .select({ id: userRole.user_id })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.role_id))
      .where(and(eq(role.string_id, 'super_admin_role'), inArray(userRole.user_id, ids)));
    if (superAdmins.length > 0)
      throw new ForbiddenError('Only a super admin can delete a super admin.');
  }
  await assertMayManageUsers(db, actor, ids);
}

/** A user an administrator created has no password: they get a link to choose one. */
export async function welcomeNewUser(
  app: FastifyInstance,
  record: Record<string, unknown>,
): Promise<void> {
  const [row] = await app.db
    .select()
    .from(user)
    .where(eq(user.id, record.id as number));
  if (row?.active) await mailSetPasswordLink(app, row);
}
