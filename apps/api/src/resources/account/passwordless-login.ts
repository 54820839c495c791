import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { checkAsAccountHolder } from '../../auth/account-check.ts';
import { toUserView } from '../../auth/current-user-view.ts';
import { loadCurrentUser, type CurrentUser } from '../../auth/current-user.ts';
import {
  INCORRECT_OTP,
  issueTokens,
  lacksRequiredSecondFactor,
  TwoFactorSetupNeededError,
} from '../../auth/login.ts';
import { consumeOneTimeToken, peekOneTimeToken } from '../../auth/one-time-token.ts';
import { acceptSecondFactor } from '../../auth/two-factor.ts';
import { BadRequestError, refusal } from '../../errors.ts';

const invalidLink = () =>
  new BadRequestError('This link is invalid or has expired. Ask for a new one.');

/**
 * Signs in with a one-time link. The link replaces the password, not the second factor: with 2FA on,
 * the code is still required, and a wrong one counts against the account as a wrong password would.
 */
export async function signInWithLink(
  app: FastifyInstance,
  input: { token: string; otp?: string },
  ip: string,
) {
  const userId = await peekOneTimeToken(app.db, input.token, 'passwordless');
  const current = userId === null ? null : await loadCurrentUser(app.db, userId);
  if (!current || !current.row.active) throw invalidLink();
  if (current.row.is_use_2fa) await checkSecondFactor(app, current, input.otp ?? '', ip);
  // Refused before the link is spent: the same link works once 2FA is set up.
  if (await lacksRequiredSecondFactor(app.db, current.row)) throw new TwoFactorSetupNeededError();
  if ((await consumeOneTimeToken(app.db, input.token, 'passwordless')) !== current.row.id)
    throw invalidLink();
  await recordAudit(app.db, { event: 'passwordless.used', userId: current.row.id, ip });
  const tokens = await issueTokens(app, current);
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_in: tokens.expiresIn,
    user: toUserView(current),
  };
}

async function checkSecondFactor(
  app: FastifyInstance,
  current: CurrentUser,
  otp: string,
  ip: string,
) {
  const checked = await checkAsAccountHolder(
    app.db,
    { accountId: current.row.id, ip, what: 'passwordless 2FA code' },
    () => acceptSecondFactor(app.db, app.secretBox, current.row, otp),
  );
  if (!checked.ok) throw refusal(checked.status, checked.detail ?? INCORRECT_OTP);
}
