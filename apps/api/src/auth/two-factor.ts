import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { recoveryCode } from '../db/schema/recovery-code.ts';
import { user } from '../db/schema/user.ts';
import { usedTotpStep } from '../db/schema/used-totp-step.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { matchingTotpStep } from '../lib/totp.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { UserRow } from './current-user.ts';

export const RECOVERY_CODE_COUNT = 10;

/** RFC 4648's base32 letters: no 0/1/8/9, so a code is read back without confusion. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 letters of 5 bits each: 80 bits, beyond any guessing under the sign-in lock. */
const CODE_LETTERS = 16;

const normalize = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
/** New codes are stored as an HMAC under the app secret, marked so they never match an old hash. */
const fingerprintOf = (box: SecretBox, code: string) => `hmac:${box.fingerprint(normalize(code))}`;
/**
 * Codes issued before (12 letters, plain SHA-256) stay valid until used or replaced: deleting them
 * would lock out whoever keeps them as their only way back in. They are replaced with the next
 * codes issued (turning 2FA on again, or a reset that sets it up).
 */
const legacyHashOf = (code: string) => createHash('sha256').update(normalize(code)).digest('hex');

function newRecoveryCode(): string {
  const bytes = randomBytes(CODE_LETTERS);
  // Each byte picks one letter: 256 is a multiple of 32, so every letter is equally likely.
  const letters = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

/** Ten fresh codes like `k3fz-7qpd-2m7x-vb4e`: shown once, stored as fingerprints, replacing the old ones. */
export async function issueRecoveryCodes(
  db: Database,
  box: SecretBox,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCode).where(eq(recoveryCode.user_id, userId));
  await db
    .insert(recoveryCode)
    .values(codes.map((code) => ({ user_id: userId, code_hash: fingerprintOf(box, code) })));
  return codes;
}

/** A TOTP code accepted once: the step it belongs to is recorded, and a second use fails. */
export async function acceptTotp(
  db: Database,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = matchingTotpStep(secret, code.trim());
  if (step === null) return false;
  const inserted = await db
    .insert(usedTotpStep)
    .values({ user_id: userId, step })
    .onConflictDoNothing()
    .returning({ step: usedTotpStep.step });
  return inserted.length === 1;
}

async function acceptRecoveryCode(
  db: Database,
  box: SecretBox,
  userId: number,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(recoveryCode)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(recoveryCode.user_id, userId),
        inArray(recoveryCode.code_hash, [fingerprintOf(box, code), legacyHashOf(code)]),
        isNull(recoveryCode.used_at),
      ),
    )
    .returning({ id: recoveryCode.id });
  return used.length === 1;
}

/** The second factor at sign-in: a fresh TOTP code, or an unused recovery code. */
export async function acceptSecondFactor(
  db: Database,
  box: SecretBox,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.totp_secret_sealed || !code) return false;
  if (await acceptTotp(db, user.id, box.open(user.totp_secret_sealed), code)) return true;
  return acceptRecoveryCode(db, box, user.id, code);
}

/** Whether the code comes from the secret the user just scanned (the pending one). */
export async function acceptPendingTotp(
  db: Database,
  box: SecretBox,
  row: UserRow,
  code: string,
): Promise<boolean> {
  if (!row.pending_totp_secret_sealed) return false;
  return acceptTotp(db, row.id, box.open(row.pending_totp_secret_sealed), code);
}

/** Makes the pending secret the active one, ends earlier sessions, and answers fresh recovery codes. */
export async function enableTwoFactor(
  db: Database,
  box: SecretBox,
  row: UserRow,
  ip: string,
): Promise<string[]> {
  await db
    .update(user)
    .set({
      is_use_2fa: true,
      totp_secret_sealed: row.pending_totp_secret_sealed,
      pending_totp_secret_sealed: null,
      token_version: sql`${user.token_version} + 1`,
    })
    .where(eq(user.id, row.id));
  await recordAudit(db, { event: '2fa.enabled', userId: row.id, ip });
  return issueRecoveryCodes(db, box, row.id);
}
