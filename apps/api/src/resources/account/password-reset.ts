import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import {
  consumeOneTimeToken,
  peekOneTimeToken,
  revokeOutstandingTokens,
} from '../../auth/one-time-token.ts';
import { INCORRECT_OTP } from '../../auth/login.ts';
import { acceptPendingTotp, enableTwoFactor } from '../../auth/two-factor.ts';
import { BadRequestError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { newTotpSecret, totpUri } from '../../lib/totp.ts';
import { storePassword, storePendingTotpSecret, userWithOrganization } from './account-data.ts';

const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.';
const invalidLink = () => new BadRequestError(INVALID_LINK);

/** Sets the password a reset link's owner chose; every session and other link ends. */
async function setPassword(app: FastifyInstance, userId: number, password: string, ip: string) {
  await storePassword(app.db, userId, await hashPassword(password), { signedUp: true });
  await revokeOutstandingTokens(app.db, userId);
  await recordAudit(app.db, { event: 'password.reset_completed', userId, ip });
}

/** `POST /reset-password-confirmation`: the token is spent, then the password set. */
export async function confirmPasswordReset(
  app: FastifyInstance,
  input: { token: string; newPassword: string },
  ip: string,
) {
  const { user: row } = await accountOfToken(app, input.token);
  if ((await consumeOneTimeToken(app.db, input.token, 'reset')) !== row.id) throw invalidLink();
  await setPassword(app, row.id, input.newPassword, ip);
  return { detail: 'Password reset successful! Please login' };
}

/**
 * The account a still-valid reset token names, without spending the token. A deactivated account's
 * link is dead: an administrator turned the account off, and a link mailed before must not undo it.
 */
async function accountOfToken(app: FastifyInstance, token: string) {
  const userId = await peekOneTimeToken(app.db, token, 'reset');
  const found = userId === null ? null : await userWithOrganization(app.db, userId);
  if (!found || !found.user.active) throw invalidLink();
  return found;
}

/**
 * What the set-new-password screen needs before it asks for a password: whether the organization
 * requires 2FA and the account lacks it, and then the QR code of a setup (kept pending until the
 * reset confirms it with a code).
 */
export async function checkResetTwoFactor(app: FastifyInstance, token: string) {
  const { user: row, required, orgName } = await accountOfToken(app, token);
  if (!required || row.is_use_2fa)
    return {
      is_organiztion_require_2fa: required,
      is_already_config_2fa: row.is_use_2fa,
      totp_uri: null,
    };
  const sealed = row.pending_totp_secret_sealed ?? app.secretBox.seal(newTotpSecret());
  if (!row.pending_totp_secret_sealed) await storePendingTotpSecret(app.db, row.id, sealed);
  return {
    is_organiztion_require_2fa: true,
    is_already_config_2fa: false,
    totp_uri: totpUri(app.secretBox.open(sealed), orgName, row.username),
  };
}

/**
 * `POST /reset-password`: where the organization requires 2FA and the account has none yet, the code
 * of the pending setup must come with the new password; 2FA is then on and its recovery codes shown.
 */
export async function resetPassword(
  app: FastifyInstance,
  input: { token: string; new_password: string; confirmed_2fa?: string },
  ip: string,
) {
  const { user: row, required } = await accountOfToken(app, input.token);
  const settingUp2fa = required && !row.is_use_2fa;
  if (settingUp2fa) {
    const code = input.confirmed_2fa ?? '';
    if (!code) throw new BadRequestError('Please enter the one-time code');
    if (!(await acceptPendingTotp(app.db, app.secretBox, row, code)))
      throw new BadRequestError(INCORRECT_OTP);
  }
  if ((await consumeOneTimeToken(app.db, input.token, 'reset')) !== row.id) throw invalidLink();
  await setPassword(app, row.id, input.new_password, ip);
  if (!settingUp2fa) return { recovery_codes: [] };
  return { recovery_codes: await enableTwoFactor(app.db, app.secretBox, row, ip) };
}
