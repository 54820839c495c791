import { and, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/user.ts';
import { verifyPassword } from '../../lib/password.ts';
import { countAccountFailure } from '../../auth/account-check.ts';
import {
  accountKey,
  releaseAttempt,
  reserveAttempt,
  throttleDetail,
} from '../../auth/login-throttle.ts';
import type { Actor } from '../../engine/actor.ts';
import { BadRequestError, ForbiddenError, TooManyAttemptsError } from '../../errors.ts';

const lower = (column: typeof user.username | typeof user.email) => sql`lower(${column})`;

/**
 * A username or email is one name whatever its case, and one sign-in name: a username may not be
 * another user's email, nor an email another user's username, or typing it would reach the wrong
 * account. Told here with the field's name; the database's unique indexes are the backstop.
 */
export async function assertNamesFree(
  db: Database,
  values: Record<string, unknown>,
  existingId: number | null,
): Promise<void> {
  const username = typeof values.username === 'string' ? values.username : null;
  const email = typeof values.email === 'string' ? values.email : null;
  if (username === null && email === null) return;
  const clashes: SQL[] = [];
  if (username !== null)
    clashes.push(
      sql`${lower(user.username)} = lower(${username})`,
      sql`${lower(user.email)} = lower(${username})`,
    );
  if (email !== null)
    clashes.push(
      sql`${lower(user.email)} = lower(${email})`,
      sql`${lower(user.username)} = lower(${email})`,
    );
  const others = await db
    .select({ username: user.username, email: user.email })
    .from(user)
    .where(and(or(...clashes), existingId === null ? undefined : ne(user.id, existingId)));
  const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
  for (const other of others) {
    if (same(username, other.username))
      throw new BadRequestError(`A user with username "${username}" already exists.`);
    if (same(email, other.email))
      throw new BadRequestError(`A user with email "${email}" already exists.`);
  }
  for (const other of others) {
    if (same(username, other.email))
      throw new BadRequestError(`"${username}" is already another user’s email address.`);
    if (same(email, other.username))
      throw new BadRequestError(`"${email}" is already another user’s username.`);
  }
}

/**
 * Changing one's own email or username asks for the current password: with only a stolen session
 * (an unlocked screen), nobody can point the account's reset links at another address. A wrong
 * password counts against the account as at sign-in.
 */
export async function assertOwnerConfirmed(
  db: Database,
  values: Record<string, unknown>,
  existing: Record<string, unknown>,
  actor: Actor,
): Promise<void> {
  const currentPassword = values.current_password;
  delete values.current_password;
  if (existing.id !== actor.userId) return;
  const renamed = (['username', 'email'] as const).some(
    (field) => field in values && values[field] !== existing[field],
  );
  if (!renamed) return;
  if (typeof currentPassword !== 'string' || currentPassword === '')
    throw new BadRequestError('Enter your current password to change your email or username.');
  const account = {
    accountId: existing.id as number,
    ip: actor.ip ?? 'unknown',
    what: 'current password',
  };
  const key = accountKey(account.accountId);
  const verdict = await reserveAttempt(db, key, account.ip);
  if (verdict.blocked) throw new TooManyAttemptsError(throttleDetail(verdict));
  const hash = existing.password_hash;
  if (typeof hash === 'string' && (await verifyPassword(hash, currentPassword))) {
    await releaseAttempt(db, key);
    return;
  }
  // The refusal rolls the write's transaction back: the failure is counted after that, so it stays.
  throw Object.assign(new ForbiddenError('Your current password is incorrect.'), {
    afterRollback: (outside: Database) => countAccountFailure(outside, account),
  });
}
