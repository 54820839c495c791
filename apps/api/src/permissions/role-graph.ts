import { ACTIONS, scopeFor, type Action, type Scope } from './permission.ts';

/** Every role with what it grants, and which roles each one implies: what a preview works from. */
export interface RoleGraph {
  roles: ReadonlyMap<number, { name: string; permissions: readonly string[]; active: boolean }>;
  implies: ReadonlyMap<number, readonly number[]>;
}

/**
 * The active roles among `start` and every active role they imply, transitively, in the order
 * they are reached. The same rule as `activeRoleReach` in SQL: an archived role grants nothing,
 * not even through the roles it implies, and a cycle ends at a role already reached.
 */
export function reachedRoles(graph: RoleGraph, start: readonly number[]): number[] {
  const reached: number[] = [];
  const seen = new Set<number>();
  const queue = [...start];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!graph.roles.get(id)?.active) continue;
    reached.push(id);
    queue.push(...(graph.implies.get(id) ?? []));
  }
  return reached;
}

/** Every permission the roles give, with those of the active roles they imply. */
export function grantsOf(graph: RoleGraph, start: readonly number[]): string[] {
  const permissions = reachedRoles(graph, start).flatMap(
    (id) => graph.roles.get(id)?.permissions ?? [],
  );
  return [...new Set(permissions)];
}

/** The graph as it would be once `roleId` grants `permissions` and implies `implied`. */
export function withRoleChanged(
  graph: RoleGraph,
  roleId: number,
  change: { permissions: readonly string[]; implied: readonly number[] },
): RoleGraph {
  const current = graph.roles.get(roleId);
  if (!current) return graph;
  const roles = new Map(graph.roles);
  roles.set(roleId, { ...current, permissions: change.permissions });
  const implies = new Map(graph.implies);
  implies.set(roleId, change.implied);
  return { roles, implies };
}

/** A right someone holds now and would hold less widely (or not at all) after a change. */
export interface LostRight {
  resource: string;
  action: Action;
  scope: Scope;
  scopeAfter: Scope | 'none';
}

const rank: Record<Scope | 'none', number> = { none: 0, own: 1, org: 2, all: 3 };

/**
 * What `after` takes away from `before`, told per resource and action (the way the matrix shows
 * rights), so a wildcard replaced by the same rights written out loses nothing.
 */
export function lostRights(
  before: readonly string[],
  after: readonly string[],
  resources: readonly string[],
): LostRight[] {
  const lost: LostRight[] = [];
  for (const resource of resources)
    for (const action of ACTIONS) {
      const scope = scopeFor(before, resource, action);
      const scopeAfter = scopeFor(after, resource, action);
      if (scope !== 'none' && rank[scopeAfter] < rank[scope])
        lost.push({ resource, action, scope, scopeAfter });
    }
  return lost;
}
