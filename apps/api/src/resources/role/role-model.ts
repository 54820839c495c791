import { Type } from 'typebox';
import { eq, inArray } from 'drizzle-orm';
import { impliedRole } from '../../db/schema/implied-role.ts';
import { role } from '../../db/schema/role.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { assertMayGrant, permissionsOfRoles } from '../../permissions/grant.ts';
import { permissionProblem } from '../../permissions/permission.ts';
import { BadRequestError, ForbiddenError, InvalidJsonError } from '../../errors.ts';
import { isAdministrator } from './administrator.ts';
import { roleViewSchema, viewRoles } from './role-view.ts';

/** Permissions arrive as a JSON array or as JSON text (the back-office edits them as text). */
function readPermissions(value: unknown): string[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new InvalidJsonError('Invalid JSON');
    }
  }
  if (!Array.isArray(parsed)) throw new InvalidJsonError('Invalid JSON');
  for (const entry of parsed) {
    const problem = permissionProblem(entry);
    if (problem) throw new InvalidJsonError(problem);
  }
  return [...new Set(parsed as string[])];
}

export const roleModel: ModelDefinition = {
  name: 'role',
  schemaName: 'Role',
  table: role,
  secret: [],
  writable: true,
  deletable: true,
  extraInput: ['implied_roles'],
  extraInputSchema: {
    implied_roles: Type.Array(Type.Union([Type.Integer(), Type.Object({ id: Type.Integer() })])),
  },
  // A technical role (one the system uses, hidden from the everyday role list) is an
  // administrator's call; anyone else asking to change the flag is refused.
  callerSet: ['is_technical'],
  view: viewRoles,
  viewSchema: roleViewSchema,
  describe: (row) => `Role: ${String(row.name)} (id ${String(row.id)})`,
  prepare: async (db, values, existing, actor) => {
    if (!existing || 'name' in values) {
      if (typeof values.name !== 'string' || values.name.trim() === '')
        throw new BadRequestError('A role needs a name.');
      values.name = values.name.trim();
    }
    if (!existing || 'permissions' in values) {
      values.permissions = readPermissions(values.permissions ?? '');
      assertMayGrant(actor, values.permissions as string[]);
    }
    delete values.implied_roles;
    const technical = values.is_technical ?? existing?.is_technical ?? false;
    if (technical !== (existing?.is_technical ?? false) && !(await isAdministrator(db, actor)))
      throw new ForbiddenError('Only administrators can mark a role as technical.');
    return values;
  },
  afterWrite: async (db, row, body, actor) => {
    if (!('implied_roles' in body)) return;
    const ids = (Array.isArray(body.implied_roles) ? body.implied_roles : []).map(
      (entry: unknown) =>
        typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry,
    );
    if (ids.some((id) => !Number.isInteger(id)))
      throw new BadRequestError('implied_roles must list roles by id.');
    const roleId = row.id as number;
    const wanted = [...new Set(ids as number[])].filter((id) => id !== roleId);
    const existing = wanted.length
      ? await db.select({ id: role.id }).from(role).where(inArray(role.id, wanted))
      : [];
    if (existing.length !== wanted.length)
      throw new BadRequestError('implied_roles names a role that does not exist.');
    assertMayGrant(actor, await permissionsOfRoles(db, wanted));
    await db.delete(impliedRole).where(eq(impliedRole.role_id, roleId));
    if (wanted.length)
      await db
        .insert(impliedRole)
        .values(wanted.map((id) => ({ role_id: roleId, implied_role_id: id })));
  },
};
