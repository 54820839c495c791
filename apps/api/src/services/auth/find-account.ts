import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/user.ts';

/** An active account by username or email, case-insensitively. */
export async function findActiveAccount(db: Database, usernameOrEmail: string) {
  const name = usernameOrEmail.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(user)
    .where(or(eq(sql`lower(${user.username})`, name), eq(sql`lower(${user.email})`, name)))
    .limit(1);
  return row?.active ? row : null;
}
