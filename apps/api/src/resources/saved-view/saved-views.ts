import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { role } from '../../db/schema/role.ts';
import { savedView } from '../../db/schema/saved-view.ts';
import { user } from '../../db/schema/user.ts';
import type { Actor } from '../../engine/actor.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { activeRoleReach } from '../../permissions/role-reach.ts';
import type { SavedView, SavedViewInput, SavedViewState } from './saved-view-schemas.ts';

/** The caller of a saved-view route: always a signed-in user, with the list it is about. */
export interface ViewCaller {
  actor: Actor & { userId: number; organizationId: number };
  model: string;
}

/**
 * Saving or applying a view of a list is for whoever may read that list: a view of records one
 * cannot read would only ever show a refusal.
 */
export function assertMayUseList(caller: ViewCaller): void {
  if (scopeFor(caller.actor.permissions, caller.model, 'read') === 'none')
    throw new ForbiddenError(`You may not read ${caller.model} records.`);
}

/**
 * Sharing a view with a role puts it before other people: it takes the right to write saved views
 * organization-wide (`saved_view:write:org`, which administrators hold through `*:*:org`).
 * Views for oneself are a preference and need nothing beyond reading the list.
 */
function assertMayShare(actor: Actor): void {
  if (!['org', 'all'].includes(scopeFor(actor.permissions, 'saved_view', 'write')))
    throw new ForbiddenError('You may not share saved views with a role.');
}

/** The role a view is shared with: one of the caller's organization or a system role, active. */
async function assertShareableRole(db: Database, actor: ViewCaller['actor'], roleId: number) {
  const [found] = await db
    .select({ id: role.id })
    .from(role)
    .where(
      and(
        eq(role.id, roleId),
        eq(role.active, true),
        or(eq(role.organization_id, actor.organizationId), eq(role.system, true)),
      ),
    );
  if (!found) throw new BadRequestError('shared_role_id names a role that does not exist.');
}

/** The views a caller sees on a list: their own, and those shared with a role they hold. */
function visibleTo({ actor, model }: ViewCaller): SQL {
  const heldRoles = sql`${activeRoleReach(sql`select role_id from user_role where user_id = ${actor.userId}`)} select id from reach`;
  return and(
    eq(savedView.model, model),
    or(
      eq(savedView.owner_id, actor.userId),
      and(
        eq(savedView.organization_id, actor.organizationId),
        sql`${savedView.shared_role_id} in (${heldRoles})`,
      ),
    ),
  )!;
}

async function selectViews(db: Database, caller: ViewCaller, where: SQL): Promise<SavedView[]> {
  const rows = await db
    .select({
      view: savedView,
      owner_name: user.name,
      role_name: role.name,
    })
    .from(savedView)
    .innerJoin(user, eq(user.id, savedView.owner_id))
    .leftJoin(role, eq(role.id, savedView.shared_role_id))
    .where(and(visibleTo(caller), where))
    .orderBy(
      desc(eq(savedView.owner_id, caller.actor.userId)),
      asc(sql`lower(${savedView.name})`),
      asc(savedView.id),
    );
  return rows.map(({ view, owner_name, role_name }) => ({
    id: view.id,
    model: view.model,
    name: view.name,
    state: view.state as SavedViewState,
    mine: view.owner_id === caller.actor.userId,
    owner: { id: view.owner_id, name: owner_name },
    shared_role:
      view.shared_role_id === null ? null : { id: view.shared_role_id, name: role_name ?? '' },
    created_at: view.created_at.toISOString(),
    updated_at: view.updated_at.toISOString(),
  }));
}

export async function listViews(db: Database, caller: ViewCaller): Promise<SavedView[]> {
  assertMayUseList(caller);
  return selectViews(db, caller, sql`true`);
}

/** One view the caller owns; a view they only see is refused, one they do not see is missing. */
async function ownedView(db: Database, caller: ViewCaller, id: number): Promise<SavedView> {
  const [found] = await selectViews(db, caller, eq(savedView.id, id));
  if (!found) throw new NotFoundError(`saved view ${id} was not found.`);
  if (!found.mine) throw new ForbiddenError('Only its owner can change a saved view.');
  return found;
}

/** A name is the owner's once per list, whatever its case: two "Open" chips could not be told apart. */
async function assertNameFree(db: Database, caller: ViewCaller, name: string, except?: number) {
  const [taken] = await db
    .select({ id: savedView.id })
    .from(savedView)
    .where(
      and(
        eq(savedView.owner_id, caller.actor.userId),
        eq(savedView.model, caller.model),
        sql`lower(${savedView.name}) = lower(${name})`,
        except === undefined ? undefined : ne(savedView.id, except),
      ),
    );
  if (taken) throw new ConflictError(`You already have a view named "${name}" on this list.`);
}

/** Two saves of one name at once: the unique index refuses the second, told as the same conflict. */
async function guarded<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
    if (code === '23505' || (error as { code?: string }).code === '23505')
      throw new ConflictError(`You already have a view named "${name}" on this list.`);
    throw error;
  }
}

async function checkSharing(db: Database, caller: ViewCaller, roleId: number | null | undefined) {
  if (roleId === undefined || roleId === null) return;
  assertMayShare(caller.actor);
  await assertShareableRole(db, caller.actor, roleId);
}

export async function createView(
  db: Database,
  caller: ViewCaller,
  input: Required<Pick<SavedViewInput, 'name' | 'state'>> & SavedViewInput,
): Promise<SavedView> {
  assertMayUseList(caller);
  const name = input.name.trim();
  await checkSharing(db, caller, input.shared_role_id);
  await assertNameFree(db, caller, name);
  const [stored] = await guarded(name, () =>
    db
      .insert(savedView)
      .values({
        organization_id: caller.actor.organizationId,
        owner_id: caller.actor.userId,
        model: caller.model,
        name,
        state: input.state,
        shared_role_id: input.shared_role_id ?? null,
      })
      .returning({ id: savedView.id }),
  );
  return (await selectViews(db, caller, eq(savedView.id, stored!.id)))[0]!;
}

export async function updateView(
  db: Database,
  caller: ViewCaller,
  id: number,
  input: SavedViewInput,
): Promise<SavedView> {
  assertMayUseList(caller);
  const existing = await ownedView(db, caller, id);
  // Sharing is checked only when it changes: the owner may rename a view an administrator let
  // them share, after their right to share is gone.
  if (input.shared_role_id !== undefined && input.shared_role_id !== existing.shared_role?.id)
    await checkSharing(db, caller, input.shared_role_id);
  const name = input.name?.trim();
  if (name !== undefined) await assertNameFree(db, caller, name, id);
  await guarded(name ?? existing.name, () =>
    db
      .update(savedView)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(input.state === undefined ? {} : { state: input.state }),
        ...(input.shared_role_id === undefined ? {} : { shared_role_id: input.shared_role_id }),
      })
      .where(eq(savedView.id, id)),
  );
  return (await selectViews(db, caller, eq(savedView.id, id)))[0]!;
}

export async function deleteView(db: Database, caller: ViewCaller, id: number): Promise<void> {
  await ownedView(db, caller, id);
  await db.delete(savedView).where(eq(savedView.id, id));
}
