import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activeRoleReach } from '../permissions/role-reach.ts';

/** Who is asking: a signed-in user, or the public role when there is no token. */
export interface Actor {
  userId: number | null;
  organizationId: number | null;
  permissions: readonly string[];
  /** The caller's address, for the sign-in counters a password check feeds. */
  ip?: string;
}

/** The public role's permissions, with what it implies; read per request so changes apply at once. */
async function publicPermissions(app: FastifyInstance): Promise<string[]> {
  const result = await app.db.execute(sql`
    ${activeRoleReach(sql`select id from role where string_id = 'public_role'`)}
    select permissions from role where id in (select id from reach)`);
  const rows = (result as { rows: { permissions: string[] }[] }).rows;
  return [...new Set(rows.flatMap((r) => r.permissions))];
}

export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  const current = request.currentUser;
  if (current)
    return {
      userId: current.row.id,
      organizationId: current.row.organization_id,
      permissions: current.permissions,
      ip: request.ip,
    };
  return {
    userId: null,
    organizationId: null,
    permissions: await publicPermissions(app),
    ip: request.ip,
  };
}

/** Who to name in the audit trail for a request. */
export const who = (actor: Actor, request: FastifyRequest) => ({
  userId: actor.userId,
  ip: request.ip,
});
