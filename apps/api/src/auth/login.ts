import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organization } from '../db/schema/organization.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadCurrentUser, type CurrentUser } from './current-user.ts';
import { findAccount } from './find-account.ts';
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

export const INCORRECT_CREDENTIALS = 'Incorrect username or password';
export const INCORRECT_OTP = 'Incorrect OTP';

export interface LoginInput {
  username: string;
  password: string;
  otp: string;
  ip: string;
}

export type LoginOutcome =
  | { kind: 'signed-in'; accessToken: string; user: CurrentUser }
  | { kind: 'needs-2fa-setup' }
  | { kind: 'refused'; status: 401 | 403 | 429; detail: string };

let dummyHash: Promise<string> | undefined;
/** Verified against when the account does not exist, so both answers take the same time. */
const getDummyHash = () => (dummyHash ??= hashPassword('no-such-account-placeholder'));

export async function issueAccessToken(
  app: FastifyInstance,
  current: CurrentUser,
): Promise<string> {
  const [org] = await app.db
    .select({ minutes: organization.access_token_expire_minutes })
    .from(organization)
    .where(eq(organization.id, current.row.organization_id));
  return app.tokens.sign(
    { userId: current.row.id, version: current.row.token_version },
    org?.minutes ?? 1440,
  );
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
      username: input.username.slice(0, 254),
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
  } else {
    const [org] = await db
      .select({ required: organization.require_2fa_all_users })
      .from(organization)
      .where(eq(organization.id, row.organization_id));
    if (org?.required) {
      await releaseAttempt(db, key);
      return { kind: 'needs-2fa-setup' };
    }
  }

  await clearFailures(db, key, input.ip);
  const current = await loadCurrentUser(db, row.id);
  if (!current) return fail(INCORRECT_CREDENTIALS);
  await recordAudit(db, { event: 'login.success', userId: row.id, ip: input.ip });
  return { kind: 'signed-in', accessToken: await issueAccessToken(app, current), user: current };
}
