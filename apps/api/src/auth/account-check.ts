import type { Database } from '../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { verifyPassword } from '../lib/password.ts';
import {
  accountKey,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  throttleDetail,
} from './login-throttle.ts';

export type CheckOutcome = { ok: true } | { ok: false; status: 401 | 429; detail?: string };

/**
 * Runs a check of something only the account holder knows (a 2FA code on a sign-in link or when
 * turning 2FA off, the current password before a change of email or username) under the same
 * lock as sign-in: a wrong answer is a failure of that account, and a locked account is refused
 * before anything is checked. A right answer does not clear earlier failures: only a full sign-in
 * does.
 */
export async function checkAsAccountHolder(
  db: Database,
  input: { accountId: number; ip: string; what: string },
  check: () => Promise<boolean>,
): Promise<CheckOutcome> {
  const key = accountKey(input.accountId);
  const verdict = await reserveAttempt(db, key, input.ip);
  if (verdict.blocked) return { ok: false, status: 429, detail: throttleDetail(verdict) };
  let passed = false;
  try {
    passed = await check();
  } finally {
    if (passed) await releaseAttempt(db, key);
  }
  if (passed) return { ok: true };
  await countAccountFailure(db, input);
  return { ok: false, status: 401 };
}

/** Counts a wrong answer against the account, with its audit entry. */
export async function countAccountFailure(
  db: Database,
  input: { accountId: number; ip: string; what: string },
): Promise<void> {
  const locked = await recordFailure(db, accountKey(input.accountId), input.ip);
  await recordAudit(db, {
    event: locked ? 'login.locked' : 'login.failure',
    userId: input.accountId,
    ip: input.ip,
    detail: { reason: input.what },
  });
}

/**
 * The current password, asked before a change only the account holder may make (a new password,
 * 2FA on or off): checked under the sign-in lock, so a stolen session cannot guess it at the
 * hash's speed, and a wrong one counts toward the account's lockout.
 */
export function checkCurrentPassword(
  db: Database,
  account: { id: number; password_hash: string | null },
  password: string,
  ip: string,
): Promise<CheckOutcome> {
  const hash = account.password_hash;
  return checkAsAccountHolder(db, { accountId: account.id, ip, what: 'current password' }, () =>
    hash && password ? verifyPassword(hash, password) : Promise.resolve(false),
  );
}
