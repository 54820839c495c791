/**
 * Role permissions are strings `"<model>:<action>:<scope>"`: action read, write
 * (update), create, delete or *; scope own (rows the user owns), org (rows of the user's
 * organization) or * (every row). A user holds the union over their roles; the widest scope wins.
 */
export const ACTIONS = ['read', 'write', 'create', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];
export type Scope = 'own' | 'org' | 'all';

/** A permission's form, as a JSON Schema pattern too (the role preview's body). */
export const PERMISSION_PATTERN =
  '^([a-z][a-z0-9_]*|\\*):(read|write|create|delete|\\*):(own|org|\\*)$';
const PATTERN = new RegExp(PERMISSION_PATTERN);
const rank: Record<Scope | 'none', number> = { none: 0, own: 1, org: 2, all: 3 };

export interface Permission {
  model: string;
  action: Action | '*';
  scope: Scope;
}

export function parsePermission(text: string): Permission | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  return {
    model: match[1]!,
    action: match[2] as Action | '*',
    scope: match[3] === '*' ? 'all' : (match[3] as Scope),
  };
}

/** Why an entry is not a permission, in words staff can act on; null when it is one. */
export function permissionProblem(entry: unknown): string | null {
  if (typeof entry !== 'string') return `Permission ${JSON.stringify(entry)} is not a string.`;
  if (parsePermission(entry)) return null;
  return `Permission "${entry}" is not of the form "<model>:<read|write|create|delete|*>:<own|org|*>".`;
}

/** The widest scope the permissions give for an action on a model, or 'none'. */
export function scopeFor(
  permissions: readonly string[],
  model: string,
  action: Action,
): Scope | 'none' {
  let widest: Scope | 'none' = 'none';
  for (const text of permissions) {
    const permission = parsePermission(text);
    if (!permission) continue;
    if (permission.model !== '*' && permission.model !== model) continue;
    if (permission.action !== '*' && permission.action !== action) continue;
    if (rank[permission.scope] > rank[widest]) widest = permission.scope;
  }
  return widest;
}
