import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recoveryCode } from '../../db/schema/recovery-code.ts';
import { user } from '../../db/schema/user.ts';
import { usedTotpStep } from '../../db/schema/used-totp-step.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { matchingTotpStep } from '../../lib/totp.ts';
import { recordAudit } from '../audit.ts';
import type { UserRow } from './current-user.ts';

export const RECOVERY_CODE_COUNT = 10;

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Ten fresh codes like `k3fz-9qpd-2m7x`: shown once, stored as hashes, replacing the old ones. */
export async function issueRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8)
      .toString('base64url')
      .replace(/[-_]/g, 'x')
      .slice(0, 12)
      .toLowerCase();
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
  });
  await db.delete(recoveryCode).where(eq(recoveryCode.user_id, userId));
  await db
    .insert(recoveryCode)
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code) })));
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

async function acceptRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCode)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(recoveryCode.user_id, userId),
        eq(recoveryCode.code_hash, hashCode(code)),
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
  return acceptRecoveryCode(db, user.id, code);
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
export async function enableTwoFactor(db: Database, row: UserRow, ip: string): Promise<string[]> {
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
  return issueRecoveryCodes(db, row.id);
}
