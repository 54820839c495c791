import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge, Payload } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { spentChallenge } from '../../db/schema/spent-challenge.ts';

/**
 * How hard a challenge is and how long it lives. The widget tries the numbers from 0 up to the one
 * the server drew (at most MAX_COUNTER), one SHA-256 each: a few hundred milliseconds in a phone's
 * browser. The public site registers the widget's worker for this algorithm only: both change
 * together.
 */
const ALGORITHM = 'SHA-256';
const MAX_COUNTER = 50_000;
const LIFETIME_MS = 10 * 60_000;

/** A solution to one of our challenges: they are all signed. */
type SignedPayload = Payload & { challenge: { signature: string } };

/**
 * The payload the widget sends (base64 JSON of the challenge and its solution), or null for
 * anything else. Only the shape is checked here: the signature check tells ours from a forgery.
 */
function payloadOf(text: string): SignedPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { challenge, solution } = value as Partial<Record<keyof Payload, unknown>>;
  if (typeof challenge !== 'object' || challenge === null) return null;
  if (typeof solution !== 'object' || solution === null) return null;
  const { parameters, signature } = challenge as Partial<Record<keyof Challenge, unknown>>;
  if (typeof parameters !== 'object' || parameters === null || typeof signature !== 'string')
    return null;
  return value as SignedPayload;
}

/**
 * The proof-of-work check (ALTCHA, self-hosted). Each challenge is drawn with a known answer
 * (altcha-lib's deterministic mode): the challenge is signed with one key derived from the app
 * secret, and the hash its answer gives with another, so a solution is checked with one HMAC.
 */
export function createHumanCheck(appSecret: string) {
  const secret = (use: string) =>
    createHash('sha256').update(`cabinet-altcha-${use}:${appSecret}`).digest('hex');
  const hmacSignatureSecret = secret('challenge');
  const hmacKeySignatureSecret = secret('key');
  return {
    issue(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(MAX_COUNTER, 0),
        deriveKey,
        expiresAt: new Date(Date.now() + LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    /** Whether the payload solves a challenge of ours that has not expired and was not used before; it is spent. */
    async spend(db: Database, text: string): Promise<boolean> {
      const payload = payloadOf(text);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const inserted = await db
        .insert(spentChallenge)
        .values({ signature: payload.challenge.signature })
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
