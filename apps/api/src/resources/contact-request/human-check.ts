import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { spentChallenge } from '../../db/schema/spent-challenge.ts';

/** How hard a challenge is (a few hundred milliseconds in a phone's browser) and how long it lives. */
const MAX_NUMBER = 50_000;
const LIFETIME_MS = 10 * 60_000;

/** The proof-of-work check (ALTCHA, self-hosted): challenges are signed with a key derived from the app secret. */
export function createHumanCheck(appSecret: string) {
  const hmacKey = createHash('sha256').update(`cabinet-altcha:${appSecret}`).digest('hex');
  return {
    issue(): Promise<Challenge> {
      return createChallenge({
        hmacKey,
        maxNumber: MAX_NUMBER,
        expires: new Date(Date.now() + LIFETIME_MS),
      });
    },
    /** Whether the payload solves a challenge of ours that has not expired and was not used before; it is spent. */
    async spend(db: Database, payload: string): Promise<boolean> {
      const valid = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (!valid) return false;
      const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
        signature: string;
      };
      const inserted = await db
        .insert(spentChallenge)
        .values({ signature })
        .onConflictDoNothing()
        .returning();
      return inserted.length === 1;
    },
  };
}

export type HumanCheck = ReturnType<typeof createHumanCheck>;

/** Spent solutions are only needed while their challenge could still be valid. */
export async function forgetOldChallenges(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(spentChallenge)
    .where(lt(spentChallenge.spent_at, new Date(now.getTime() - 2 * LIFETIME_MS)));
}
