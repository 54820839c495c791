import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { TooManyRequestsError } from '../errors.ts';
import { rateCounter } from '../db/schema/rate-counter.ts';

/**
 * Counts one more request for `key` in a fixed window and answers whether it is still within `limit`.
 * The counter lives in the database, so every replica sees the same count.
 */
export async function withinRate(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateCounter)
    .values({ key, window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: rateCounter.key,
      set: {
        count: sql`case when ${rateCounter.window_start} < ${windowStart} then 1 else ${rateCounter.count} + 1 end`,
        window_start: sql`case when ${rateCounter.window_start} < ${windowStart} then ${now} else ${rateCounter.window_start} end`,
      },
    })
    .returning({ count: rateCounter.count });
  return (row?.count ?? 1) <= limit;
}

/** Refuses (429, with `message`) a request over the limit of its address's window. */
export async function assertWithinRate(
  db: Database,
  limit: { key: string; max: number; windowMs: number; message: string },
): Promise<void> {
  if (!(await withinRate(db, limit.key, limit.max, limit.windowMs)))
    throw new TooManyRequestsError(limit.message);
}
