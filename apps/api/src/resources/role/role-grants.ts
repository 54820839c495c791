import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { impliedRole } from '../../db/schema/implied-role.ts';
import { role } from '../../db/schema/role.ts';
import type { Actor } from '../../engine/actor.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { idList } from '../../engine/id-list.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { assertMayGrant, holds, permissionsOfRoles } from '../../permissions/grant.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';

/** `implied_roles` as sent, without the role itself. */
export const impliedIdsOf = (value: unknown, roleId: number | null): number[] =>
  idList(value, 'implied_roles must list roles by id.').filter((id) => id !== roleId);

/** The roles a role implies directly, as stored. */
async function storedImpliedIds(db: Database, roleId: number): Promise<number[]> {
  const links = await db
    .select({ id: impliedRole.implied_role_id })
    .from(impliedRole)
    .where(eq(impliedRole.role_id, roleId));
  return links.map((link) => link.id);
}

/** The implied roles must be roles the caller can see: their organization's, or system roles. */
export async function assertVisible(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  ids: number[],
) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: role.id })
    .from(role)
    .where(and(inArray(role.id, ids), scopeCondition(model, actor, 'read')));
  if (found.length !== ids.length)
    throw new BadRequestError('implied_roles names a role that does not exist.');
}

/**
 * What a role grants today, with every role it implies (archived ones too: restoring them would
 * grant again), must lie within the caller's own rights before they may change, archive or delete
 * it. Otherwise an admin could empty a wider role held by a colleague, after which the user guard
 * lets them change that colleague's email and take the account over with a reset link.
 */
async function assertHoldsCurrentGrants(
  db: Database,
  actor: Actor,
  roleId: number,
  verb: 'change' | 'delete',
) {
  const grants = await permissionsOfRoles(db, [roleId]);
  const beyond = grants.find((permission) => !holds(actor.permissions, permission));
  if (beyond)
    throw new ForbiddenError(
      `You cannot ${verb} this role: it grants "${beyond}", beyond your own permissions.`,
    );
}

/**
 * A write of a role (create, change, archive, restore, import): its current grants and its new
 * ones, the roles it will imply included, must both lie within the caller's rights.
 */
export async function assertMayWriteRole(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  input: {
    existing: Record<string, unknown> | null;
    permissions: readonly string[];
    impliedRoles: unknown;
  },
): Promise<void> {
  const roleId = (input.existing?.id as number | undefined) ?? null;
  if (roleId !== null) await assertHoldsCurrentGrants(db, actor, roleId, 'change');
  let implied: number[];
  if (input.impliedRoles !== undefined) {
    implied = impliedIdsOf(input.impliedRoles, roleId);
    await assertVisible(db, model, actor, implied);
  } else implied = roleId === null ? [] : await storedImpliedIds(db, roleId);
  assertMayGrant(actor, [...input.permissions, ...(await permissionsOfRoles(db, implied))]);
}

/** Deleting roles: each one's current grants must lie within the caller's rights. */
export async function assertMayDeleteRoles(
  db: Database,
  rows: Record<string, unknown>[],
  actor: Actor,
): Promise<void> {
  for (const row of rows) await assertHoldsCurrentGrants(db, actor, row.id as number, 'delete');
}
