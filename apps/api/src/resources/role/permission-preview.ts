import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client.ts';
import { role } from '../../db/schema/role.ts';
import type { Actor } from '../../engine/actor.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { NotFoundError } from '../../errors.ts';
import { PermissionText, wireScope } from '../../permissions/catalog.ts';
import { parsePermission } from '../../permissions/permission.ts';
import {
  grantsOf,
  lostRights,
  reachedRoles,
  withRoleChanged,
} from '../../permissions/role-graph.ts';
import { MAX_INT4 } from '../../http/schemas.ts';
import { loadRoleGraph, rolesGivenTo } from './load-role-graph.ts';
import { assertVisible, impliedIdsOf } from './role-grants.ts';

export const RolePreviewBody = Type.Object(
  {
    role_id: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT4 }), Type.Null()], {
      description: 'The role being edited; null for a role not created yet.',
    }),
    permissions: Type.Array(PermissionText, { maxItems: 500 }),
    implied_roles: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT4 }), { maxItems: 200 }),
  },
  { additionalProperties: false },
);

const ScopeOrNone = Type.Union([
  Type.Literal('own'),
  Type.Literal('org'),
  Type.Literal('*'),
  Type.Literal('none'),
]);

export const RolePreviewSchema = Type.Object(
  {
    implied: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        permissions: Type.Array(Type.String()),
      }),
      {
        description:
          'Every active role the role would include, directly or through another, with what each grants itself.',
      },
    ),
    caller_loses: Type.Array(
      Type.Object({
        resource: Type.String(),
        action: Type.Union([
          Type.Literal('read'),
          Type.Literal('write'),
          Type.Literal('create'),
          Type.Literal('delete'),
        ]),
        scope: ScopeOrNone,
        scope_after: ScopeOrNone,
      }),
      {
        description:
          'What the caller holds now and would no longer hold (or hold more narrowly) once the role is saved this way, through this role or any role implying it.',
      },
    ),
  },
  { $id: 'RolePermissionPreview' },
);
type RolePreview = Static<typeof RolePreviewSchema>;

/** The role, if the caller may read it; another organization's answers like a missing one. */
async function assertRoleVisible(db: Database, model: ModelDefinition, actor: Actor, id: number) {
  const [found] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.id, id), scopeCondition(model, actor, 'read')));
  if (!found) throw new NotFoundError(`role ${id} was not found.`);
}

/**
 * What a role would grant with these permissions and implied roles (the implied roles' own grants,
 * for the editor to show beside the role's), and what the caller would lose by saving it: their
 * rights now against their rights with the role changed, over every resource a permission names.
 * Nothing is stored; reading roles is all it takes.
 */
export async function previewRole(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  body: Static<typeof RolePreviewBody>,
  resources: readonly string[],
): Promise<RolePreview> {
  scopeCondition(model, actor, 'read');
  const roleId = body.role_id;
  if (roleId !== null) await assertRoleVisible(db, model, actor, roleId);
  const implied = impliedIdsOf(body.implied_roles, roleId);
  await assertVisible(db, model, actor, implied);
  const graph = await loadRoleGraph(db);
  const reached = reachedRoles(graph, implied).filter((id) => id !== roleId);
  const preview: RolePreview = {
    implied: reached.map((id) => {
      const { name, permissions } = graph.roles.get(id)!;
      return { id, name, permissions: [...permissions] };
    }),
    caller_loses: [],
  };
  if (roleId === null || actor.userId === null) return preview;
  const held = await rolesGivenTo(db, actor.userId);
  const before = grantsOf(graph, held);
  const after = grantsOf(
    withRoleChanged(graph, roleId, { permissions: body.permissions, implied }),
    held,
  );
  const named = before.flatMap((text) => {
    const model = parsePermission(text)?.model;
    return model && model !== '*' ? [model] : [];
  });
  preview.caller_loses = lostRights(before, after, [...new Set([...resources, ...named])]).map(
    (lost) => ({
      resource: lost.resource,
      action: lost.action,
      scope: wireScope(lost.scope),
      scope_after: lost.scopeAfter === 'none' ? 'none' : wireScope(lost.scopeAfter),
    }),
  );
  return preview;
}
