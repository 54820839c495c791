import {
  covers,
  parsePermission,
  permissionText,
  scopeRank,
  wider,
  type Permission,
  type Scope,
  type ScopeOrNone,
} from '../../lib/permissions';

/**
 * The role matrix over the permissions' JSON: one cell per resource and action, `*` included as a
 * row (every resource) and a column (every action), so each entry of the JSON is exactly one cell
 * and the two views convert both ways without losing anything.
 */

/** The JSON text as the matrix reads it: a list of permissions, or why it cannot be drawn. */
export type PermissionsReading =
  | { ok: true; permissions: string[] }
  | { ok: false; problem: 'json' }
  | { ok: false; problem: 'entry'; entry: string };

export function readPermissionsText(text: string): PermissionsReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'json' };
  }
  if (!Array.isArray(parsed)) return { ok: false, problem: 'json' };
  const entries: unknown[] = parsed;
  const wrong = entries.find((entry) => !parsePermission(entry));
  if (wrong !== undefined)
    return {
      ok: false,
      problem: 'entry',
      entry: typeof wrong === 'string' ? wrong : JSON.stringify(wrong),
    };
  return { ok: true, permissions: entries as string[] };
}

const parsed = (permissions: readonly string[]) =>
  permissions.flatMap((entry) => {
    const permission = parsePermission(entry);
    return permission ? [permission] : [];
  });

const isCell = (permission: Permission, resource: string, action: string) =>
  permission.resource === resource && permission.action === action;

/** The scope a cell sets: the widest entry written for exactly this resource and action. */
export function cellScope(
  permissions: readonly string[],
  resource: string,
  action: string,
): ScopeOrNone {
  return parsed(permissions)
    .filter((permission) => isCell(permission, resource, action))
    .reduce<ScopeOrNone>((widest, permission) => wider(widest, permission.scope), 'none');
}

/**
 * The permissions with one cell set to `scope`: the cell's entries are replaced where the first of
 * them stood (or the new one is added at the end), and every other entry stays as written.
 */
export function withCell(
  permissions: readonly string[],
  resource: string,
  action: string,
  scope: ScopeOrNone,
): string[] {
  const replacement = scope === 'none' ? [] : [permissionText({ resource, action, scope })];
  const first = permissions.findIndex((entry) => {
    const permission = parsePermission(entry);
    return permission !== null && isCell(permission, resource, action);
  });
  const others = permissions.filter((entry) => {
    const permission = parsePermission(entry);
    return permission === null || !isCell(permission, resource, action);
  });
  if (first === -1) return [...others, ...replacement];
  return [...others.slice(0, first), ...replacement, ...others.slice(first)];
}

/** The matrix's rows: every resource (`*`), the catalog's, then any other a permission names. */
export function matrixResources(catalog: readonly string[], permissions: readonly string[]) {
  const named = parsed(permissions).map((permission) => permission.resource);
  return [...new Set(['*', ...catalog, ...named])];
}

/** Where a right a cell does not set comes from: an included role, or a wider entry of this role. */
export type GrantSource = { kind: 'role'; id: number; name: string } | { kind: 'wider' };

export interface IncludedRole {
  id: number;
  name: string;
  permissions: readonly string[];
}

/**
 * The widest right on a cell that comes from elsewhere than the cell itself, when it is wider than
 * what the cell sets: the role then grants it whatever the cell says, and the matrix tells so.
 */
export function grantFromElsewhere(
  permissions: readonly string[],
  included: readonly IncludedRole[],
  resource: string,
  action: string,
): { scope: Scope; source: GrantSource } | null {
  let best: { scope: Scope; source: GrantSource } | null = null;
  const consider = (entries: readonly string[], source: GrantSource, skipCell: boolean) => {
    for (const permission of parsed(entries)) {
      if (!covers(permission, resource, action)) continue;
      if (skipCell && isCell(permission, resource, action)) continue;
      if (!best || scopeRank(permission.scope) > scopeRank(best.scope))
        best = { scope: permission.scope, source };
    }
  };
  consider(permissions, { kind: 'wider' }, true);
  for (const role of included)
    consider(role.permissions, { kind: 'role', id: role.id, name: role.name }, false);
  const found = best as { scope: Scope; source: GrantSource } | null;
  if (!found || scopeRank(found.scope) <= scopeRank(cellScope(permissions, resource, action)))
    return null;
  return found;
}
