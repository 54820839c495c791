import { eq, inArray, sql } from 'drizzle-orm';
import { role } from '../../db/schema/role.ts';
import { SEARCHED, user } from '../../db/schema/user.ts';
import { userRole } from '../../db/schema/user-role.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { idList } from '../../engine/id-list.ts';
import { assertMayGrant, permissionsOfRoles } from '../../permissions/grant.ts';
import { scopeFor } from '../../permissions/permission.ts';
import type { Actor } from '../../engine/actor.ts';
import { checkUserDelete, welcomeNewUser } from './user-lifecycle.ts';
import type { Database } from '../../db/client.ts';
import { checkAttachmentReferences } from '../attachment/attachment-references.ts';
import { assertSelfServiceOnly } from './self-service-fields.ts';
import { assertMayManageUsers } from './user-guard.ts';
import { assertNamesFree, assertOwnerConfirmed, nameClashesOfNewUsers } from './user-identity.ts';
import { userInputSchema, userViewSchema, viewUsers } from './user-record-view.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._@+-]{3,64}$/;

/** Administrators manage users of their organization (or all): only they assign roles. */
const managesUsers = (actor: Actor) =>
  ['org', 'all'].includes(scopeFor(actor.permissions, 'user', 'write'));

const roleIdsOf = (value: unknown) => idList(value, 'roles must be a list of roles ({ id }).');

/**
 * New users without chosen roles get the plain user role: one statement however many users (an
 * import's chunk), their ids travelling as one array parameter.
 */
async function giveDefaultRole(db: Database, userIds: number[]) {
  if (userIds.length === 0) return;
  const columns = sql`${sql.identifier(userRole.user_id.name)}, ${sql.identifier(userRole.role_id.name)}`;
  await db.execute(sql`
    insert into ${userRole} (${columns})
    select given.id, ${role.id}
    from ${role}, unnest(${sql.param(userIds)}::integer[]) as given(id)
    where ${role.string_id} = 'user_role'`);
}

export const userModel: ModelDefinition = {
  name: 'user',
  schemaName: 'UserRecord',
  table: user,
  secret: [
    'password_hash',
    'totp_secret_sealed',
    'pending_totp_secret_sealed',
    'token_version',
    'search_text',
  ],
  searchText: { column: user.search_text, fields: SEARCHED },
  ownerColumn: 'id',
  organizationColumn: 'organization_id',
  writable: true,
  deletable: true,
  serverSet: ['signed_up', 'is_use_2fa'],
  /** `current_password`: asked of users changing their own username. */
  extraInput: ['roles', 'all_roles', 'organization', 'current_password'],
  extraInputSchema: userInputSchema,
  describe: (row) => `User: ${String(row.name ?? row.username)} (id ${String(row.id)})`,
  beforeDelete: checkUserDelete,
  afterCreate: welcomeNewUser,
  view: viewUsers,
  viewSchema: userViewSchema,
  prepare: async (db, values, existing, actor, { batchChecked }) => {
    if (existing) await assertMayManageUsers(db, actor, [existing.id as number]);
    for (const field of ['username', 'email'] as const) {
      if (!existing || field in values) {
        const value = typeof values[field] === 'string' ? values[field].trim() : '';
        if (!value) throw new BadRequestError(`${field} is required.`);
        values[field] = value;
      }
    }
    if ('username' in values && !USERNAME.test(values.username as string)) {
      throw new BadRequestError('username must be 3 to 64 letters, digits or . _ @ + -');
    }
    if ('email' in values && !EMAIL.test(values.email as string))
      throw new BadRequestError('email must be an email address.');
    // An import checks its new users' names a chunk at a time (`checkNewRows`).
    if (existing || !batchChecked)
      await assertNamesFree(db, values, (existing?.id as number | undefined) ?? null);
    if (existing && !managesUsers(actor)) assertSelfServiceOnly(values, existing);
    if (existing) await assertOwnerConfirmed(db, values, existing, actor);
    else delete values.current_password;
    if (
      values.title !== undefined &&
      values.title !== null &&
      !TITLES.includes(values.title as (typeof TITLES)[number])
    ) {
      throw new BadRequestError(`title must be one of ${TITLES.join(', ')}.`);
    }
    // Users may change their profile, not whether their own account is active.
    if ('active' in values && !managesUsers(actor)) delete values.active;
    await checkAttachmentReferences(db, ['image_id', 'cv_attachment_id'], values, existing, actor);
    delete values.roles;
    delete values.all_roles;
    delete values.organization;
    return values;
  },
  checkNewRows: nameClashesOfNewUsers,
  afterCreateMany: async (db, rows, bodies, actor) => {
    const plain = rows.filter((_row, i) => !('roles' in bodies[i]!));
    await giveDefaultRole(
      db,
      plain.map((row) => row.id),
    );
    // A new user's roles need only its id (`afterWrite` reads more of an existing user only).
    for (const [i, row] of rows.entries())
      if ('roles' in bodies[i]!) await userModel.afterWrite!(db, row, bodies[i], actor, null);
  },
  afterWrite: async (db, row, body, actor, existing) => {
    const userId = row.id as number;
    if (existing && existing.active === true && row.active === false) {
      // Deactivation ends every session of the account at once.
      await db
        .update(user)
        .set({ token_version: sql`${user.token_version} + 1` })
        .where(eq(user.id, userId));
    }
    if (!('roles' in body)) {
      if (!existing) await giveDefaultRole(db, [userId]);
      return;
    }
    if (!managesUsers(actor)) throw new ForbiddenError('Only administrators can assign roles.');
    const ids = roleIdsOf(body.roles);
    const found = ids.length
      ? await db
          .select({
            id: role.id,
            string_id: role.string_id,
            organization_id: role.organization_id,
            system: role.system,
          })
          .from(role)
          .where(inArray(role.id, ids))
      : [];
    if (found.length !== ids.length)
      throw new BadRequestError('roles names a role that does not exist.');
    // Roles given or taken away must stay within the caller's own permissions.
    const current = existing
      ? (
          await db
            .select({ id: userRole.role_id })
            .from(userRole)
            .where(eq(userRole.user_id, userId))
        ).map((link) => link.id)
      : [];
    const changed = [
      ...ids.filter((id) => !current.includes(id)),
      ...current.filter((id) => !ids.includes(id)),
    ];
    // A user holds the system roles and their own organization's roles, never another's.
    const [target] = await db
      .select({ organization_id: user.organization_id })
      .from(user)
      .where(eq(user.id, userId));
    const foreign = found.some(
      (r) => changed.includes(r.id) && !r.system && r.organization_id !== target?.organization_id,
    );
    if (foreign)
      throw new BadRequestError(
        "roles names a role that does not exist in this user's organization.",
      );
    const superAdminRole = found.find((r) => r.string_id === 'super_admin_role');
    if (
      superAdminRole &&
      changed.includes(superAdminRole.id) &&
      scopeFor(actor.permissions, 'user', 'write') !== 'all'
    ) {
      throw new ForbiddenError('Only a super admin can grant the super admin role.');
    }
    assertMayGrant(actor, await permissionsOfRoles(db, changed));
    await db.delete(userRole).where(eq(userRole.user_id, userId));
    if (ids.length)
      await db.insert(userRole).values(ids.map((id) => ({ user_id: userId, role_id: id })));
  },
};
