import { asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { impliedRole } from '../../db/schema/implied-role.ts';
import { role } from '../../db/schema/role.ts';

export const roleViewSchema = {
  implied_roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: 'The roles this one includes directly (their permissions, and what they imply).',
  }),
};

/** Adds each role's directly implied roles, `{id, name}` by id, for a page of roles in one query. */
export async function viewRoles(db: Database, records: Record<string, unknown>[]) {
  const ids = records.map((r) => r.id as number);
  const links = await db
    .select({ role_id: impliedRole.role_id, id: role.id, name: role.name })
    .from(impliedRole)
    .innerJoin(role, eq(role.id, impliedRole.implied_role_id))
    .where(inArray(impliedRole.role_id, ids))
    .orderBy(asc(role.id));
  return records.map((record) => ({
    ...record,
    implied_roles: links
      .filter((link) => link.role_id === record.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}
