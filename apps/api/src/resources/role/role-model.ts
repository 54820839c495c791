import { Type } from 'typebox';
import { eq, or, sql } from 'drizzle-orm';
import { impliedRole } from '../../db/schema/implied-role.ts';
import { role } from '../../db/schema/role.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { permissionProblem } from '../../permissions/permission.ts';
import { BadRequestError, ForbiddenError, InvalidJsonError } from '../../errors.ts';
import { isAdministrator } from './administrator.ts';
import { assertMayDeleteRoles, assertMayWriteRole, impliedIdsOf } from './role-grants.ts';
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
  // A role belongs to the organization it was written in; the system roles (no organization) are
  // every organization's to read and give, and nobody's to change.
  organizationColumn: 'organization_id',
  organizationRows: (organizationId) =>
    or(eq(role.organization_id, organizationId), eq(role.system, true)) ?? sql`false`,
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
    if (!existing || 'permissions' in values)
      values.permissions = readPermissions(values.permissions ?? '');
    await assertMayWriteRole(db, roleModel, actor, {
      existing,
      permissions: (values.permissions ?? existing?.permissions ?? []) as string[],
      impliedRoles: values.implied_roles,
    });
    delete values.implied_roles;
    const technical = values.is_technical ?? existing?.is_technical ?? false;
    if (technical !== (existing?.is_technical ?? false) && !(await isAdministrator(db, actor)))
      throw new ForbiddenError('Only administrators can mark a role as technical.');
    return values;
  },
  beforeDelete: assertMayDeleteRoles,
  // `prepare` has checked the implied roles: they exist, the caller sees them and may grant them.
  afterWrite: async (db, row, body) => {
    if (!('implied_roles' in body)) return;
    const roleId = row.id as number;
    const wanted = impliedIdsOf(body.implied_roles, roleId);
    await db.delete(impliedRole).where(eq(impliedRole.role_id, roleId));
    if (wanted.length)
      await db
        .insert(impliedRole)
        .values(wanted.map((id) => ({ role_id: roleId, implied_role_id: id })));
  },
};
