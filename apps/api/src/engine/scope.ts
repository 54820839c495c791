import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { scopeFor, type Action } from '../permissions/permission.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

/**
 * The rows an actor may touch for an action: every row (`*`), the rows of their
 * organization (`org`), or their own (`own`). Refused outright without any permission: 401 for a
 * visitor without a token, 403 for a signed-in user.
 */
export function scopeCondition(
  model: ModelDefinition,
  actor: Actor,
  action: Action,
): SQL | undefined {
  const scope = scopeFor(actor.permissions, model.name, action);
  if (scope === 'none' || (model.everyRowScopeOnly && scope !== 'all')) {
    // A visitor without a token is asked to sign in; a signed-in user is told it is not theirs to do.
    if (actor.userId === null) throw new UnauthorizedError('Not authenticated');
    throw new ForbiddenError(`You may not ${action} ${model.name} records.`);
  }
  const columns = getTableColumns(model.table);
  if (model.personal) return ownRows(model, actor);
  if (scope === 'all') return undefined;
  if (scope === 'org') {
    if (model.organizationRows)
      return actor.organizationId === null
        ? sql`false`
        : model.organizationRows(actor.organizationId);
    const column = model.organizationColumn ? columns[model.organizationColumn] : undefined;
    if (!column) return undefined;
    return actor.organizationId === null ? sql`false` : eq(column, actor.organizationId);
  }
  return ownRows(model, actor);
}

function ownRows(model: ModelDefinition, actor: Actor): SQL {
  if (model.ownerRows) return actor.userId === null ? sql`false` : model.ownerRows(actor.userId);
  const owner = model.ownerColumn ? getTableColumns(model.table)[model.ownerColumn] : undefined;
  if (!owner || actor.userId === null) return sql`false`;
  return eq(owner, actor.userId);
}
