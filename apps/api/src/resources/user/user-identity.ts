import { and, ne, or, sql } from 'drizzle-orm';
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

/** The sign-in names already in use, lower-cased: usernames and emails apart. */
interface TakenNames {
  usernames: Set<string>;
  emails: Set<string>;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** A 400 about one field, which an import's report shows in that column. */
const refusal = (column: 'username' | 'email', message: string) =>
  Object.assign(new BadRequestError(message), { column });

/**
 * A username or email is one name whatever its case, and one sign-in name: a username may not be
 * another user's email, nor an email another user's username, or typing it would reach the wrong
 * account. Answers the refusal of these values against the names taken, or null when they are free.
 */
function nameClash(values: Record<string, unknown>, taken: TakenNames): BadRequestError | null {
  const username = textOf(values.username);
  const email = textOf(values.email);
  if (username !== null && taken.usernames.has(username.toLowerCase()))
    return refusal('username', `A user with username "${username}" already exists.`);
  if (email !== null && taken.emails.has(email.toLowerCase()))
    return refusal('email', `A user with email "${email}" already exists.`);
  if (username !== null && taken.emails.has(username.toLowerCase()))
    return refusal('username', `"${username}" is already another user’s email address.`);
  if (email !== null && taken.usernames.has(email.toLowerCase()))
    return refusal('email', `"${email}" is already another user’s username.`);
  return null;
}

/** The usernames and emails of other users equal (whatever the case) to any of `names`: one query. */
async function takenAmong(
  db: Database,
  names: Set<string>,
  existingId: number | null,
): Promise<TakenNames> {
  const taken: TakenNames = { usernames: new Set(), emails: new Set() };
  if (names.size === 0) return taken;
  const wanted = sql.param([...names]);
  // Each side of the OR is answered by the case-insensitive unique index of its column.
  const others = await db
    .select({ username: user.username, email: user.email })
    .from(user)
    .where(
      and(
        or(
          sql`${lower(user.username)} = any(${wanted}::text[])`,
          sql`${lower(user.email)} = any(${wanted}::text[])`,
        ),
        existingId === null ? undefined : ne(user.id, existingId),
      ),
    );
  for (const other of others) {
    taken.usernames.add(other.username.toLowerCase());
    taken.emails.add(other.email.toLowerCase());
  }
  return taken;
}

const namesOf = (rows: readonly Record<string, unknown>[]) =>
  new Set(
    rows.flatMap((values) =>
      [textOf(values.username), textOf(values.email)].flatMap((name) =>
        name === null ? [] : [name.toLowerCase()],
      ),
    ),
  );

/**
 * Refuses a username or email another user has (see `nameClash`), told with the field's name; the
 * database's unique indexes are the backstop.
 */
export async function assertNamesFree(
  db: Database,
  values: Record<string, unknown>,
  existingId: number | null,
): Promise<void> {
  const clash = nameClash(values, await takenAmong(db, namesOf([values]), existingId));
  if (clash) throw clash;
}

/**
 * The same rule for many new users at once (an import's chunk), in one query: answers each row's
 * refusal by position, or null. A row also clashes with the rows before it in the list, as it
 * would once they are created; a refused row takes no name.
 */
export async function nameClashesOfNewUsers(
  db: Database,
  rows: readonly Record<string, unknown>[],
): Promise<(BadRequestError | null)[]> {
  const taken = await takenAmong(db, namesOf(rows), null);
  return rows.map((values) => {
    const clash = nameClash(values, taken);
    if (clash) return clash;
    const username = textOf(values.username);
    const email = textOf(values.email);
    if (username !== null) taken.usernames.add(username.toLowerCase());
    if (email !== null) taken.emails.add(email.toLowerCase());
    return null;
  });
}

/** Why one's own email cannot be changed by writing the record. */
export const OWN_EMAIL_BY_CONFIRMATION =
  'Change your own email from your profile: it takes effect once you follow the link sent to the new address.';

/**
 * Changing one's own username asks for the current password: with only a stolen session (an
 * unlocked screen), nobody can take over the account's sign-in name. A wrong password counts
 * against the account as at sign-in. One's own email changes only through a link mailed to the new
 * address (POST /user/me/email-change), so a mistyped or foreign address never becomes the
 * account's; administrators still correct other users' emails here.
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
  if ('email' in values && values.email !== existing.email)
    throw new BadRequestError(OWN_EMAIL_BY_CONFIRMATION);
  if (!('username' in values) || values.username === existing.username) return;
  if (typeof currentPassword !== 'string' || currentPassword === '')
    throw new BadRequestError('Enter your current password to change your username.');
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
