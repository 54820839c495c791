import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema/user.ts';
import { isAnonymousUser } from './anonymous-user.ts';

/**
 * The account a typed name designates, by username or email, case-insensitively. Usernames and
 * emails are each unique whatever their case; should one account's username equal another's email
 * (older data), the username wins, so the answer never depends on the order rows are read in.
 */
export async function findAccount(db: Database, usernameOrEmail: string) {
  const name = usernameOrEmail.trim().toLowerCase();
  const byUsername = eq(sql`lower(${user.username})`, name);
  const [row] = await db
    .select()
    .from(user)
    .where(or(byUsername, eq(sql`lower(${user.email})`, name)))
    .orderBy(desc(byUsername), asc(user.id))
    .limit(1);
  return row ?? null;
}

/**
 * An active account by username or email, case-insensitively. An anonymous user is no account (its
 * email is a placeholder): no link is mailed for it.
 */
export async function findActiveAccount(db: Database, usernameOrEmail: string) {
  const row = await findAccount(db, usernameOrEmail);
  return row?.active && !(await isAnonymousUser(db, row)) ? row : null;
}
