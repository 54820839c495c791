import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userAnonymous } from '../db/schema/user-anonymous.ts';

/** Whether the user is an anonymous one (made by `POST /init` and not signed up since). */
export async function isAnonymousUser(
  db: Database,
  row: { id: number; signed_up: boolean },
): Promise<boolean> {
  if (row.signed_up) return false;
  const [found] = await db
    .select({ id: userAnonymous.user_id })
    .from(userAnonymous)
    .where(eq(userAnonymous.user_id, row.id));
  return Boolean(found);
}
