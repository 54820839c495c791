import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from '../engine/actor.ts';
import { parsePermission, type Scope } from './permission.ts';
import { ForbiddenError } from '../errors.ts';

const rank: Record<Scope, number> = { own: 1, org: 2, all: 3 };

/** Whether `held` already gives everything `wanted` gives (a `*` is only covered by a `*`). */
export function holds(held: readonly string[], wanted: string): boolean {
  const want = parsePermission(wanted);
  if (!want) return false;
  return held.some((text) => {
    const have = parsePermission(text);
    return (
      !!have &&
      (have.model === '*' || have.model === want.model) &&
      (have.action === '*' || have.action === want.action) &&
      rank[have.scope] >= rank[want.scope]
    );
  });
}

/**
 * Nobody hands out more than they hold: a role's permissions, the roles it implies and the roles
 * given to (or taken from) a user must stay within the caller's own permissions. Otherwise an
 * organization admin could write a `*:*:*` role and give it to themselves.
 */
export function assertMayGrant(actor: Actor, permissions: readonly string[]): void {
  const beyond = permissions.find((permission) => !holds(actor.permissions, permission));
  if (beyond)
    throw new ForbiddenError(`You cannot grant "${beyond}": it goes beyond your own permissions.`);
}

/** Every permission the roles give, with those of the roles they imply (transitively). */
export async function permissionsOfRoles(db: Database, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const ids = sql.join(
    roleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive reach(id) as (
      select id from role where id in (${ids})
      union
      select implied_role.implied_role_id from implied_role join reach on implied_role.role_id = reach.id
    )
    select permissions from role where id in (select id from reach)`);
  const rows = (result as { rows: { permissions: string[] }[] }).rows;
  return [...new Set(rows.flatMap((row) => row.permissions))];
}
