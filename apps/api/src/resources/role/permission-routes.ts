import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from '../../engine/actor.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { WIRE_SCOPES } from '../../permissions/catalog.ts';
import { ACTIONS } from '../../permissions/permission.ts';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { previewRole, RolePreviewBody } from './permission-preview.ts';
import { roleModel } from './role-model.ts';

const PermissionCatalog = Type.Object({
  resources: Type.Array(Type.String(), {
    description: 'Every name a permission can give rights on (a permission may also say `*`).',
  }),
  actions: Type.Array(Type.String(), { description: 'read, write, create, delete (or `*`).' }),
  scopes: Type.Array(Type.String(), { description: 'Narrowest first: own, org, `*` (every row).' }),
});

/** What the role editor's matrix is drawn from and checks against; for whoever may read roles. */
export const rolePermissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/role/permission_catalog',
    {
      schema: {
        tags: ['role'],
        operationId: 'getPermissionCatalog',
        security: SIGNED_IN,
        summary: 'The resources, actions and scopes a role permission is written from.',
        response: withErrors({ 200: PermissionCatalog }),
      },
    },
    async (request) => {
      scopeCondition(roleModel, await actorOf(app, request), 'read');
      return {
        resources: [...app.permissionResources],
        actions: [...ACTIONS],
        scopes: [...WIRE_SCOPES],
      };
    },
  );

  app.post(
    '/role/permission_preview',
    {
      schema: {
        tags: ['role'],
        operationId: 'previewRolePermissions',
        security: SIGNED_IN,
        summary:
          "What a role would grant through the roles it implies, and what saving it would take from the caller's own rights; stores nothing.",
        body: RolePreviewBody,
        response: withErrors({ 200: Type.Ref('RolePermissionPreview') }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return previewRole(app.db, roleModel, actor, request.body, app.permissionResources);
    },
  );
};
