import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { organization } from '../db/schema/organization.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadCurrentUser, type CurrentUser } from './current-user.ts';
import { findAccount } from './find-account.ts';
import { openSession, type IssuedTokens } from './sessions.ts';
import {
  accountKey,
  clearFailures,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  throttleDetail,
  unknownNameKey,
} from './login-throttle.ts';
import { acceptSecondFactor } from './two-factor.ts';
import { isAnonymousUser } from './anonymous-user.ts';
import { ForbiddenError } from '../errors.ts';

export const INCORRECT_CREDENTIALS = 'Incorrect username or password';
export const INCORRECT_OTP = 'Incorrect OTP';

export interface LoginInput {
  username: string;
  password: string;
  otp: string;
  ip: string;
}

export type LoginOutcome =
  | { kind: 'signed-in'; tokens: IssuedTokens; user: CurrentUser }
  | { kind: 'needs-2fa-setup' }
  | { kind: 'refused'; status: 401 | 403 | 429; detail: string };

let dummyHash: Promise<string> | undefined;
/** Verified against when the account does not exist, so both answers take the same time. */
const getDummyHash = () => (dummyHash ??= hashPassword('no-such-account-placeholder'));

/** The refusal of a sign-in path when the organization requires 2FA and the account has none yet. */
export const TWO_FACTOR_SETUP_NEEDED =
  'Your organization requires two-factor authentication: set it up before you sign in.';

/** Thrown by `issueTokens`: a sign-in path turns it into its own answer, or lets it refuse. */
export class TwoFactorSetupNeededError extends ForbiddenError {
  constructor() {
    super(TWO_FACTOR_SETUP_NEEDED);
  }
}

/** Whether the organization requires 2FA of every user (a setting of the organization). */
export async function organizationRequiresTwoFactor(
  db: Database,
  organizationId: number,
): Promise<boolean> {
  const [org] = await db
    .select({ required: organization.require_2fa_all_users })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return org?.required ?? false;
}

/** Whether the user's organization requires 2FA of every user and the account has none yet. */
export async function lacksRequiredSecondFactor(
  db: Database,
  row: CurrentUser['row'],
): Promise<boolean> {
  if (row.is_use_2fa) return false;
  // Anonymous users are the exception: no account to protect, only what a visitor may do.
  return (
    (await organizationRequiresTwoFactor(db, row.organization_id)) &&
    !(await isAnonymousUser(db, row))
  );
}

/**
 * Every session a user gets opens here, so the organization's "2FA for every user" holds on every
 * path (password, sign-in link, sign-up, and any added later): an account without a second factor
 * gets none.
 */
export async function issueTokens(
  app: FastifyInstance,
  current: CurrentUser,
): Promise<IssuedTokens> {
  if (await lacksRequiredSecondFactor(app.db, current.row)) throw new TwoFactorSetupNeededError();
  return openSession(app, current);
}

export async function login(app: FastifyInstance, input: LoginInput): Promise<LoginOutcome> {
  const { db } = app;
  const row = await findAccount(db, input.username);
  const key = row ? accountKey(row.id) : unknownNameKey(input.username);
  // Reserved before the hash is computed: parallel attempts cannot outrun the lock.
  const throttle = await reserveAttempt(db, key, input.ip);
  if (throttle.blocked) return { kind: 'refused', status: 429, detail: throttleDetail(throttle) };

  const fail = async (detail: string) => {
    const locked = await recordFailure(db, key, input.ip);
    await recordAudit(db, {
      event: locked ? 'login.locked' : 'login.failure',
      userId: row?.id ?? null,
      // The account's own name only: what was typed may be a password typed in the wrong field.
      username: row?.username ?? null,
      ip: input.ip,
      detail: { reason: detail },
    });
    return { kind: 'refused', status: 401, detail } as const;
  };

  const passwordOk = await verifyPassword(
    row?.password_hash ?? (await getDummyHash()),
    input.password,
  );
  if (!row || !row.password_hash || !passwordOk) return fail(INCORRECT_CREDENTIALS);
  // An anonymous user has no account to sign in to (it signs up instead), even should a password
  // have been set on it: the same answer as a wrong password, so nothing tells it apart.
  if (await isAnonymousUser(db, row)) return fail(INCORRECT_CREDENTIALS);
  if (!row.active) return fail(INCORRECT_CREDENTIALS);

  if (row.is_use_2fa) {
    if (!input.otp) {
      // The right password without a code: the client now asks for it. Not a failure.
      await releaseAttempt(db, key);
      return { kind: 'refused', status: 401, detail: INCORRECT_OTP };
    }
    if (!(await acceptSecondFactor(db, app.secretBox, row, input.otp))) return fail(INCORRECT_OTP);
  } else if (await lacksRequiredSecondFactor(db, row)) {
    await releaseAttempt(db, key);
    return { kind: 'needs-2fa-setup' };
  }

  await clearFailures(db, key, input.ip);
  const current = await loadCurrentUser(db, row.id);
  if (!current) return fail(INCORRECT_CREDENTIALS);
  await recordAudit(db, { event: 'login.success', userId: row.id, ip: input.ip });
  return { kind: 'signed-in', tokens: await issueTokens(app, current), user: current };
}
