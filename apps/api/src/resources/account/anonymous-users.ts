import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { userAnonymous } from '../../db/schema/user-anonymous.ts';
import { attachment } from '../../db/schema/attachment.ts';
import { user } from '../../db/schema/user.ts';
import { userRole } from '../../db/schema/user-role.ts';
import { roleIdByStringId } from '../../db/seed/roles.ts';
import { loadCurrentUser, type CurrentUser } from '../../auth/current-user.ts';
import { issueTokens } from '../../auth/login.ts';
import { toUserView } from '../../auth/current-user-view.ts';
import { ConflictError } from '../../errors.ts';
import { assertWithinRate } from '../../http/rate-limit.ts';
import { addressKey } from '../../http/address-key.ts';

/**
 * Anonymous users: with ENABLE_ANON_USERS=true, a visitor's browser or app that holds no account
 * gets a user of its own (public role, `signed_up` false) for the anonymous id it keeps. Such a user
 * has no password and cannot sign in with one; signing up upgrades it in place; a month without a
 * visit deletes it.
 */

/** Anonymous users not seen for this long are deleted by the hourly housekeeping. */
export const ANONYMOUS_USER_INACTIVE_DAYS = 30;

/** New anonymous users one address may create in an hour: a household, not a script. */
export const ANONYMOUS_USERS_PER_ADDRESS_HOUR = 20;

export const ANONYMOUS_ID_UNUSABLE =
  'This anonymous id cannot start a session any more. Start with a new one.';

/** The username and email an anonymous user carries until it signs up: unique, never deliverable. */
const placeholderName = (anonymousId: string) => `anonymous-${anonymousId}`;
const placeholderEmail = (anonymousId: string) => `${anonymousId}@anonymous.invalid`;

async function findByAnonymousId(db: Database, anonymousId: string) {
  const [row] = await db
    .select({ userId: userAnonymous.user_id })
    .from(userAnonymous)
    .where(eq(userAnonymous.anonymous_id, anonymousId));
  return row;
}

/** Creates the anonymous user of `anonymousId`; a concurrent creation of the same id wins. */
async function createAnonymousUser(
  db: Database,
  anonymousId: string,
  organizationId: number,
): Promise<number | undefined> {
  const publicRole = await roleIdByStringId(db, 'public_role');
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({
        username: placeholderName(anonymousId),
        email: placeholderEmail(anonymousId),
        organization_id: organizationId,
        signed_up: false,
      })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (!created) return undefined;
    await tx.insert(userRole).values({ user_id: created.id, role_id: publicRole });
    await tx.insert(userAnonymous).values({ anonymous_id: anonymousId, user_id: created.id });
    return created.id;
  });
}

/**
 * The session of the anonymous user of `anonymousId`, created if new. An id whose user signed up,
 * was deactivated or belongs to another organization is refused (409): it must never hand out a
 * signed-up account's token.
 */
export async function startAnonymousSession(
  app: FastifyInstance,
  input: { anonymousId: string; organizationId: number; ip: string },
) {
  const { db } = app;
  let userId = (await findByAnonymousId(db, input.anonymousId))?.userId;
  if (userId === undefined) {
    await assertWithinRate(db, {
      key: `anonymous-user:${addressKey(input.ip)}`,
      max: ANONYMOUS_USERS_PER_ADDRESS_HOUR,
      windowMs: 60 * 60_000,
      message: 'Too many new visitors from your network. Try again later.',
    });
    userId =
      (await createAnonymousUser(db, input.anonymousId, input.organizationId)) ??
      (await findByAnonymousId(db, input.anonymousId))?.userId;
  }
  const current = userId === undefined ? null : await loadCurrentUser(db, userId);
  if (
    !current ||
    current.row.signed_up ||
    !current.row.active ||
    current.row.organization_id !== input.organizationId
  )
    throw new ConflictError(ANONYMOUS_ID_UNUSABLE);
  await recordAnonymousVisit(db, current);
  return { token: (await issueTokens(app, current)).accessToken, user: toUserView(current) };
}

/** An anonymous user came back (session start): its inactivity clock restarts. */
export async function recordAnonymousVisit(db: Database, current: CurrentUser): Promise<void> {
  if (current.row.signed_up) return;
  await db
    .update(userAnonymous)
    .set({ last_seen_at: new Date() })
    .where(eq(userAnonymous.user_id, current.row.id));
}

/**
 * Signup with an anonymous user's token: the same user gets the name, email and password, the
 * plain user role instead of the public one, and `signed_up`; its anonymous token stops working.
 */
export async function upgradeAnonymousUser(
  db: Database,
  userId: number,
  values: { username: string; email: string; password_hash: string },
): Promise<void> {
  const [userRoleId, publicRoleId] = await Promise.all([
    roleIdByStringId(db, 'user_role'),
    roleIdByStringId(db, 'public_role'),
  ]);
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ ...values, signed_up: true, token_version: sql`${user.token_version} + 1` })
      .where(eq(user.id, userId));
    await tx
      .delete(userRole)
      .where(and(eq(userRole.user_id, userId), eq(userRole.role_id, publicRoleId)));
    await tx
      .insert(userRole)
      .values({ user_id: userId, role_id: userRoleId })
      .onConflictDoNothing();
  });
}

/**
 * Deletes anonymous users not seen for ANONYMOUS_USER_INACTIVE_DAYS (with their roles and
 * preferences, by cascade). One that owns a file is kept: a file is never deleted behind its owner.
 */
export async function purgeInactiveAnonymousUsers(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANONYMOUS_USER_INACTIVE_DAYS * 24 * 3_600_000);
  const inactive = db
    .select({ id: userAnonymous.user_id })
    .from(userAnonymous)
    .where(lt(userAnonymous.last_seen_at, cutoff));
  const deleted = await db
    .delete(user)
    .where(
      and(
        inArray(user.id, inactive),
        eq(user.signed_up, false),
        notExists(db.select().from(attachment).where(eq(attachment.owner_id, user.id))),
      ),
    )
    .returning({ id: user.id });
  return deleted.length;
}
