import { sql, type SQL } from 'drizzle-orm';

/**
 * `reach(id)`: the active roles among `start` (a query answering role ids) and every active role
 * they imply, transitively. Each step skips archived roles, so an archived role grants nothing,
 * not even through the roles it implies; `union` stops at a role already reached, so cycles end.
 * Every place that resolves what someone holds (the signed-in user, the visitor's public role, the
 * administrator check) starts from here, so they cannot disagree.
 */
export const activeRoleReach = (start: SQL): SQL => sql`
  with recursive reach(id) as (
    select role.id from role where role.id in (${start}) and role.active
    union
    select implied_role.implied_role_id
    from implied_role
    join reach on implied_role.role_id = reach.id
    join role implied on implied.id = implied_role.implied_role_id and implied.active
  )`;
