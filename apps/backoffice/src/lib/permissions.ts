/**
 * Role permissions as the API writes them: `"<resource>:<action>:<scope>"`, where the resource and
 * the action may be `*` (every one) and the scope is `own`, `org` or `*` (every row). The widest
 * scope wins. The API decides; the back-office reads them to draw the role matrix and to offer only
 * what would be allowed.
 */
export type Scope = 'own' | 'org' | '*';
export type ScopeOrNone = Scope | 'none';

export interface Permission {
  resource: string;
  action: string;
  scope: Scope;
}

const PATTERN = /^([a-z][a-z0-9_]*|\*):(read|write|create|delete|\*):(own|org|\*)$/;

/** Narrowest first. */
export const SCOPES: readonly ScopeOrNone[] = ['none', 'own', 'org', '*'];
export const scopeRank = (scope: ScopeOrNone) => SCOPES.indexOf(scope);
export const wider = (a: ScopeOrNone, b: ScopeOrNone) => (scopeRank(b) > scopeRank(a) ? b : a);

export function parsePermission(entry: unknown): Permission | null {
  if (typeof entry !== 'string') return null;
  const match = PATTERN.exec(entry);
  if (!match) return null;
  return { resource: match[1]!, action: match[2]!, scope: match[3] as Scope };
}

export const permissionText = ({ resource, action, scope }: Permission) =>
  `${resource}:${action}:${scope}`;

/** Whether a permission gives rights on this resource and action (itself, or through a `*`). */
export const covers = (permission: Permission, resource: string, action: string) =>
  (permission.resource === '*' || permission.resource === resource) &&
  (permission.action === '*' || permission.action === action);

/** The widest scope the permissions give for an action on a resource, or `none`. */
export function scopeFor(
  permissions: readonly string[] | undefined,
  resource: string,
  action: string,
): ScopeOrNone {
  let widest: ScopeOrNone = 'none';
  for (const entry of permissions ?? []) {
    const permission = parsePermission(entry);
    if (permission && covers(permission, resource, action))
      widest = wider(widest, permission.scope);
  }
  return widest;
}
