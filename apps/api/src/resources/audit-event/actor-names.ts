import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/user.ts';

export const actorViewSchema = {
  user_name: Type.Union([Type.String(), Type.Null()], {
    description: 'Who acted: the username of `user_id`; null for a visitor or a deleted account.',
  }),
};

/** Names who acted on each event of a page, in one query, so the trail reads "who did what". */
export async function actorNames(
  db: Database,
  records: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const ids = [
    ...new Set(records.map((r) => r.user_id).filter((id): id is number => typeof id === 'number')),
  ];
  const rows = ids.length
    ? await db
        .select({ id: user.id, username: user.username })
        .from(user)
        .where(inArray(user.id, ids))
    : [];
  const names = new Map(rows.map((row) => [row.id, row.username]));
  return records.map((record) => ({
    ...record,
    user_name: names.get(record.user_id as number) ?? null,
  }));
}
