import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { checkAsAccountHolder, checkCurrentPassword } from '../../auth/account-check.ts';
import { loadCurrentUser, type CurrentUser, type UserRow } from '../../auth/current-user.ts';
import { INCORRECT_OTP, organizationRequiresTwoFactor } from '../../auth/login.ts';
import { continueSession } from '../../auth/sessions.ts';
import { acceptPendingTotp, acceptSecondFactor, enableTwoFactor } from '../../auth/two-factor.ts';
import { BadRequestError, refusal } from '../../errors.ts';
import { newTotpSecret, totpUri } from '../../lib/totp.ts';
import { clearTwoFactor, organizationName, storePendingTotpSecret } from './account-data.ts';

export interface TwoFactorUpdate {
  is_use_2fa: boolean;
  confirmed: boolean;
  crosscheck_otp?: string;
  current_password?: string;
}

export const CURRENT_PASSWORD_NEEDED =
  'Enter your current password to turn two-factor authentication on or off.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';

/** Turning 2FA on or off is the account holder's decision: their password first, under the lock. */
async function confirmAccountHolder(
  app: FastifyInstance,
  row: UserRow,
  password: string,
  ip: string,
) {
  if (!password) throw new BadRequestError(CURRENT_PASSWORD_NEEDED);
  const checked = await checkCurrentPassword(app.db, row, password, ip);
  if (!checked.ok)
    throw refusal(checked.detail ? checked.status : 403, checked.detail ?? CURRENT_PASSWORD_WRONG);
}

/** The otpauth:// URI of a sealed secret, labelled with the organization and the username. */
async function uriFor(app: FastifyInstance, sealed: string, row: UserRow) {
  const issuer = (await organizationName(app.db, row.organization_id)) ?? 'Cabinet';
  return totpUri(app.secretBox.open(sealed), issuer, row.username);
}

const answer = (isOn: boolean, extra: { totp_uri?: string; codes?: string[]; token?: string }) => ({
  is_use_2fa: isOn,
  totp_uri: extra.totp_uri ?? null,
  recovery_codes: extra.codes ?? [],
  access_token: extra.token ?? null,
});

/** Whether 2FA is on, and the QR code URI of a setup still awaiting its first code. */
export async function readTwoFactorConfig(app: FastifyInstance, { row }: CurrentUser) {
  const pending = !row.is_use_2fa && row.pending_totp_secret_sealed;
  return answer(row.is_use_2fa, {
    totp_uri: pending ? await uriFor(app, row.pending_totp_secret_sealed!, row) : undefined,
  });
}

/**
 * Starts a setup (a fresh secret, shown as a QR code), confirms it with a code (2FA on, recovery codes
 * shown once), or turns 2FA off with a code. A change ends earlier sessions, so a fresh token comes
 * back with it.
 */
export async function updateTwoFactorConfig(
  app: FastifyInstance,
  current: CurrentUser,
  update: TwoFactorUpdate,
  ip: string,
) {
  const { row } = current;
  const { is_use_2fa: wanted, confirmed, crosscheck_otp: code = '' } = update;
  if (wanted && !confirmed) return startSetup(app, row);
  if (wanted === row.is_use_2fa) throw new BadRequestError('Nothing to change.');
  if (!wanted && (await organizationRequiresTwoFactor(app.db, row.organization_id)))
    throw new BadRequestError(
      'Your organization requires two-factor authentication: it cannot be turned off.',
    );
  if (!code) throw new BadRequestError('Please enter the one-time code');
  await confirmAccountHolder(app, row, update.current_password ?? '', ip);
  const codes = wanted ? await confirmSetup(app, row, code, ip) : [];
  if (!wanted) await turnOff(app, row, code, ip);
  const refreshed = await loadCurrentUser(app.db, row.id);
  // The change ends the account's other sessions; this one goes on with a new access token.
  const token = await continueSession(app, current, refreshed!.row.token_version);
  return answer(wanted, { codes, token });
}

async function startSetup(app: FastifyInstance, row: UserRow) {
  if (row.is_use_2fa) throw new BadRequestError('Two-factor authentication is already on.');
  const sealed = app.secretBox.seal(newTotpSecret());
  await storePendingTotpSecret(app.db, row.id, sealed);
  return answer(false, { totp_uri: await uriFor(app, sealed, row) });
}

/** Turns 2FA on with the first code of the pending secret; answers the recovery codes. */
async function confirmSetup(app: FastifyInstance, row: UserRow, code: string, ip: string) {
  if (!row.pending_totp_secret_sealed) throw new BadRequestError('Ask for a QR code first.');
  if (!(await acceptPendingTotp(app.db, app.secretBox, row, code)))
    throw new BadRequestError(INCORRECT_OTP);
  return enableTwoFactor(app.db, app.secretBox, row, ip);
}

/** Turning 2FA off with a stolen session must not be a way to guess codes: it counts as sign-in. */
async function turnOff(app: FastifyInstance, row: UserRow, code: string, ip: string) {
  const checked = await checkAsAccountHolder(
    app.db,
    { accountId: row.id, ip, what: '2FA code to turn 2FA off' },
    () => acceptSecondFactor(app.db, app.secretBox, row, code),
  );
  if (!checked.ok)
    throw checked.detail
      ? refusal(checked.status, checked.detail)
      : new BadRequestError(INCORRECT_OTP);
  await clearTwoFactor(app.db, row.id);
  await recordAudit(app.db, { event: '2fa.disabled', userId: row.id, ip });
}
