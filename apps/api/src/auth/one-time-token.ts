import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeToken } from '../db/schema/one-time-token.ts';
import { newSecretToken, tokenDigest } from '../lib/secret-token.ts';

/** The links the sign-in screens ask to be mailed. */
export type TokenPurpose = 'reset' | 'passwordless';
/** Every purpose of a stored token: those, and the confirmation of a new email address. */
export type OneTimePurpose = TokenPurpose | 'email_change';
export const TOKEN_LIFETIME_MINUTES: Record<OneTimePurpose, number> = {
  reset: 60,
  passwordless: 15,
  // Mailed to an address its owner may read only the next day: long enough, and still single use.
  email_change: 24 * 60,
};

/** The row of this token, for this purpose, still unused and unexpired. */
const liveToken = (token: string, purpose: OneTimePurpose) =>
  and(
    eq(oneTimeToken.token_hash, tokenDigest(token)),
    eq(oneTimeToken.purpose, purpose),
    isNull(oneTimeToken.used_at),
    gt(oneTimeToken.expires_at, new Date()),
  );

/** A 256-bit random token; only its hash is stored (with the new address it confirms, if any). */
export async function createOneTimeToken(
  db: Database,
  userId: number,
  purpose: OneTimePurpose,
  newEmail: string | null = null,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(oneTimeToken).values({
    user_id: userId,
    purpose,
    token_hash: tokenDigest(token),
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000),
    new_email: newEmail,
  });
  return token;
}

/** The user of a live (unused, unexpired) token, without spending it. */
export async function peekOneTimeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .select({ user_id: oneTimeToken.user_id })
    .from(oneTimeToken)
    .where(liveToken(token, purpose));
  return row?.user_id ?? null;
}

/** Spends a live token (atomically: two concurrent uses cannot both succeed); answers its user. */
export async function consumeOneTimeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .update(oneTimeToken)
    .set({ used_at: new Date() })
    .where(liveToken(token, purpose))
    .returning({ user_id: oneTimeToken.user_id });
  return row?.user_id ?? null;
}

/**
 * Spends a live email-confirmation token (atomically, as above); answers its user and the address
 * it confirms.
 */
export async function consumeEmailChangeToken(
  db: Database,
  token: string,
): Promise<{ userId: number; newEmail: string } | null> {
  const [row] = await db
    .update(oneTimeToken)
    .set({ used_at: new Date() })
    .where(liveToken(token, 'email_change'))
    .returning({ userId: oneTimeToken.user_id, newEmail: oneTimeToken.new_email });
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
}

/** Spends an account's outstanding links of one purpose: a new request replaces the earlier one. */
export async function revokeOutstandingTokensOf(
  db: Database,
  userId: number,
  purpose: OneTimePurpose,
): Promise<void> {
  await db
    .update(oneTimeToken)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(oneTimeToken.user_id, userId),
        eq(oneTimeToken.purpose, purpose),
        isNull(oneTimeToken.used_at),
      ),
    );
}

/**
 * Spends every outstanding link of an account. Called when its password changes or is reset: a
 * link mailed earlier (perhaps to an address that was read by someone else) must not outlive it.
 */
export async function revokeOutstandingTokens(db: Database, userId: number): Promise<void> {
  await db
    .update(oneTimeToken)
    .set({ used_at: new Date() })
    .where(and(eq(oneTimeToken.user_id, userId), isNull(oneTimeToken.used_at)));
}
