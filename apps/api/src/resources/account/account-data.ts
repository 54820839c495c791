import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';
import { recoveryCode } from '../../db/schema/recovery-code.ts';
import { user } from '../../db/schema/user.ts';
import { userRole } from '../../db/schema/user-role.ts';
import { roleIdByStringId } from '../../db/seed/roles.ts';

/** The account resource's reads and writes: the routes and services never write SQL themselves. */

/** An organization's public settings the sign-in screens need, or undefined. */
export async function signInSettings(db: Database, organizationId: number) {
  const [found] = await db
    .select({
      id: organization.id,
      name: organization.name,
      allow_public_signup: organization.allow_public_signup,
      require_2fa_all_users: organization.require_2fa_all_users,
    })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return found;
}

export async function findOrganization(db: Database, organizationId: number) {
  const [found] = await db.select().from(organization).where(eq(organization.id, organizationId));
  return found;
}

/** The organization's name, as an authenticator app shows it beside the account. */
export async function organizationName(db: Database, organizationId: number) {
  const [found] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return found?.name;
}

/** Whether the email or username is already someone's, whatever its case. */
export async function nameTaken(db: Database, email: string, username: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      or(
        eq(sql`lower(${user.email})`, email.toLowerCase()),
        eq(sql`lower(${user.username})`, username.toLowerCase()),
      ),
    );
  return Boolean(taken);
}

/** A signed-up account with the plain user role; answers its id. */
export async function insertSignedUpUser(
  db: Database,
  values: { username: string; email: string; password_hash: string; organization_id: number },
): Promise<number> {
  const [created] = await db
    .insert(user)
    .values({ ...values, signed_up: true })
    .returning({ id: user.id });
  await db
    .insert(userRole)
    .values({ user_id: created!.id, role_id: await roleIdByStringId(db, 'user_role') });
  return created!.id;
}

/**
 * Stores a new password hash and ends every session of the account (its tokens carry the old
 * version). A reset also marks the account as signed up: its owner chose the password.
 */
export async function storePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  options: { signedUp?: true } = {},
): Promise<void> {
  await db
    .update(user)
    .set({
      password_hash: passwordHash,
      token_version: sql`${user.token_version} + 1`,
      ...(options.signedUp ? { signed_up: true } : {}),
    })
    .where(eq(user.id, userId));
}

/** Keeps the secret of a 2FA setup awaiting its first code. */
export async function storePendingTotpSecret(
  db: Database,
  userId: number,
  sealed: string,
): Promise<void> {
  await db.update(user).set({ pending_totp_secret_sealed: sealed }).where(eq(user.id, userId));
}

/** Turns 2FA off: secrets and recovery codes go, and every session ends. */
export async function clearTwoFactor(db: Database, userId: number): Promise<void> {
  await db
    .update(user)
    .set({
      is_use_2fa: false,
      totp_secret_sealed: null,
      pending_totp_secret_sealed: null,
      token_version: sql`${user.token_version} + 1`,
    })
    .where(eq(user.id, userId));
  await db.delete(recoveryCode).where(eq(recoveryCode.user_id, userId));
}

/** The account a reset token names, with whether its organization requires 2FA. */
export async function userWithOrganization(db: Database, userId: number) {
  const [row] = await db
    .select({ user, required: organization.require_2fa_all_users, orgName: organization.name })
    .from(user)
    .innerJoin(organization, eq(organization.id, user.organization_id))
    .where(eq(user.id, userId));
  return row ?? null;
}
